import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { AppServer } from '../support/appServer';
import { useJourney } from '../support/journey';
import { loginThroughApi, owner } from '../support/journeySteps';
import { login } from '../support/ui';

/**
 * Issue 11's Vizs area: a fresh install lands on the Vizs page, which offers a first chart on the sample
 * data; charts show in the tree with their status and server-drawn thumbnails; they are opened read-only,
 * published, moved to the recycle bin, restored and deleted, and a refused delete says why.
 */
describe('the Vizs area', () => {
  const journey = useJourney({ initialized: true });
  const ids = { org: '', token: '', view: '' };

  const call = async (server: AppServer, method: string, path: string, body?: unknown) => {
    const answer = await server.api(method, path, { token: ids.token, body });
    expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
    return (answer.body as { data: { id: string } & Record<string, unknown> }).data;
  };
  const chartConfig = (chartType: string, dimension: string) => ({
    chartType,
    sections: {
      dimensions: [{ uid: 'd1', column: dimension, type: 'string' }],
      metrics: [{ uid: 'm1', column: 'amount', type: 'numeric', aggregate: 'SUM' }],
    },
  });
  const tree = (page: Page) => page.getByRole('tree', { name: 'Vizs' });
  const treeRow = (page: Page, name: string) => tree(page).locator('.ant-tree-treenode', { hasText: name });
  async function nodeAction(page: Page, name: string, action: string) {
    await page.getByRole('button', { name: `Actions for ${name}` }).click();
    await page.getByRole('menuitem', { name: action, exact: true }).click();
  }

  it('lands on the Vizs page and builds a first chart on the sample data', async () => {
    const { server } = journey;
    const { page } = journey.session;
    // This journey starts from an organisation without vizs: the sample dashboard and its charts go first.
    const { token } = await loginThroughApi(server);
    const [org] = ((await server.api('GET', '/orgs', { token })).body as { data: { id: string }[] }).data;
    const made = ((await server.api('GET', `/orgs/${org?.id}/vizs`, { token })).body as { data: { id: string; kind: string }[] }).data;
    for (const viz of [...made].sort((a, b) => Number(b.kind === 'dashboard') - Number(a.kind === 'dashboard'))) {
      await server.api('POST', `/orgs/${org?.id}/vizs/${viz.id}/archive`, { token });
      expect((await server.api('DELETE', `/orgs/${org?.id}/vizs/${viz.id}`, { token })).status).toBe(200);
    }
    await login(page, server.baseUrl, owner.username, owner.password);
    await page.waitForURL(/\/organizations\/[\w-]+\/vizs$/);
    await page.getByText('Build your first chart on the sample data').waitFor();
    await page.getByRole('button', { name: 'Build a chart on the sample data' }).click();
    await page.waitForURL(/\/vizs\/charts\/new\?viewId=[\w-]+$/);

    ids.token = (await loginThroughApi(server)).token;
    const orgs = (await server.api('GET', '/orgs', { token: ids.token })).body as { data: { id: string }[] };
    ids.org = orgs.data[0]?.id ?? '';
    const views = (await server.api('GET', `/orgs/${ids.org}/views`, { token: ids.token })).body as { data: { id: string; name: string }[] };
    ids.view = views.data.find((view) => view.name === 'Sample sales')?.id ?? '';
    expect(ids.view).not.toBe('');
    expect(page.url()).toContain(`viewId=${ids.view}`);
  });

  it('shows the charts in the tree with their status, and the landing with their thumbnails', async () => {
    const { server } = journey;
    const { page } = journey.session;
    const folder = await call(server, 'POST', `/orgs/${ids.org}/vizs/folders`, { name: 'Reports', parentId: null });
    const sales = await call(server, 'POST', `/orgs/${ids.org}/charts`, { name: 'Sales by country', viewId: ids.view, parentId: null, config: chartConfig('cluster-column', 'country') });
    await call(server, 'POST', `/orgs/${ids.org}/charts`, { name: 'Genres', viewId: ids.view, parentId: folder.id, config: chartConfig('pie', 'genre') });
    const lines = [
      { uid: 'c1', column: 'country', type: 'string' },
      { uid: 'c2', column: 'amount', type: 'numeric' },
    ];
    await call(server, 'POST', `/orgs/${ids.org}/charts`, { name: 'Invoice lines', viewId: ids.view, parentId: null, config: { chartType: 'table', aggregation: false, sections: { columns: lines } } });
    // The sample view's SQL runs on the sample source: the chart has rows.
    const frame = (await call(server, 'POST', `/orgs/${ids.org}/charts/${sales.id}/data`, {})) as unknown as { rows: unknown[] };
    expect(frame.rows.length).toBeGreaterThan(10);

    await page.goto(`${server.baseUrl}/organizations/${ids.org}/vizs`);
    await treeRow(page, 'Sales by country').getByText('Unpublished').waitFor();
    await treeRow(page, 'Reports').waitFor();
    const cards = page.getByRole('region', { name: 'Recently updated' }).getByRole('link');
    expect(await cards.evaluateAll((links) => links.map((link) => link.getAttribute('aria-label')))).toEqual(['Invoice lines', 'Genres', 'Sales by country']);
    // The server drew the thumbnail; the page shows it through an object URL.
    const thumbnail = page.getByRole('img', { name: 'Preview of Sales by country' }).first();
    await thumbnail.waitFor();
    expect(await thumbnail.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0 && image.src.startsWith('blob:'))).toBe(true);
  });

  it('opens a chart read-only and publishes it', async () => {
    const { page } = journey.session;
    await treeRow(page, 'Sales by country').getByText('Sales by country').click();
    await page.getByRole('heading', { name: 'Sales by country' }).waitFor();
    await page.getByRole('figure', { name: 'Sales by country' }).locator('canvas').first().waitFor();
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('"Sales by country" published').waitFor();
    await treeRow(page, 'Sales by country').getByText('Published').waitFor();
    await page.getByRole('button', { name: 'Unpublish' }).waitFor();
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.waitForURL(/\/vizs\/charts\/[\w-]+\/edit$/);
    await page.goBack();
    await page.getByRole('heading', { name: 'Sales by country' }).waitFor();
  });

  it('pages a table chart on the server', async () => {
    const { page } = journey.session;
    await treeRow(page, 'Invoice lines').getByText('Invoice lines').click();
    const figure = page.getByRole('figure', { name: 'Invoice lines' });
    await figure.getByText(/^[\d,]+ rows$/).waitFor();
    const asked = page.waitForRequest((request) => request.url().endsWith('/data') && (request.postDataJSON() as { pageNo?: number }).pageNo === 2);
    await figure.getByRole('listitem', { name: '2', exact: true }).click();
    await asked;
    await figure.locator('[data-pager] [aria-current="page"]', { hasText: '2' }).waitFor();
  });

  it('moves a chart to the recycle bin, restores it, refuses to delete a folder that is not empty, and deletes', async () => {
    const { page } = journey.session;
    await tree(page).locator('.ant-tree-treenode', { hasText: 'Reports' }).locator('.ant-tree-switcher').click();
    await nodeAction(page, 'Genres', 'Move to recycle bin');
    await page.getByText('"Genres" moved to the recycle bin').waitFor();
    await treeRow(page, 'Genres').waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Recycle bin' }).click();
    const drawer = page.getByRole('dialog', { name: 'Recycle bin' });
    await drawer.getByRole('listitem', { name: 'Genres' }).getByRole('button', { name: 'Restore' }).click();
    await page.getByText('"Genres" restored').waitFor();
    await drawer.getByText('The recycle bin is empty.').waitFor();
    await drawer.getByRole('button', { name: 'Close' }).click();
    await treeRow(page, 'Genres').waitFor();

    await nodeAction(page, 'Reports', 'Delete');
    await page.getByRole('button', { name: 'Delete for good' }).click();
    await page.locator('.ant-modal-confirm-title', { hasText: 'Failed to delete' }).waitFor();
    await page.getByText('The folder is not empty: move or delete what is in it first').waitFor();
    await page.getByRole('button', { name: 'OK' }).click();

    await nodeAction(page, 'Genres', 'Delete');
    await page.getByRole('button', { name: 'Delete for good' }).click();
    await page.getByText('"Genres" deleted').waitFor();
    await treeRow(page, 'Genres').waitFor({ state: 'detached' });
    expect(journey.session.errors).toEqual([]);
  });
});
