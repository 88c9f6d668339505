import type { Locator, Page } from 'playwright-core';

export type Locale = 'en' | 'zh';

/** The chart workbench's and the chart page's words a journey clicks, in both languages (web messages). */
export const workbenchWords = {
  en: {
    palette: 'Chart type',
    style: 'Style',
    close: 'Close',
    leaveTitle: 'Leave without saving?',
    leave: 'Leave',
    edit: 'Edit',
    switch: 'Switch',
    switchTitle: (name: string) => `Switch to ${name}?`,
    dropZone: (section: string) => `Drop zone: ${section}`,
    chip: (title: string) => `Settings of ${title}`,
  },
  zh: {
    palette: '图表类型',
    style: '样式',
    close: '关闭',
    leaveTitle: '不保存就离开？',
    leave: '离开',
    edit: '编辑',
    switch: '切换',
    switchTitle: (name: string) => `切换为${name}？`,
    dropZone: (section: string) => `放置区：${section}`,
    chip: (title: string) => `${title} 的设置`,
  },
} satisfies Record<Locale, Record<string, unknown>>;

export const chartPalette = (page: Page, locale: Locale): Locator => page.getByRole('toolbar', { name: workbenchWords[locale].palette });

export const dataSection = (page: Page, locale: Locale, section: string): Locator => page.getByRole('group', { name: workbenchWords[locale].dropZone(section) });

/** A placed field's chip (its settings button), anywhere or in one section. */
export const fieldChip = (within: Page | Locator, locale: Locale, title: string): Locator => within.getByRole('button', { name: workbenchWords[locale].chip(title), exact: true });

/** Places a field of the view's list into a section from the field's own menu (English UI). */
export async function addFieldTo(page: Page, field: string, section: string): Promise<void> {
  await page.getByRole('button', { name: `Add ${field} to…` }).click();
  await page.getByRole('menuitem', { name: `Add to ${section}` }).click();
}

/**
 * Drags a placed field into another section (native drag and drop), unless it is there already.
 * `placedTitle` is its title once there, when the section changes it: a dimension dropped into metrics
 * gets an aggregation, 'amount' becomes 'SUM(amount)'.
 */
export async function moveFieldTo(page: Page, locale: Locale, title: string, section: string, placedTitle = title): Promise<void> {
  const target = dataSection(page, locale, section);
  if ((await fieldChip(target, locale, placedTitle).count()) > 0) return;
  await fieldChip(page, locale, title).locator('xpath=ancestor-or-self::*[@draggable="true"][1]').dragTo(target);
  await fieldChip(target, locale, placedTitle).waitFor();
}

/**
 * Opens the workbench on the sample source's 'Sample sales' view, which a fresh install makes together with
 * the sample dashboard (so the empty-organisation offer to build a first chart is no longer shown).
 */
export async function openWorkbenchOnSampleView(page: Page, server: { baseUrl: string; api(method: string, path: string, options?: { token?: string }): Promise<{ body: unknown }> }, token: string): Promise<void> {
  const data = async (path: string) => ((await server.api('GET', path, { token })).body as { data: { id: string; name?: string }[] }).data;
  const orgId = (await data('/orgs'))[0]?.id ?? '';
  const viewId = (await data(`/orgs/${orgId}/views`)).find((view) => view.name === 'Sample sales')?.id ?? '';
  await page.goto(`${server.baseUrl}/organizations/${orgId}/vizs/charts/new?viewId=${viewId}`);
}

/** Presses the workbench's Close and waits for what it leads to (the leave dialog, or the chart's page). */
export async function closeWorkbench(close: Locator, shown: Locator): Promise<void> {
  await close.click();
  await shown.first().waitFor();
}
