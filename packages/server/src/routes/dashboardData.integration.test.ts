import type { BoardConfigInput, BoardDataEvent, BoardDataRequestInput, WidgetInput } from '@redbi/shared/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresWith, type FixtureDatabase } from '../services/query/queryFixtures';
import { queryApi, recordingConnectors, type QueryApi } from '../services/query/queryTestApi';
import { backends, setupAndLogin, startTestApp, type TestApp } from '../testing/testApp';
import { eventsOf, expectLeavingStopsTheSleeper, postOverHttp } from './boardDataTestStream';
import { regionChartConfig, startVizWorld, type VizWorld } from './vizHandlersFixtures';

type Member = { id: string; token: string };
type Frame = Extract<BoardDataEvent, { type: 'frame' }>;
type ItemError = Extract<BoardDataEvent, { type: 'error' }>;
type Done = Extract<BoardDataEvent, { type: 'done' }>;

const WAREHOUSE = `
CREATE TABLE orders (id integer PRIMARY KEY, region text NOT NULL, amount numeric(10,2) NOT NULL);
INSERT INTO orders VALUES (1, 'north', 100), (2, 'north', 200), (3, 'south', 300), (4, 'east', 400);`;
const MODEL = { columns: [{ name: 'id', type: 'numeric' }, { name: 'region', type: 'string' }, { name: 'amount', type: 'numeric' }] };
const PLAIN_SQL = 'SELECT id, region, amount FROM orders';

/** Amount by region with `aggregate`; private to the board. */
const privateChart = (id: string, viewId: string, aggregate = 'SUM', extra: Partial<WidgetInput> = {}): WidgetInput =>
  ({
    id,
    name: id,
    type: 'privateChart',
    config: { viewId, chart: regionChartConfig({ sections: { dimensions: [{ uid: 'd_region', column: 'region', type: 'string', sort: { order: 'ASC' } }], metrics: [{ uid: 'm_amount', column: 'amount', type: 'numeric', aggregate }] } }) },
    ...extra,
  }) as WidgetInput;
const board = (widgets: WidgetInput[]): BoardConfigInput => ({ layout: 'auto', widgets });
const items = (...widgetIds: string[]) => widgetIds.map((widgetId) => ({ widgetId }));

const frameOf = (events: BoardDataEvent[], widgetId: string): Frame => {
  const found = events.find((event): event is Frame => event.type === 'frame' && event.widgetId === widgetId);
  if (!found) throw new Error(`no frame for ${widgetId}: ${JSON.stringify(events)}`);
  return found;
};
const errorOf = (events: BoardDataEvent[], widgetId: string) => events.find((event): event is ItemError => event.type === 'error' && event.widgetId === widgetId);
const doneOf = (events: BoardDataEvent[]) => events.at(-1) as Done;
/** A multiple select listing the regions of `viewId` from its data. */
const regionPicker = (id: string, viewId: string): WidgetInput =>
  ({
    id,
    name: id,
    type: 'controller',
    config: { facade: 'multiDropdownList', operator: 'IN', targets: [{ viewId, kind: 'field', name: 'region' }], options: { source: 'data', viewId, valueField: 'region' } },
  }) as WidgetInput;
/** The item asking a controller's options, with the text typed in it. */
const optionsItem = (widgetId: string, search?: string) => ({ widgetId, kind: 'options' as const, ...(search !== undefined ? { search } : {}) });
const optionValues = (events: BoardDataEvent[], widgetId: string) => frameOf(events, widgetId).frame.rows.map(([value]) => value);
const amounts = (frame: Frame) => frame.frame.rows.map(([region, amount]) => [region, Number(amount)]);

/**
 * The batched data request of a board (issue 12): one request, answered as NDJSON line by line as each
 * query finishes, identical queries once, at most the source's pool size at once, every query as the caller.
 */
