import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeChdbData, startChdbHttpServer, type ChdbHttpServer } from '../../packages/server/src/connectors/clickhouse/testing/chdbHttpServer';
import { apiAs, boardOf, boardRegion, chartDescription, vizPath, waitForWidgetsPainted, widgetFrame, type ApiAs, type DashboardRead } from '../support/dashboards';
import { useJourney } from '../support/journey';
import { loginThroughApi, owner } from '../support/journeySteps';
import { login } from '../support/ui';

/** Picks an option of the antd Select named `name` (a combobox) by its text. */
async function choose(page: Page, name: string | RegExp, option: string) {
  await page.getByRole('combobox', { name }).click({ force: true });
  await page.locator(`.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${option}"]`).click();
}

/**
 * Issue 25's journey: a ClickHouse source (ClickHouse 26 in chdb, behind its HTTP interface in this process)
 * added and tested in the source editor and its schema browsed; a SQL view in ClickHouse's dialect with a
 * query variable written, run and saved in the view editor; a chart and a dashboard on it (through the API),
 * whose widget draws the data ClickHouse computed.
 */
describe('a ClickHouse source', () => {
  const journey = useJourney({ initialized: true, context: { viewport: { width: 1280, height: 1200 } } });
  let chdb: ChdbHttpServer;
  let api: ApiAs;
  const ids = { org: '', dashboard: '' };

  beforeAll(async () => {
    chdb = await startChdbHttpServer({ users: { default: '', analyst: 'analyst-pw' } });
    await chdb.admin('CREATE DATABASE IF NOT EXISTS shop');
    await chdb.admin('CREATE TABLE shop.sales (id UInt32, region LowCardinality(String), amount Decimal(10, 2), sold_at DateTime) ENGINE = MergeTree ORDER BY id');
    await chdb.admin(
      "INSERT INTO shop.sales VALUES (1, 'north', 10.50, '2024-01-05 10:00:00'), (2, 'north', 4.50, '2024-02-01 09:00:00'), (3, 'south', 7.25, '2024-02-11 12:30:00'), (4, 'east', 30.00, '2024-03-03 08:15:00')",
    );
  });
  afterAll(async () => {
    await chdb?.close();
    await removeChdbData();
  });

  it('adds the source in the editor: a wrong password fails, the right one connects, the schema shows its columns', async () => {
    const { page } = journey.session;
    await login(page, journey.server.baseUrl, owner.username, owner.password);
    await page.getByRole('navigation').getByRole('link', { name: 'Sources' }).click();
    await page.getByRole('button', { name: 'New source' }).click();
    await page.getByRole('menuitem', { name: 'ClickHouse' }).click();
    const field = (name: string) => page.getByRole('textbox', { name: new RegExp(`^(\\* )?${name}$`) });
    await field('Name').fill('Analytics');
    await field('Host').fill(chdb.host);
    await page.getByRole('spinbutton', { name: /^(\* )?Port$/ }).fill(String(chdb.port));
    await field('Database').fill('shop');
    await field('User').fill('analyst');
    await page.getByLabel('Password').fill('wrong');
    await page.getByRole('button', { name: 'Test connection' }).click();
    await page.getByText('Connection failed').waitFor();
    await page.getByText(/Authentication failed/).first().waitFor();

    await page.getByLabel('Password').fill('analyst-pw');
    await page.getByRole('button', { name: 'Test connection' }).click();
    await page.getByText(/Connection succeeded: ClickHouse 2\d\./).waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Source "Analytics" created').waitFor();
    await page.getByRole('tree', { name: 'Sources' }).getByText('Analytics').waitFor();

    await page.getByRole('tab', { name: 'Schema' }).click();
    const schema = page.getByRole('tree', { name: 'Schema' });
    const expand = async (name: string) => {
      const item = schema.getByRole('treeitem', { name: new RegExp(name) }).first();
      if ((await item.getAttribute('aria-expanded')) !== 'true') await item.locator('.ant-tree-switcher').click();
    };
    await expand('shop');
    await expand('sales');
    await schema.getByText('region').waitFor();
    await schema.getByText('sold_at').waitFor();
  });

  it('writes a SQL view in ClickHouse SQL with a query variable in the view editor, runs it and saves it', async () => {
    const { page } = journey.session;
    await page.getByRole('navigation').getByRole('link', { name: 'Views' }).click();
    await page.getByRole('button', { name: 'New view' }).click();
    await page.getByRole('heading', { name: 'New view' }).waitFor();
    await page.getByRole('textbox', { name: /^(\* )?Name$/ }).fill('Sales by month');
    await choose(page, /Source/, 'Analytics');
    await page.getByRole('textbox', { name: 'SQL' }).click();
    await page.keyboard.insertText('SELECT region, toFloat64(amount) AS amount, toStartOfMonth(sold_at) AS month FROM sales WHERE amount >= $min_amount$');

    await page.getByRole('tab', { name: 'Variables' }).click();
    await page.getByRole('button', { name: 'Add variable' }).click();
    const dialog = page.getByRole('dialog', { name: 'New variable' });
    await dialog.getByRole('textbox', { name: /^(\* )?Name$/ }).fill('min_amount');
    await choose(page, 'Value type', 'Numeric');
    await dialog.getByRole('combobox', { name: 'Default value' }).fill('5');
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('cell', { name: '$min_amount$', exact: true }).waitFor();

    await page.getByRole('tab', { name: 'SQL' }).click();
    await page.getByRole('button', { name: /Run$/ }).click();
    const result = page.getByRole('region', { name: 'Result' });
    // 4.50 is below the variable's default (5), bound as a parameter: three rows.
    await result.getByText('2024-02-01').first().waitFor();
    await page.getByText(/^3 row\(s\) in \d+ ms$/).waitFor();
    await page.getByRole('button', { name: /Save$/ }).click();
    await page.getByText('View "Sales by month" created').waitFor();
    expect(journey.session.errors).toEqual([]);
  });

  it('makes a chart and a dashboard on the view through the API', async () => {
    const { server } = journey;
    api = apiAs(server, (await loginThroughApi(server)).token);
    const [org] = await api.call<{ id: string }[]>('GET', '/orgs');
    ids.org = org?.id ?? '';
    const views = await api.call<{ id: string; name: string }[]>('GET', `/orgs/${ids.org}/views`);
    const viewId = views.find((each) => each.name === 'Sales by month')?.id ?? '';
    const chart = await api.call<{ id: string }>('POST', `/orgs/${ids.org}/charts`, {
      name: 'Sales by region',
      viewId,
      parentId: null,
      config: {
        chartType: 'cluster-column',
        sections: {
          dimensions: [{ uid: 'd_region', column: 'region', type: 'string' }],
          metrics: [{ uid: 'm_amount', column: 'amount', type: 'numeric', aggregate: 'SUM', sort: { order: 'DESC' } }],
        },
      },
    });
    const dashboard = await api.call<DashboardRead>('POST', `/orgs/${ids.org}/dashboards`, {
      name: 'Analytics overview',
      config: boardOf({
        layout: 'auto',
        widgets: [{ id: 'regions', type: 'chart', name: 'Sales by region', desktop: { x: 0, y: 0, w: 24, h: 12 }, config: { chartId: chart.id } }],
      }),
    });
    ids.dashboard = dashboard.id;
    expect(Object.keys(dashboard.charts)).toEqual([chart.id]);
  });

  it('draws the dashboard with the sums ClickHouse computed', async () => {
    const { page } = journey.session;
    await page.goto(vizPath(journey.server, ids.org, ids.dashboard));
    const board = boardRegion(page, 'Analytics overview');
    await waitForWidgetsPainted(board, 1);
    const description = await chartDescription(widgetFrame(board, 'Sales by region'));
    // The view's variable at its default (5) leaves north's 4.50 out: east 30, north 10.5, south 7.25, largest first.
    expect(description).toMatch(/the data for east is 0, 30, the data for north is 1, 10\.5, the data for south is 2, 7\.25/);
    expect(journey.session.errors).toEqual([]);
  });
});
