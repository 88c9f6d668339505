import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs, sampleIds, type SampleIds } from '../support/dashboards';
import { useJourney } from '../support/journey';
import { loginThroughApi, owner } from '../support/journeySteps';
import { login } from '../support/ui';

const ROLE = 'Analysts with a rather long role name';

/** How far the page reaches past the window's right edge (0 or less: it fits, nothing scrolls sideways). */
const overflowOf = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/**
 * Every page of the signed-in app on a phone (issue 12, "pages other than Vizs still overflow on phones"):
 * trees and lists move into a drawer behind a Browse button once something is open, tables scroll inside
 * their own box, forms stack — the page itself never scrolls sideways.
 */
describe('phone pages', () => {
  const journey = useJourney({ initialized: true, context: { viewport: { width: 390, height: 844 } } });
  let sample: SampleIds;

  /** Opens `path` of the organisation, waits for `ready`, and checks that the page fits the window's width. */
  async function fits(path: string, ready: (page: Page) => Promise<void>): Promise<void> {
    const { page } = journey.session;
    await page.goto(`${journey.server.baseUrl}/organizations/${sample.org}${path}`);
    await ready(page);
    expect(await overflowOf(page), path).toBeLessThanOrEqual(0);
  }

  const pages: [string, (page: Page) => Promise<void>][] = [
    ['/views', (page) => page.getByRole('tree').getByText('Sample sales').waitFor()],
    ['/sources', (page) => page.getByRole('tree').getByText('Sample: Chinook').waitFor()],
    ['/members', (page) => page.getByRole('cell', { name: 'owner@example.com' }).waitFor({ state: 'attached' })],
    ['/members/roles', (page) => page.getByRole('cell', { name: ROLE }).waitFor()],
    ['/permissions/resource', (page) => page.getByRole('heading', { name: /All resources/ }).waitFor()],
    ['/settings/organization', (page) => page.getByRole('heading', { name: 'Organization settings' }).waitFor()],
    ['/settings/variables', (page) => page.getByRole('navigation', { name: /Settings/ }).waitFor()],
    ['/schedules', (page) => page.getByRole('heading', { name: 'Schedules' }).first().waitFor()],
  ];

  it('fits every page of the signed-in app into a 390 px wide phone', async () => {
    const { server } = journey;
    const { page } = journey.session;
    const api = apiAs(server, (await loginThroughApi(server)).token);
    sample = await sampleIds(api);
    await api.call('POST', `/orgs/${sample.org}/roles`, { name: ROLE, description: 'Reads the sales views and charts of the whole organization' });
    await login(page, server.baseUrl, owner.username, owner.password);
    await page.waitForURL(/\/organizations\/[\w-]+\/vizs$/);
    expect(await overflowOf(page)).toBeLessThanOrEqual(0);
    for (const [path, ready] of pages) await fits(path, ready);

    // An open view and source get the whole width: their trees wait in a drawer behind Browse.
    await fits(`/views/${sample.salesView}`, (ready) => ready.getByRole('textbox', { name: 'Name' }).waitFor());
    await page.getByRole('button', { name: 'Browse' }).click();
    const drawer = page.getByRole('dialog', { name: 'Views' });
    await drawer.getByText('Sample sales').waitFor();
    await drawer.getByRole('button', { name: 'Close' }).click();
    await drawer.waitFor({ state: 'hidden' });
    await fits(`/sources/${sample.source}`, (ready) => ready.getByRole('heading', { name: 'Sample: Chinook' }).waitFor());

    // Permissions of a role: the subject list moves into the drawer, the privilege table scrolls in its box.
    await fits('/permissions/subject', (ready) => ready.getByText(ROLE).first().waitFor());
    await page.getByText(ROLE).first().click();
    await page.getByRole('heading', { name: ROLE }).waitFor();
    await page.getByRole('button', { name: 'Browse' }).waitFor();
    await page.getByRole('cell', { name: /All resources/ }).first().waitFor();
    expect(await overflowOf(page)).toBeLessThanOrEqual(0);

    // The account menu and the profile dialog.
    await page.getByRole('button', { name: /^Account/ }).click();
    await page.getByRole('menuitem', { name: /Profile/ }).click();
    await page.getByRole('dialog', { name: 'Profile' }).waitFor();
    expect(await overflowOf(page)).toBeLessThanOrEqual(0);
  });

  it('fits them into a 360 px wide phone too', async () => {
    const { page } = journey.session;
    await page.setViewportSize({ width: 360, height: 740 });
    for (const [path, ready] of pages) await fits(path, ready);
    await fits(`/views/${sample.salesView}`, (ready) => ready.getByRole('textbox', { name: 'Name' }).waitFor());
    await fits(`/sources/${sample.source}`, (ready) => ready.getByRole('heading', { name: 'Sample: Chinook' }).waitFor());
  });
});
