import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs, sampleIds, type SampleIds } from '../support/dashboards';
import { useJourney } from '../support/journey';
import { loginThroughApi, owner } from '../support/journeySteps';
import { login } from '../support/ui';

/**
 * Issue 13's storyboards: on the sample data of a fresh install, the owner builds a storyboard of three
 * pages (the sample dashboard and two sample charts) in the editor, saves and publishes it, plays it through
 * with the keyboard and then by itself (each page for one second), and finds it in the permission pages.
 */
describe('storyboards', () => {
  const journey = useJourney({ initialized: true, context: { viewport: { width: 1400, height: 900 } } });
  let sample: SampleIds;
  let orgUrl = '';
  const pages = ['Sample dashboard', 'Sales by genre', 'Sales by month'];
  const indicator = (page: Page) => page.getByTestId('story-indicator');
  const player = (page: Page) => page.getByRole('region', { name: 'Storyboard player' });

  async function waitForIndicator(page: Page, text: string, timeout = 10_000) {
    await page.waitForFunction((expected) => document.querySelector('[data-testid="story-indicator"]')?.textContent === expected, text, { timeout });
  }

  /** Esc leaves the browser's full screen first (when it was granted), then closes the player. */
  async function closePlayer(page: Page) {
    for (let tries = 0; tries < 3 && (await player(page).count()) > 0; tries++) {
      await page.keyboard.press('Escape');
      await page.waitForTimeout(300);
    }
    await player(page).waitFor({ state: 'detached' });
  }

  it('builds a storyboard of three pages in the editor and saves it', async () => {
    const { server } = journey;
    sample = await sampleIds(apiAs(server, (await loginThroughApi(server)).token));
    orgUrl = `${server.baseUrl}/organizations/${sample.org}`;
    const { page } = journey.session;
    await login(page, server.baseUrl, owner.username, owner.password);
    await page.waitForURL(/\/organizations\/[\w-]+\/vizs$/);
    await page.getByRole('tab', { name: 'Storyboards' }).click();
    await page.getByText('No storyboards yet.').waitFor();
    await page.getByRole('button', { name: 'New storyboard' }).click();
    const dialog = page.getByRole('dialog', { name: 'New storyboard' });
    await dialog.getByLabel('Name').fill('Quarter story');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await page.getByRole('region', { name: 'Edit storyboard' }).waitFor();
    for (const name of pages) await page.getByRole('button', { name: `Add ${name}`, exact: true }).click();
    const list = page.getByRole('list', { name: 'Pages' });
    expect(await list.getByRole('listitem').count()).toBe(3);
    for (const name of pages) {
      await list.getByRole('listitem').filter({ hasText: name }).first().click();
      await page.getByRole('spinbutton', { name: 'Dwell time (seconds)' }).fill('1');
      await page.getByRole('textbox', { name: 'Page name' }).click();
    }
    await page.keyboard.press('Control+s');
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await page.getByText('Storyboard saved').first().waitFor();
  });

  it('publishes it and plays it through with the keyboard', async () => {
    const { page } = journey.session;
    await page.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('heading', { name: 'Quarter story' }).waitFor();
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('"Quarter story" published').first().waitFor();
    await page.getByRole('button', { name: 'Play' }).click();
    await player(page).waitFor();
    await waitForIndicator(page, '1 / 3');
    await page.getByRole('region', { name: 'Dashboard Sample dashboard', exact: true }).waitFor({ timeout: 20_000 });
    await page.keyboard.press('ArrowRight');
    await waitForIndicator(page, '2 / 3');
    await page.getByRole('group', { name: 'Sales by genre' }).getByRole('figure', { name: 'Sales by genre' }).waitFor({ timeout: 20_000 });
    await page.keyboard.press('Space');
    await waitForIndicator(page, '3 / 3');
    await page.keyboard.press('ArrowRight');
    await waitForIndicator(page, '3 / 3');
    await page.keyboard.press('Home');
    await waitForIndicator(page, '1 / 3');
    await page.keyboard.press('End');
    await waitForIndicator(page, '3 / 3');
    await page.keyboard.press('ArrowLeft');
    await waitForIndicator(page, '2 / 3');
    await closePlayer(page);
    expect(page.url()).toMatch(/\/vizs\/storyboards\/[^/]+$/);
  });

  it('plays by itself when the storyboard says so, each page for its dwell time', async () => {
    const { page } = journey.session;
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('checkbox', { name: 'Play by itself (carousel)' }).check();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await page.getByText('Storyboard saved').first().waitFor();
    await page.getByRole('button', { name: 'Play' }).click();
    await player(page).waitFor();
    await page.getByRole('button', { name: 'Pause' }).waitFor();
    const seen = new Set<string>();
    const started = Date.now();
    while (seen.size < 3 && Date.now() - started < 15_000) {
      seen.add((await indicator(page).textContent()) ?? '');
      await page.waitForTimeout(100);
    }
    expect([...seen].sort()).toEqual(['1 / 3', '2 / 3', '3 / 3']);
    await closePlayer(page);
  });

  it('lists it in the permission pages by resource', async () => {
    const { page } = journey.session;
    await page.goto(`${orgUrl}/permissions/resource`);
    await page.locator('label.ant-radio-button-wrapper', { hasText: /^Storyboards$/ }).click();
    await page.getByRole('treeitem', { name: /Quarter story/ }).waitFor();
    expect(journey.session.errors).toEqual([]);
  });
});
