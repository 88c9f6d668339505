import type { BoardConfigInput, BoardDataEvent, WidgetInput } from '@redbi/shared/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresWith, type FixtureDatabase } from '../services/query/queryFixtures';
import { queryApi, recordingConnectors, type QueryApi } from '../services/query/queryTestApi';
import { setupAndLogin, startTestApp, type TestApp } from '../testing/testApp';
import { eventsOf } from './boardDataTestStream';

type Frame = Extract<BoardDataEvent, { type: 'frame' }>;

/** Orders of two regions over February and March 2024 (north: 10 + 20 in Feb, 40 in Mar; south: 1000 each month). */
const WAREHOUSE = `
CREATE TABLE orders (id integer PRIMARY KEY, region text NOT NULL, amount numeric(10,2) NOT NULL, sold_on date NOT NULL);
INSERT INTO orders VALUES
  (1, 'north', 10, '2024-02-03'), (2, 'north', 20, '2024-02-20'), (3, 'north', 40, '2024-03-05'),
  (4, 'south', 1000, '2024-02-10'), (5, 'south', 1000, '2024-03-10');`;
const MODEL = { columns: [{ name: 'id', type: 'numeric' }, { name: 'region', type: 'string' }, { name: 'amount', type: 'numeric' }, { name: 'sold_on', type: 'date' }] };

/** A score card of SUM(amount) compared with the previous month, with a sparkline by day. */
const scoreCard = (viewId: string): WidgetInput =>
  ({
    id: 'card',
    name: 'card',
    type: 'privateChart',
    config: {
      viewId,
      chart: {
        chartType: 'score-card',
        sections: { metrics: [{ uid: 'm', column: 'amount', type: 'numeric', aggregate: 'SUM' }], date: [{ uid: 'd', column: 'sold_on', type: 'date', dateLevel: 'day' }] },
        settings: { 'comparison.mode': 'previousPeriod', 'comparison.period': 'month' },
      },
    },
  }) as WidgetInput;
const dates = (viewId: string): WidgetInput =>
  ({ id: 'dates', name: 'dates', type: 'controller', config: { facade: 'rangeTime', operator: 'BETWEEN', targets: [{ viewId, kind: 'field', name: 'sold_on' }], defaults: [{ value: '2024-03-01' }, { value: '2024-03-31' }] } }) as WidgetInput;

const frameOf = (events: BoardDataEvent[], widgetId: string): Frame => {
  const found = events.find((event): event is Frame => event.type === 'frame' && event.widgetId === widgetId);
  if (!found) throw new Error(`no frame for ${widgetId}: ${JSON.stringify(events)}`);
  return found;
};
const numbers = (rows: readonly (readonly unknown[])[] | undefined) => (rows ?? []).map((row) => row.map((value) => (typeof value === 'string' && /^[\d.]+$/.test(value) ? Number(value) : value)));

/**
 * A score card's extra queries (issue 26) ride in the board's one batched request: the previous period (the
 * controller's range shifted a month back) and the sparkline are answered with the card's frame, each run as
 * the caller — their row permission applies to every one of them.
 */
