import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage } from '../support/browser';
import { waitForChartArea } from '../support/chartArea';
import { useJourney } from '../support/journey';
import { loginThroughApi, owner } from '../support/journeySteps';
import { login } from '../support/ui';
import { addFieldTo, closeWorkbench, dataSection, fieldChip, openWorkbenchOnSampleView } from '../support/workbench';

/**
 * Issue 11's chart workbench: on the sample source of a fresh install, a bar chart of sales by country is
 * built (a field dragged, others added from their menus), filtered to two genres, its metric formatted in
 * 万, saved with Ctrl+S, then published from the chart's page; a member who may only view that chart (and
 * may not use its view) opens it read-only, drawn, and sees its thumbnail in the tree.
 */
describe('the chart workbench', () => {
  const journey = useJourney({ initialized: true });
  const chartName = 'Rock and metal sales';
  /** A member who is given View on the saved chart and nothing else. */
  const viewer = { username: 'vera', email: 'vera@example.com', password: 'secret1', name: 'Vera Viewer' };
  const ids = { org: '', chart: '', view: '' };

  const section = (page: Page, name: string) => dataSection(page, 'en', name);
  const chip = (page: Page, title: string) => fieldChip(page, 'en', title);

  it('builds a bar chart on the sample data: fields dragged or added from their menu, drawn at once', async () => {
    const { server } = journey;
    const { page } = journey.session;
    await login(page, server.baseUrl, owner.username, owner.password);
    await openWorkbenchOnSampleView(page, server, (await loginThroughApi(server)).token);
    await page.waitForURL(/\/vizs\/charts\/new\?viewId=[\w-]+$/);

    const palette = page.getByRole('toolbar', { name: 'Chart type' });
    await palette.getByRole('button', { name: 'Clustered column' }).click();
    await expect.poll(() => palette.getByRole('button', { name: 'Clustered column' }).getAttribute('aria-pressed')).toBe('true');

    // Native drag and drop from the field list into a section.
    const country = page.getByRole('button', { name: 'Add country to…' }).locator('xpath=ancestor::*[@draggable="true"][1]');
    await country.dragTo(section(page, 'Dimensions'));
    await chip(page, 'country').waitFor();
    await addFieldTo(page, 'amount', 'Metrics');
    await chip(page, 'SUM(amount)').waitFor();

    // The unsaved config runs by itself: the chart draws, and its generated SQL is one click away.
    await page.getByRole('figure').locator('canvas').first().waitFor();
    await page.getByRole('tab', { name: 'SQL' }).click();
    await expect.poll(() => page.getByRole('textbox', { name: 'Generated SQL' }).textContent()).toContain('GROUP BY');
    await page.getByRole('tab', { name: 'Chart', exact: true }).click();
  });

  it('filters on two genres from the list of values, searched', async () => {
    const { page } = journey.session;
    await addFieldTo(page, 'genre', 'Filters');
    const dialog = page.getByRole('dialog', { name: 'Filter on genre' });
    await dialog.getByRole('checkbox', { name: 'Rock', exact: true }).check();
    await dialog.getByRole('searchbox', { name: 'Search values' }).fill('met');
    await dialog.getByRole('checkbox', { name: 'Metal', exact: true }).check();
    await dialog.getByText('2 chosen').waitFor();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await section(page, 'Filters').getByText('is one of Rock, Metal').waitFor();
  });

  it('formats the metric in 万 with a live sample, and the chart reads it', async () => {
    const { page } = journey.session;
    await chip(page, 'SUM(amount)').click();
    await page.getByRole('menuitem', { name: 'Number format…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Number format of SUM(amount)' });
    await dialog.getByText('Number', { exact: true }).click();
    await dialog.getByRole('combobox', { name: 'Unit' }).click({ force: true });
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="万 (10⁴)"]').click();
    await dialog.getByRole('spinbutton', { name: 'Decimals' }).fill('2');
    await expect.poll(() => dialog.getByRole('status', { name: 'Sample' }).textContent()).toBe('123.46万');
    await dialog.getByRole('button', { name: 'Save' }).click();

    // The chart's data table writes the amounts as the chart does.
    const figure = page.getByRole('figure');
    await figure.getByRole('button', { name: 'Show as table' }).click();
    await expect.poll(async () => (await figure.getByRole('cell').allTextContents()).some((text) => /^\d+\.\d{2}万$/.test(text))).toBe(true);
  });

  it('saves with Ctrl+S into a new chart, then publishes it', async () => {
    const { page } = journey.session;
    await page.keyboard.press('Control+s');
    const dialog = page.getByRole('dialog', { name: 'Save chart' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(chartName);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText(`Chart "${chartName}" created`).waitFor();
    await page.waitForURL(/\/vizs\/charts\/[\w-]+\/edit$/);
    [, ids.org = '', ids.chart = ''] = /\/organizations\/([\w-]+)\/vizs\/charts\/([\w-]+)\/edit$/.exec(page.url()) ?? [];
    await page.getByText('Unsaved changes').waitFor({ state: 'detached' });

    await closeWorkbench(page.getByRole('button', { name: 'Close' }), page.getByRole('heading', { name: chartName }));
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText(`"${chartName}" published`).waitFor();
    await page.getByRole('tree', { name: 'Vizs' }).locator('.ant-tree-treenode', { hasText: chartName }).getByText('Published').waitFor();
  });

  it('reopens it as a member with View on the chart only: read-only, drawn, its thumbnail in the tree', async () => {
    const { server } = journey;
    const { token } = await loginThroughApi(server);
    const call = async (method: string, path: string, body?: unknown, as = token) => {
      const answer = await server.api(method, path, { token: as, body });
      return { status: answer.status, data: (answer.body as { data: Record<string, unknown> }).data };
    };
    const member = await call('POST', `/orgs/${ids.org}/members`, viewer);
    expect(member.status).toBe(200);
    // View on this chart, nothing on its view: a chart's viewer needs no access to the data behind it.
    const granted = await call('POST', `/orgs/${ids.org}/permissions/grant`, {
      subject: { type: 'user', id: member.data.id },
      modules: { viz: true },
      grants: [{ resourceType: 'viz', resourceId: ids.chart, privileges: ['view'] }],
    });
    expect(granted.status).toBe(200);
    ids.view = String((await call('GET', `/orgs/${ids.org}/charts/${ids.chart}`)).data.viewId);
    const memberToken = (await loginThroughApi(server, viewer)).token;
    // The owner reads the view; the member may not even see it (404, as for any view they cannot see).
    expect((await call('GET', `/orgs/${ids.org}/views/${ids.view}`)).status).toBe(200);
    expect((await call('GET', `/orgs/${ids.org}/views/${ids.view}`, undefined, memberToken)).status).toBe(404);

    // The owner's row may be dragged: the member's must not be (the check below is not vacuous).
    const ownerTree = journey.session.page.getByRole('tree', { name: 'Vizs' });
    expect(await ownerTree.locator('.ant-tree-treenode', { hasText: chartName }).getAttribute('draggable')).toBe('true');

    const session = await openPage(journey.browser);
    const { page } = session;
    const consoleErrors: string[] = [];
    page.on('console', (message) => void (message.type() === 'error' && consoleErrors.push(message.text())));
    await login(page, server.baseUrl, viewer.username, viewer.password);
    await page.waitForURL(/\/organizations\/[\w-]+\//);
    await page.goto(`${server.baseUrl}/organizations/${ids.org}/vizs`);
    const row = page.getByRole('tree', { name: 'Vizs' }).locator('.ant-tree-treenode', { hasText: chartName });
    await row.getByText('Published').waitFor();
    // The server drew the thumbnail when the chart was saved; the tree shows it, loaded.
    const thumbnail = row.getByRole('img', { name: `Preview of ${chartName}` });
    await thumbnail.waitFor();
    await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    expect(await row.getAttribute('draggable')).not.toBe('true');
    expect(await row.getByRole('button', { name: `Actions for ${chartName}` }).count()).toBe(0);

    await row.getByText(chartName).click();
    await page.getByRole('heading', { name: chartName }).waitFor();
    const figure = page.getByRole('figure', { name: chartName });
    expect(await waitForChartArea(figure, ['canvas'])).toMatchObject({ kind: 'canvas' });
    for (const action of ['Edit', 'Publish', 'Unpublish']) {
      expect(await page.getByRole('button', { name: action, exact: true }).count(), action).toBe(0);
    }
    // Its data, as the chart draws it: the two genres' sales per country, in 万.
    await figure.getByRole('button', { name: 'Show as table' }).click();
    await expect.poll(async () => (await figure.getByRole('cell').allTextContents()).filter((text) => /^\d+\.\d{2}万$/.test(text)).length).toBeGreaterThan(3);
    // What the page does not offer, the server refuses: saving the chart needs Manage on it.
    const stored = (await call('GET', `/orgs/${ids.org}/charts/${ids.chart}`, undefined, memberToken)).data;
    const edit = { name: 'Renamed by a viewer', description: '', viewId: ids.view, config: stored.config };
    expect((await call('PUT', `/orgs/${ids.org}/charts/${ids.chart}`, edit, memberToken)).status).toBe(403);

    expect(consoleErrors).toEqual([]);
    expect(session.errors).toEqual([]);
    expect(journey.session.errors).toEqual([]);
    await session.context.close();
  });
});