describe('the batched board data request on a PostgreSQL source', () => {
  let test: TestApp;
  let api: QueryApi;
  let warehouse: FixtureDatabase;
  let views: Record<'orders' | 'slow' | 'sleeper' | 'narrow' | 'broken' | 'secret', string>;
  let northRoleId: string;
  let folderId: string;
  const recorder = recordingConnectors();

  let listening: Promise<string> | undefined;
  /** The API's base URL over real HTTP (the app listens once). */
  const baseUrl = () => (listening ??= test.listen());
  const org = (path: string) => `/orgs/${api.orgId}${path}`;
  const createDashboard = async (name: string, config: BoardConfigInput, parentId: string | null = folderId) => {
    const id = (await api.owner('POST', '/dashboards', { name, parentId, config })).id;
    await api.owner('POST', `/vizs/${id}/publish`);
    return id;
  };
  const request = (dashboardId: string, body: BoardDataRequestInput | Record<string, unknown>, token = api.token, lang: 'en-US' | 'zh-CN' = 'en-US') =>
    test.call('POST', org(`/dashboards/${dashboardId}/data`), { token, body, lang });
  const answer = async (dashboardId: string, body: BoardDataRequestInput | Record<string, unknown>, token = api.token) => {
    const response = await request(dashboardId, body, token);
    expect(response.status, response.raw.toString('utf8')).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/x-ndjson/);
    return eventsOf(response.raw);
  };

  beforeAll(async () => {
    warehouse = await postgresWith(WAREHOUSE);
    test = await startTestApp('sqlite', {}, { connectors: recorder.connectors });
    api = await queryApi(test, await setupAndLogin(test));
    northRoleId = (await api.role('North')).id;
    const wide = await api.createSource('Warehouse', 'postgres', { ...warehouse.config, poolSize: 4 });
    const narrow = await api.createSource('Narrow', 'postgres', { ...warehouse.config, poolSize: 2 });
    const view = async (name: string, script: string, sourceId = wide.id, extra: Record<string, unknown> = {}) =>
      (await api.createView({ name, sourceId, script, model: MODEL, ...extra })).id;
    views = {
      orders: await view('Orders', `${PLAIN_SQL} WHERE region = $sales_region$`, wide.id, {
        variables: [{ name: 'sales_region', type: 'permission', valueType: 'string', values: [{ subject: { type: 'role', id: northRoleId }, values: ['north'] }] }],
      }),
      slow: await view('Slow', 'SELECT o.id, o.region, o.amount FROM orders o CROSS JOIN (SELECT pg_sleep(1)) AS pause'),
      sleeper: await view('Sleeper', 'SELECT o.id, o.region, o.amount FROM orders o CROSS JOIN (SELECT pg_sleep(30)) AS pause'),
      narrow: await view('Narrow orders', PLAIN_SQL, narrow.id),
      broken: await view('Broken', 'SELECT id, region, amount / (amount - amount) AS amount FROM orders'),
      secret: await view('Secret', PLAIN_SQL),
    };
    folderId = (await api.owner('POST', '/vizs/folders', { name: 'Boards', parentId: null })).id;
  });
  afterAll(async () => {
    await test?.close();
    await warehouse?.drop();
  });

  it('answers each item as its query finishes: the fast widget first, the whole board in about the slowest time', async () => {
    const id = await createDashboard('Fast and slow', board([privateChart('slow_a', views.slow), privateChart('slow_b', views.slow, 'MAX'), privateChart('slow_c', views.slow, 'MIN'), privateChart('fast', views.orders)]));
    const base = await baseUrl();
    const started = performance.now();
    const response = await postOverHttp(`${base}${org(`/dashboards/${id}/data`)}`, { items: items('slow_a', 'slow_b', 'slow_c', 'fast') }, { authorization: `Bearer ${api.token}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/x-ndjson/);
    const arrivals: { ms: number; event: BoardDataEvent }[] = [];
    const decoder = new TextDecoder();
    let pending = '';
    for await (const chunk of response as AsyncIterable<Uint8Array>) {
      pending += decoder.decode(chunk, { stream: true });
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) arrivals.push({ ms: performance.now() - started, event: JSON.parse(line) as BoardDataEvent });
    }
    const order = arrivals.map(({ event }) => (event.type === 'done' ? 'done' : event.widgetId));
    expect(order[0]).toBe('fast');
    expect(order.at(-1)).toBe('done');
    expect(new Set(order.slice(1, 4))).toEqual(new Set(['slow_a', 'slow_b', 'slow_c']));
    // The fast line reached the client while the slow queries still ran (each sleeps a second).
    expect(arrivals[0]?.ms).toBeLessThan(arrivals[1]?.ms ?? 0);
    expect((arrivals[1]?.ms ?? 0) - (arrivals[0]?.ms ?? 0)).toBeGreaterThan(500);
    const slowFrames = arrivals.map(({ event }) => event).filter((event): event is Frame => event.type === 'frame' && event.widgetId !== 'fast');
    for (const frame of slowFrames) expect(frame.timing.queryMs).toBeGreaterThanOrEqual(1000);
    // Three one-second queries side by side: about one second, not three.
    const done = arrivals.at(-1)?.event as Done;
    expect(done).toMatchObject({ type: 'done', queries: 4, items: 4 });
    expect(done.totalMs).toBeLessThan(2500);
    expect(amounts(frameOf(arrivals.map(({ event }) => event), 'fast'))).toEqual([['east', 400], ['north', 300], ['south', 300]]);
  });

  it('runs identical queries once and tells the widgets that shared the answer', async () => {
    const id = await createDashboard('Twins', board([privateChart('one', views.orders), privateChart('two', views.orders), privateChart('three', views.orders, 'COUNT')]));
    const before = recorder.log.statements.length;
    const events = await answer(id, { items: items('one', 'two', 'three') });
    expect(doneOf(events)).toMatchObject({ queries: 2, items: 3 });
    expect(recorder.log.statements.length - before).toBe(2);
    const [one, two] = [frameOf(events, 'one'), frameOf(events, 'two')];
    expect(one.frame.rows).toEqual(two.frame.rows);
    expect([one.timing.shared, two.timing.shared]).toEqual([false, true]);
    expect(two.timing.queryMs).toBe(0);
    expect(one.timing).toMatchObject({ rows: 3, cached: false });
  });

  it("never runs more of the board's queries on a source at once than its pool size", async () => {
    const aggregates = ['SUM', 'MAX', 'MIN', 'AVG', 'COUNT'];
    const id = await createDashboard('Narrow pool', board(aggregates.map((aggregate) => privateChart(`w_${aggregate}`, views.narrow, aggregate))));
    const before = recorder.log.statements.length;
    recorder.log.hold();
    const pending = answer(id, { items: aggregates.map((aggregate) => ({ widgetId: `w_${aggregate}` })) });
    await recorder.log.started(before + 2);
    await new Promise((resolve) => setTimeout(resolve, 300));
    // The source's pool has 2 connections: the other three wait in the board's queue, not in the pool.
    expect(recorder.log.statements.length - before).toBe(2);
    recorder.log.release();
    const events = await pending;
    expect(recorder.log.statements.length - before).toBe(5);
    expect(events.filter((event) => event.type === 'frame')).toHaveLength(5);
  });

  it('applies controller values and linkage to the rows', async () => {
    const controller: WidgetInput = { id: 'region_picker', name: 'Region', type: 'controller', config: { facade: 'dropdownList', operator: 'EQ', targets: [{ viewId: views.orders, kind: 'field', name: 'region' }] } };
    const source = privateChart('clicked', views.orders, 'SUM', { interactions: { linkage: { enabled: true, targets: [{ widgetId: 'linked', mappings: [] }] } } } as Partial<WidgetInput>);
    const id = await createDashboard('Interactive', board([controller, source, privateChart('linked', views.orders, 'MAX')]));
    const plain = await answer(id, { items: items('linked') });
    expect(amounts(frameOf(plain, 'linked'))).toEqual([['east', 400], ['north', 200], ['south', 300]]);
    const controlled = await answer(id, { items: items('clicked', 'linked'), controllers: { region_picker: [{ value: 'south', valueType: 'STRING' }] } });
    expect(amounts(frameOf(controlled, 'clicked'))).toEqual([['south', 300]]);
    expect(amounts(frameOf(controlled, 'linked'))).toEqual([['south', 300]]);
    const linked = await answer(id, { items: items('clicked', 'linked'), linkage: [{ sourceWidgetId: 'clicked', values: { d_region: 'north' } }] });
    expect(amounts(frameOf(linked, 'linked'))).toEqual([['north', 200]]);
    // The clicked chart itself keeps every region.
    expect(amounts(frameOf(linked, 'clicked'))).toEqual([['east', 400], ['north', 300], ['south', 300]]);
  });

  it("narrows a controller's options by the typed text: contains, on the value, as PostgreSQL's ILIKE compares", async () => {
    const id = await createDashboard('Searching', board([regionPicker('regions', views.orders)]));
    const values = async (search?: string) => optionValues(await answer(id, { items: [optionsItem('regions', search)] }), 'regions');
    expect(await values()).toEqual(['east', 'north', 'south']);
    expect(await values('TH')).toEqual(['north', 'south']);
    expect(await values(' or ')).toEqual(['north']);
    expect(await values('   ')).toEqual(['east', 'north', 'south']);
    // The text is a value, not a pattern: its wildcards match themselves.
    expect(await values('%')).toEqual([]);
    expect(await values('n_r')).toEqual([]);
  });

  it("lists a tree controller's options by their parents first, and finds a value under its parent", async () => {
    const orderTree = { ...regionPicker('orders', views.orders), config: { facade: 'dropdownTree', operator: 'IN', targets: [{ viewId: views.orders, kind: 'field', name: 'id' }], options: { source: 'data', viewId: views.orders, valueField: 'id', parentFields: ['region'] } } } as WidgetInput;
    const id = await createDashboard('Order tree', board([orderTree]));
    const rows = async (search?: string) => frameOf(await answer(id, { items: [optionsItem('orders', search)] }), 'orders').frame.rows.map(([value, region]) => [Number(value), region]);
    expect(await rows()).toEqual([[4, 'east'], [1, 'north'], [2, 'north'], [3, 'south']]);
    expect(await rows('3')).toEqual([[3, 'south']]);
  });

  describe('as members', () => {
    let dashboardId: string;
    let vera: Member; // View on the dashboard, role North: her rows
    let omar: Member; // View on the dashboard, no value of the permission variable
    let mia: Member; // Manage on the dashboard, role North, nothing else
    let secretChartId: string;
    const viewOn = (resourceId: string, privileges: string[]) => ({ resourceType: 'viz', resourceId, privileges });

    beforeAll(async () => {
      const hidden = (await api.owner('POST', '/vizs/folders', { name: 'Hidden', parentId: null })).id;
      secretChartId = (await api.owner('POST', '/charts', { name: 'Secret chart', parentId: hidden, viewId: views.secret, config: regionChartConfig() })).id;
      dashboardId = await createDashboard('Sales', board([privateChart('sales', views.orders)]));
      vera = await api.member('vera', [northRoleId]);
      omar = await api.member('omar');
      mia = await api.member('mia', [northRoleId]);
      for (const [member, privileges] of [[vera, ['view']], [omar, ['view']], [mia, ['view', 'manage']]] as const) {
        await api.grant({ type: 'user', id: member.id }, { modules: { viz: true }, grants: [viewOn(dashboardId, [...privileges])] });
      }
    });

    it('answers a member with View on the dashboard (no Access on the view) their own rows, and none without a value', async () => {
      expect(amounts(frameOf(await answer(dashboardId, { items: items('sales') }, vera.token), 'sales'))).toEqual([['north', 300]]);
      expect(frameOf(await answer(dashboardId, { items: items('sales') }, omar.token), 'sales').frame.rows).toEqual([]);
      // The view itself stays closed to them.
      expect((await api.execute({ viewId: views.orders, columns: [{ column: 'region' }] }, vera.token)).status).toBe(404);
    });

    it('answers a draft to those who manage the dashboard only, and only with what its author may read', async () => {
      const draft = board([privateChart('sales', views.orders), privateChart('draft_only', views.orders, 'COUNT')]);
      expect(amounts(frameOf(await answer(dashboardId, { items: items('draft_only'), draft }), 'draft_only'))).toEqual([['east', 1], ['north', 2], ['south', 1]]);
      expect((await request(dashboardId, { items: items('draft_only'), draft }, vera.token)).status).toBe(403);
      // Moving a widget reads nothing new: Manage on the dashboard is enough.
      const moved = board([privateChart('sales', views.orders, 'SUM', { desktop: { x: 0, y: 4, w: 24, h: 8 } })]);
      expect(amounts(frameOf(await answer(dashboardId, { items: items('sales'), draft: moved }, mia.token), 'sales'))).toEqual([['north', 300]]);
      // A new private chart reads its view anew: Access on it is needed, as is View on a saved chart it embeds.
      expect((await request(dashboardId, { items: items('draft_only'), draft }, mia.token)).status).toBe(403);
      const withSecretChart = board([privateChart('sales', views.orders), { id: 'secret', name: 'secret', type: 'chart', config: { chartId: secretChartId } } as WidgetInput]);
      expect((await request(dashboardId, { items: items('secret'), draft: withSecretChart }, mia.token)).status).toBe(403);
    });

    it('refuses a dashboard the caller cannot see before any line, in the JSON envelope', async () => {
      const unpublished = (await api.owner('POST', '/dashboards', { name: 'Unpublished', parentId: folderId, config: board([privateChart('sales', views.orders)]) })).id;
      const refused = await request(unpublished, { items: items('sales') }, vera.token);
      expect(refused.status).toBe(404);
      expect(refused.body).toMatchObject({ success: false, errCode: 'NOT_FOUND' });
    });
  });

  it('answers an unknown widget, a deleted chart and a failing query with an error line each, the other items still', async () => {
    const doomed = (await api.owner('POST', '/charts', { name: 'Doomed', parentId: folderId, viewId: views.orders, config: regionChartConfig() })).id;
    const id = await createDashboard('Troubles', board([privateChart('fine', views.orders), { id: 'gone', name: 'gone', type: 'chart', config: { chartId: doomed } } as WidgetInput, privateChart('broken', views.broken)]));
    await api.owner('POST', `/vizs/${doomed}/archive`);
    const events = await answer(id, { items: items('nope', 'gone', 'broken', 'fine') });
    expect(errorOf(events, 'nope')).toEqual({ type: 'error', widgetId: 'nope', kind: 'data', errCode: 'VALIDATION', message: 'There is no widget "nope" in the dashboard' });
    expect(errorOf(events, 'gone')).toMatchObject({ errCode: 'LINKED_CHART_DELETED', message: 'The linkage chart has been deleted, please reconfigure' });
    expect(errorOf(events, 'broken')).toMatchObject({ errCode: 'SOURCE_QUERY_FAILED', message: 'The database refused the query: division by zero' });
    expect(frameOf(events, 'fine').frame.rows).toHaveLength(3);
    expect(doneOf(events)).toMatchObject({ type: 'done', items: 4 });
    const zh = await request(id, { items: items('gone') }, api.token, 'zh-CN');
    expect(errorOf(eventsOf(zh.raw), 'gone')?.message).not.toBe('The linkage chart has been deleted, please reconfigure');
  });

  it('takes no query from the caller: a hand-made spec is ignored, a body without items refused', async () => {
    const id = await createDashboard('Honest', board([privateChart('sales', views.orders)]));
    const spec = { viewId: views.secret, columns: [{ column: 'id' }] };
    const events = await answer(id, { items: [{ widgetId: 'sales', spec }], spec, sql: 'SELECT 1' });
    expect(frameOf(events, 'sales').frame.columns.map((column) => column.name)).toEqual(['d_region', 'm_amount']);
    const refused = await request(id, { spec });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ success: false, errCode: 'VALIDATION' });
  });

  it('stops the running statements when the client goes away', async () => {
    const id = await createDashboard('Abandoned', board([privateChart('sleeper', views.sleeper)]));
    const base = await baseUrl();
    await expectLeavingStopsTheSleeper(warehouse.name, (signal) =>
      postOverHttp(`${base}${org(`/dashboards/${id}/data`)}`, { items: items('sleeper') }, { authorization: `Bearer ${api.token}` }, signal),
    );
  });
});

/** The same request on a SQLite source, with the metadata in each store. */
describe.each(backends)('the batched board data request with %s metadata', (backend) => {
  let w: VizWorld;
  let dashboardId: string;
  let vera: Member;
  let omar: Member;

  beforeAll(async () => {
    w = await startVizWorld(backend);
    const folder = await w.folder('Boards');
    dashboardId = (await w.ok('POST', '/dashboards', { name: 'Orders', parentId: folder.id, config: board([privateChart('orders', w.viewId), privateChart('count', w.viewId, 'COUNT')]) })).id;
    await w.ok('POST', `/vizs/${dashboardId}/publish`);
    vera = await w.viewer('vera', [{ resourceId: dashboardId, privileges: ['view'] }], [w.northRoleId]);
    omar = await w.viewer('omar', [{ resourceId: dashboardId, privileges: ['view'] }]);
  });
  afterAll(async () => {
    await w?.close();
  });

  const answer = async (body: BoardDataRequestInput, token?: string) => {
    const response = await w.test.call('POST', `/orgs/${w.orgId}/dashboards/${dashboardId}/data`, { token: token ?? w.api.token, body });
    expect(response.status, response.raw.toString('utf8')).toBe(200);
    return eventsOf(response.raw);
  };

  it('answers every item, then done', async () => {
    const events = await answer({ items: items('orders', 'count', 'missing') });
    expect(amounts(frameOf(events, 'orders'))).toEqual([['east', 400], ['north', 300], ['south', 300]]);
    expect(amounts(frameOf(events, 'count'))).toEqual([['east', 1], ['north', 2], ['south', 1]]);
    expect(errorOf(events, 'missing')?.errCode).toBe('VALIDATION');
    expect(doneOf(events)).toMatchObject({ type: 'done', queries: 2, items: 3 });
  });

  it("narrows a controller's options by the typed text as SQLite's LIKE compares, beside the board's other items", async () => {
    const searching = (await w.ok('POST', '/dashboards', { name: 'Searching', parentId: (await w.folder('Searches')).id, config: board([regionPicker('regions', w.viewId), privateChart('orders', w.viewId)]) })).id;
    await w.ok('POST', `/vizs/${searching}/publish`);
    const response = await w.test.call('POST', `/orgs/${w.orgId}/dashboards/${searching}/data`, { token: w.api.token, body: { items: [optionsItem('regions', 'TH'), { widgetId: 'orders' }] } });
    expect(response.status, response.raw.toString('utf8')).toBe(200);
    const events = eventsOf(response.raw);
    expect(optionValues(events, 'regions')).toEqual(['north', 'south']);
    expect(amounts(frameOf(events, 'orders'))).toEqual([['east', 400], ['north', 300], ['south', 300]]);
  });

  it("runs as the caller: a viewer's row permission, failing closed without a value", async () => {
    expect(amounts(frameOf(await answer({ items: items('orders') }, vera.token), 'orders'))).toEqual([['north', 300]]);
    expect(frameOf(await answer({ items: items('orders') }, omar.token), 'orders').frame.rows).toEqual([]);
  });
});