describe("a score card's comparison in the batched board data request on PostgreSQL", () => {
  let test: TestApp;
  let api: QueryApi;
  let warehouse: FixtureDatabase;
  let dashboardId: string;
  let chartId: string;
  let vera: { id: string; token: string };
  let omar: { id: string; token: string };
  const recorder = recordingConnectors();

  const answer = async (body: Record<string, unknown>, token = api.token) => {
    const response = await test.call('POST', `/orgs/${api.orgId}/dashboards/${dashboardId}/data`, { token, body });
    expect(response.status, response.raw.toString('utf8')).toBe(200);
    return eventsOf(response.raw);
  };

  beforeAll(async () => {
    warehouse = await postgresWith(WAREHOUSE);
    test = await startTestApp('sqlite', {}, { connectors: recorder.connectors });
    api = await queryApi(test, await setupAndLogin(test));
    const northRoleId = (await api.role('North')).id;
    const source = await api.createSource('Warehouse', 'postgres', warehouse.config);
    const viewId = (
      await api.createView({
        name: 'Orders',
        sourceId: source.id,
        script: 'SELECT id, region, amount, sold_on FROM orders WHERE region = $sales_region$',
        model: MODEL,
        variables: [{ name: 'sales_region', type: 'permission', valueType: 'string', values: [{ subject: { type: 'role', id: northRoleId }, values: ['north'] }] }],
      })
    ).id;
    const config: BoardConfigInput = { layout: 'auto', widgets: [dates(viewId), scoreCard(viewId)] };
    dashboardId = (await api.owner('POST', '/dashboards', { name: 'Scores', parentId: null, config })).id;
    await api.owner('POST', `/vizs/${dashboardId}/publish`);
    // The same card saved as a chart, filtered to March by its own filter.
    const chart = (scoreCard(viewId) as unknown as { config: { chart: { sections: Record<string, unknown[]> } } }).config.chart;
    const march = { uid: 'f', column: 'sold_on', type: 'date', filter: { operator: 'BETWEEN', values: [{ value: '2024-03-01' }, { value: '2024-03-31' }] } };
    chartId = (await api.owner('POST', '/charts', { name: 'Card', parentId: null, viewId, config: { ...chart, sections: { ...chart.sections, filters: [march] } } })).id;
    await api.owner('POST', `/vizs/${chartId}/publish`);
    vera = await api.member('vera', [northRoleId]);
    omar = await api.member('omar');
    for (const member of [vera, omar]) {
      await api.grant({ type: 'user', id: member.id }, {
        modules: { viz: true },
        grants: [
          { resourceType: 'viz', resourceId: dashboardId, privileges: ['view'] },
          { resourceType: 'viz', resourceId: chartId, privileges: ['view'] },
        ],
      });
    }
  });
  afterAll(async () => {
    await test?.close();
    await warehouse?.drop();
  });

  it("answers the card, its previous month and its sparkline in the one request, the controller's range shifted", async () => {
    const events = await answer({ items: [{ widgetId: 'card' }] });
    const { frame } = frameOf(events, 'card');
    expect(numbers(frame.rows)).toEqual([[1040]]);
    expect(Object.keys(frame.extras ?? {}).sort()).toEqual(['previous.month', 'trend']);
    expect(numbers(frame.extras?.['previous.month']?.rows)).toEqual([[1030]]);
    expect(frame.extras?.trend?.rows).toHaveLength(2);
    // Three queries, one request.
    expect(events.at(-1)).toMatchObject({ type: 'done', items: 1, queries: 3 });
    // Another range moves the previous period with it: February against January (no rows).
    const february = frameOf(await answer({ items: [{ widgetId: 'card' }], controllers: { dates: [{ value: '2024-02-01' }, { value: '2024-02-29' }] } }), 'card').frame;
    expect(numbers(february.rows)).toEqual([[1030]]);
    expect(numbers(february.extras?.['previous.month']?.rows)).toEqual([[null]]);
  });

  it("applies the viewer's row permission to every extra query, failing closed without a value", async () => {
    const north = frameOf(await answer({ items: [{ widgetId: 'card' }] }, vera.token), 'card').frame;
    expect(numbers(north.rows)).toEqual([[40]]);
    expect(numbers(north.extras?.['previous.month']?.rows)).toEqual([[30]]);
    expect(numbers(north.extras?.trend?.rows)).toEqual([['2024-03-05', 40]].map(([day, amount]) => [expect.stringContaining(day as string), amount]) as never);
    const none = frameOf(await answer({ items: [{ widgetId: 'card' }] }, omar.token), 'card').frame;
    expect(numbers(none.rows)).toEqual([[null]]);
    expect(numbers(none.extras?.['previous.month']?.rows)).toEqual([[null]]);
    expect(none.extras?.trend?.rows).toEqual([]);
  });

  it("answers a saved chart's extra queries in its data, as the viewer may see them", async () => {
    const read = async (token: string) => {
      const response = await test.call('POST', `/orgs/${api.orgId}/charts/${chartId}/data`, { token, body: {} });
      expect(response.status, response.raw.toString('utf8')).toBe(200);
      return (response.body as { data: Frame['frame'] }).data;
    };
    const all = await read(api.token);
    expect(numbers(all.rows)).toEqual([[1040]]);
    expect(numbers(all.extras?.['previous.month']?.rows)).toEqual([[1030]]);
    const north = await read(vera.token);
    expect(numbers(north.rows)).toEqual([[40]]);
    expect(numbers(north.extras?.['previous.month']?.rows)).toEqual([[30]]);
    expect(north.extras?.trend?.rows).toHaveLength(1);
  });

  it('binds the shifted dates: the statements carry placeholders, not the dates', () => {
    const statements = recorder.log.statements.filter((entry) => entry.sql.includes('sold_on'));
    expect(statements.length).toBeGreaterThan(0);
    for (const entry of statements) expect(entry.sql).not.toMatch(/2024-0[123]-/);
    expect(statements.some((entry) => JSON.stringify(entry.params).includes('2024-02-01'))).toBe(true);
  });
});
