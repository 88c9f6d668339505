import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../testing/testApp';
import { regionChartConfig, startVizWorld, type Data, type VizWorld } from './vizHandlersFixtures';

type Widgets = Record<string, unknown>[];

const chartWidget = (id: string, chartId: string, extra: Record<string, unknown> = {}) => ({ id, name: `widget_${id}`, type: 'chart', config: { chartId }, ...extra });
const privateChartWidget = (id: string, viewId: string, chart: Record<string, unknown> = regionChartConfig()) => ({ id, name: `widget_${id}`, type: 'privateChart', config: { viewId, chart } });
const regionController = (id: string, viewId: string) => ({
  id,
  name: `widget_${id}`,
  type: 'controller',
  config: { facade: 'multiDropdownList', operator: 'IN', targets: [{ viewId, name: 'region' }], options: { source: 'data', viewId, valueField: 'region' } },
});
const board = (widgets: Widgets) => ({ layout: 'auto', widgets });

/** Dashboards as documents (issue 12), on both metadata stores: saving, reading, permissions and usage. */
describe.each(backends)('dashboards on %s', (backend) => {
  let w: VizWorld;
  const dashboard = (name: string, widgets: Widgets, extra: Record<string, unknown> = {}, token?: string) => w.ok('POST', '/dashboards', { name, config: board(widgets), ...extra }, token);
  const nodes = async (token?: string) => (await w.ok('GET', '/vizs', undefined, token)) as unknown as Data[];
  const usage = async (path: string) => ((await w.ok('GET', path)) as unknown as { dashboards: { id: string; name: string }[] }).dashboards;

  beforeAll(async () => {
    w = await startVizWorld(backend);
  });
  afterAll(async () => {
    await w?.close();
  });

  it('saves a board (add, edit, saveAs) and answers it with the saved charts it shows', async () => {
    const chart = await w.chart('Board chart');
    const created = await dashboard('Sales board', [chartWidget('w1', chart.id), privateChartWidget('w2', w.viewId), regionController('w3', w.viewId)], { description: 'All sales' });
    expect(created).toMatchObject({ name: 'Sales board', description: 'All sales', status: 'unpublished', parentId: null, privileges: ['view', 'download', 'share', 'manage'] });
    expect(created.config).toMatchObject({ version: 1, layout: 'auto', settings: { rowHeight: 32, queryMode: 'auto' }, widgets: [{ id: 'w1', desktop: { w: 12 } }, { id: 'w2' }, { id: 'w3' }] });
    expect(created.charts).toEqual({ [chart.id]: { id: chart.id, name: 'Board chart', viewId: w.viewId, config: chart.config } });
    expect((await nodes()).find((node) => node.id === created.id)).toMatchObject({ kind: 'dashboard', isFolder: false, layout: 'auto', status: 'unpublished' });
    expect(await w.ok('GET', `/dashboards/${created.id}`)).toEqual(created);

    const edited = await w.ok('PUT', `/dashboards/${created.id}`, { name: 'Sales board v2', config: { layout: 'free', widgets: [privateChartWidget('w2', w.viewId)] } });
    expect(edited).toMatchObject({ name: 'Sales board v2', description: '', config: { layout: 'free', widgets: [{ id: 'w2' }] }, charts: {} });
    expect((await nodes()).find((node) => node.id === created.id)).toMatchObject({ layout: 'free', name: 'Sales board v2' });
    // saveAs: a new dashboard from the editor's current board.
    const copy = await w.ok('POST', '/dashboards', { name: 'Sales board copy', config: edited.config });
    expect(copy.id).not.toBe(created.id);
    expect(copy.config).toEqual(edited.config);
    // Not a dashboard: 404.
    expect((await w.call('GET', `/dashboards/${chart.id}`)).status).toBe(404);
    expect((await w.call('GET', `/charts/${created.id}`)).status).toBe(404);
  });

  it('keeps names unique in a folder, with charts alike: 409', async () => {
    const folder = await w.folder('Boards');
    await w.chart('Revenue board', { parentId: folder.id });
    const taken = await w.call('POST', '/dashboards', { name: 'REVENUE BOARD', parentId: folder.id, config: board([]) });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ errCode: 'VIZ_NAME_TAKEN', message: 'A viz named "REVENUE BOARD" already exists in this folder' });
    const other = await dashboard('Costs board', [], { parentId: folder.id });
    expect((await w.call('PUT', `/dashboards/${other.id}`, { name: 'revenue board', config: board([]) })).body.errCode).toBe('VIZ_NAME_TAKEN');
  });

  it("refuses a board that breaks the board's rules, with the spec's messages, before anything is written", async () => {
    const chart = await w.chart('Twice');
    const refused = async (widgets: Widgets) => {
      const answer = await w.call('POST', '/dashboards', { name: 'Refused board', config: board(widgets) });
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      return answer.body;
    };
    const duplicate = await refused([chartWidget('a', chart.id), { ...privateChartWidget('b', w.viewId), name: 'widget_a' }]);
    expect(duplicate).toMatchObject({ errCode: 'VALIDATION', message: 'Widget name is duplicate with others, please change another one.' });
    expect(await refused([chartWidget('a', chart.id), chartWidget('b', chart.id)])).toMatchObject({ message: 'A chart already in a dashboard cannot be added twice' });
    const badChart = await refused([privateChartWidget('p', w.viewId, regionChartConfig({ settings: { 'legend.show': 'yes' } }))]);
    expect(badChart.data).toMatchObject({ 'config.widgets.0.config.chart.settings.legend.show': 'legend.show must be a true/false value' });
    expect((await nodes()).some((node) => node.name === 'Refused board')).toBe(false);
    const zh = await w.test.call('POST', `/orgs/${w.orgId}/dashboards`, { token: w.api.token, lang: 'zh-CN', body: { name: 'Refused board', config: board([chartWidget('a', chart.id), chartWidget('b', chart.id)]) } });
    expect(zh.status).toBe(400);
    expect(zh.body.message).toBe('仪表板中已有该图表，不能重复添加');
  });

  it('needs View on each chart it newly embeds and Access on each view it newly reads', async () => {
    const folder = await w.folder('Author');
    const hidden = await w.chart('Not for the author');
    const author = await w.viewer('author', [{ resourceId: folder.id, privileges: ['manage'] }]);
    const create = (widgets: Widgets, name = 'Author board') => w.call('POST', '/dashboards', { name, parentId: folder.id, config: board(widgets) }, author.token);
    expect((await create([chartWidget('a', hidden.id)])).status).toBe(403);
    expect((await create([chartWidget('a', 'no-such-chart')])).status).toBe(404);
    expect((await create([privateChartWidget('p', w.viewId)])).status).toBe(403);
    expect((await create([regionController('c', w.viewId)])).status).toBe(403);
    await w.ok('POST', `/vizs/${hidden.id}/publish`);
    await w.api.grant({ type: 'user', id: author.id }, { grants: [{ resourceType: 'viz', resourceId: hidden.id, privileges: ['view'] }] });
    const made = await w.ok('POST', '/dashboards', { name: 'Author board', parentId: folder.id, config: board([chartWidget('a', hidden.id)]) }, author.token);
    expect(made.charts).toHaveProperty(hidden.id);
    // The owner adds a private chart on the view; the author may keep it as it is, not change or add one.
    const withPrivate = board([chartWidget('a', hidden.id), privateChartWidget('p', w.viewId)]);
    await w.ok('PUT', `/dashboards/${made.id}`, { name: 'Author board', config: withPrivate });
    expect((await w.call('PUT', `/dashboards/${made.id}`, { name: 'Renamed by the author', config: withPrivate }, author.token)).status).toBe(200);
    const changed = board([chartWidget('a', hidden.id), privateChartWidget('p', w.viewId, regionChartConfig({ pageSize: 5 }))]);
    expect((await w.call('PUT', `/dashboards/${made.id}`, { name: 'Renamed by the author', config: changed }, author.token)).status).toBe(403);
    await w.api.grant({ type: 'user', id: author.id }, { modules: { view: true }, grants: [{ resourceType: 'view', resourceId: w.viewId, privileges: ['access'] }] });
    expect((await w.call('PUT', `/dashboards/${made.id}`, { name: 'Renamed by the author', config: changed }, author.token)).status).toBe(200);
    // Manage on the folder is needed to add one there, Manage on the board to save it.
    expect((await w.call('POST', '/dashboards', { name: 'At the top', config: board([]) }, author.token)).status).toBe(403);
    const owners = await dashboard('Owner board', [], { parentId: folder.id });
    await w.api.grant({ type: 'user', id: author.id }, { grants: [{ resourceType: 'viz', resourceId: owners.id, privileges: ['view'] }] });
    await w.ok('POST', `/vizs/${owners.id}/publish`);
    expect((await w.call('PUT', `/dashboards/${owners.id}`, { name: 'Owner board', config: board([]) }, author.token)).status).toBe(403);
  });

  it('shows a published board to a View-only member, with its charts, and hides an unpublished one', async () => {
    const folder = await w.folder('Shared boards');
    const chart = await w.chart('Chart the viewer cannot open');
    const made = await dashboard('Viewed board', [chartWidget('a', chart.id), privateChartWidget('p', w.viewId)], { parentId: folder.id });
    const viewer = await w.viewer('boardviewer', [{ resourceId: folder.id, privileges: ['view'] }]);
    expect((await w.call('GET', `/dashboards/${made.id}`, undefined, viewer.token)).status).toBe(404);
    expect((await nodes(viewer.token)).some((node) => node.id === made.id)).toBe(false);
    expect(await w.ok('POST', `/vizs/${made.id}/publish`)).toMatchObject({ kind: 'dashboard', status: 'published' });
    const seen = await w.ok('GET', `/dashboards/${made.id}`, undefined, viewer.token);
    expect(seen).toMatchObject({ privileges: ['view'], status: 'published' });
    expect(Object.keys(seen.charts as object)).toEqual([chart.id]);
    expect((await w.call('GET', `/charts/${chart.id}`, undefined, viewer.token)).status).toBe(404);
    expect((await nodes(viewer.token)).find((node) => node.id === made.id)).toMatchObject({ kind: 'dashboard', privileges: ['view'] });
    expect((await w.call('GET', `/vizs/${chart.id}/usage`, undefined, viewer.token)).status).toBe(404);
    expect(await w.ok('POST', `/vizs/${made.id}/unpublish`)).toMatchObject({ status: 'unpublished' });
    expect((await w.call('GET', `/dashboards/${made.id}`, undefined, viewer.token)).status).toBe(404);
  });

  it('moves, archives, restores and deletes boards through the viz routes; their references go with them', async () => {
    const folder = await w.folder('Board bin');
    const chart = await w.chart('Binned board chart');
    const made = await dashboard('Binned board', [chartWidget('a', chart.id)]);
    expect(await w.ok('PUT', `/vizs/${made.id}/move`, { parentId: folder.id, index: 0 })).toMatchObject({ parentId: folder.id });
    expect(await w.ok('POST', `/vizs/${made.id}/archive`)).toBeNull();
    expect((await w.call('GET', `/dashboards/${made.id}`)).status).toBe(404);
    expect((await w.call('PUT', `/dashboards/${made.id}`, { name: 'Binned board', config: board([]) })).status).toBe(404);
    expect(((await w.ok('GET', '/vizs/archived')) as unknown as Data[]).find((node) => node.id === made.id)).toMatchObject({ kind: 'dashboard' });
    // Archived boards still count among the chart's users.
    expect(await usage(`/vizs/${chart.id}/usage`)).toEqual([{ id: made.id, name: 'Binned board' }]);
    expect(await w.ok('POST', `/vizs/${made.id}/restore`, {})).toMatchObject({ parentId: folder.id, kind: 'dashboard' });
    expect((await w.call('GET', `/vizs/${made.id}/thumbnail`)).status).toBe(404);
    expect(await w.ok('DELETE', `/vizs/${made.id}`)).toBeNull();
    expect(await w.test.countRows('dashboard_refs', 'dashboard_id', made.id)).toBe(0);
    expect(await usage(`/vizs/${chart.id}/usage`)).toEqual([]);
  });

  it('rewrites its references with every save: the usage lists of charts and views', async () => {
    const chart = await w.chart('Used chart');
    const other = await w.chart('Other used chart');
    const view = await w.api.createView({ name: 'Read by a board', sourceId: w.sourceId, script: 'SELECT region, amount FROM orders', model: { columns: [{ name: 'region', type: 'string' }, { name: 'amount', type: 'numeric' }] } });
    const made = await dashboard('Using board', [chartWidget('a', chart.id), regionController('c', view.id)]);
    expect(await usage(`/vizs/${chart.id}/usage`)).toEqual([{ id: made.id, name: 'Using board' }]);
    expect(await usage(`/views/${view.id}/usage`)).toEqual([{ id: made.id, name: 'Using board' }]);
    expect(await usage(`/views/${w.viewId}/usage`)).not.toContainEqual({ id: made.id, name: 'Using board' });
    await w.ok('PUT', `/dashboards/${made.id}`, { name: 'Using board', config: board([chartWidget('b', other.id)]) });
    expect(await usage(`/vizs/${chart.id}/usage`)).toEqual([]);
    expect(await usage(`/vizs/${other.id}/usage`)).toEqual([{ id: made.id, name: 'Using board' }]);
    expect(await usage(`/views/${view.id}/usage`)).toEqual([]);
    expect((await w.call('GET', `/vizs/${made.id}/usage`)).status).toBe(404);
    expect((await w.call('GET', '/views/no-such-view/usage')).status).toBe(404);
  });

  it('keeps a board whose chart was deleted: the chart is absent from its charts', async () => {
    const chart = await w.chart('Deleted later');
    const kept = await w.chart('Kept');
    const made = await dashboard('Board with a gap', [chartWidget('a', chart.id), chartWidget('b', kept.id)]);
    expect(Object.keys(made.charts as object).sort()).toEqual([chart.id, kept.id].sort());
    await w.ok('POST', `/vizs/${kept.id}/archive`);
    expect(await w.ok('DELETE', `/vizs/${chart.id}`)).toBeNull();
    const read = await w.ok('GET', `/dashboards/${made.id}`);
    expect(read.charts).toEqual({});
    expect(read.config).toMatchObject({ widgets: [{ id: 'a', config: { chartId: chart.id } }, { id: 'b' }] });
    // Saving it as it is stays possible: the deleted chart is not newly embedded.
    expect((await w.call('PUT', `/dashboards/${made.id}`, { name: 'Board with a gap', config: read.config })).status).toBe(200);
  });

  it('keeps a view that a board reads from being deleted, naming the board', async () => {
    const view = await w.api.createView({ name: 'Board view', sourceId: w.sourceId, script: 'SELECT region, amount FROM orders', model: { columns: [{ name: 'region', type: 'string' }, { name: 'amount', type: 'numeric' }] } });
    const made = await dashboard('Reading board', [privateChartWidget('p', view.id, { chartType: 'cluster-column', sections: { metrics: [{ uid: 'm', column: 'amount', type: 'numeric', aggregate: 'SUM' }] } })]);
    await w.ok('POST', `/vizs/${made.id}/archive`);
    const refused = await w.call('DELETE', `/views/${view.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ errCode: 'VIEW_IN_USE', message: 'The view is read by the dashboards "Reading board": change or delete them first' });
    await w.ok('DELETE', `/vizs/${made.id}`);
    expect(await w.ok('DELETE', `/views/${view.id}`)).toBeNull();
  });

  it('keeps boards apart per organisation', async () => {
    const org = (await w.api.call('POST', '/orgs', { name: `Other ${backend}` })).body.data as Data;
    const chart = await w.chart('Home chart');
    const answer = await w.api.call('POST', `/orgs/${org.id}/dashboards`, { name: 'Foreign', config: board([chartWidget('a', chart.id)]) });
    expect(answer.status).toBe(404);
    const viewAnswer = await w.api.call('POST', `/orgs/${org.id}/dashboards`, { name: 'Foreign', config: board([privateChartWidget('p', w.viewId)]) });
    expect(viewAnswer.status).toBe(404);
    const made = await dashboard('Home board', []);
    expect((await w.api.call('GET', `/orgs/${org.id}/dashboards/${made.id}`)).status).toBe(404);
    // Deleting the organisation takes its boards and their references with it.
    const source = (await w.api.call('POST', `/orgs/${org.id}/sources`, { isFolder: false, name: 'Shop', type: 'sqlite', config: { file: 'shop.sqlite' } })).body.data as Data;
    const view = (await w.api.call('POST', `/orgs/${org.id}/views`, { isFolder: false, name: 'Orders', sourceId: source.id, script: 'SELECT region FROM orders', model: { columns: [{ name: 'region', type: 'string' }] } })).body.data as Data;
    const foreign = await w.api.call('POST', `/orgs/${org.id}/dashboards`, { name: 'Doomed board', config: board([regionController('c', view.id)]) });
    expect(foreign.status, JSON.stringify(foreign.body)).toBe(200);
    expect((await w.api.call('DELETE', `/orgs/${org.id}`, { name: `Other ${backend}` })).status).toBe(200);
    expect(await w.test.countRows('dashboard_refs', 'dashboard_id', (foreign.body.data as Data).id)).toBe(0);
  });
});
