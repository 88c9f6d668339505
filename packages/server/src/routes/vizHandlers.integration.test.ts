import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../testing/testApp';
import { regionChartConfig, startVizWorld, type Data, type VizWorld } from './vizHandlersFixtures';

/** The viz tree and charts as data (issue 11), on both metadata stores. */
describe.each(backends)('vizs on %s', (backend) => {
  let w: VizWorld;
  const nodes = async (token?: string) => (await w.ok('GET', '/vizs', undefined, token)) as unknown as Data[];

  beforeAll(async () => {
    w = await startVizWorld(backend);
  });
  afterAll(async () => {
    await w?.close();
  });

  describe('the tree', () => {
    it('holds folders and charts with their status, chart type and thumbnail version', async () => {
      const folder = await w.folder('Sales');
      const chart = await w.chart('By region', { parentId: folder.id, description: 'Amount by region' });
      expect(folder).toMatchObject({ kind: 'folder', isFolder: true, status: 'unpublished', parentId: null, index: 0, privileges: ['view', 'download', 'share', 'manage'] });
      expect(folder.thumbnailVersion).toBeUndefined();
      expect(chart).toMatchObject({ parentId: folder.id, name: 'By region', description: 'Amount by region', viewId: w.viewId, status: 'unpublished', thumbnailVersion: chart.updatedAt });
      expect(chart.config).toMatchObject({ version: 1, chartType: 'cluster-column', aggregation: true, settingsVersion: 1, pageSize: 1000, computedFields: [] });
      const node = (await nodes()).find((candidate) => candidate.id === chart.id);
      expect(node).toMatchObject({ kind: 'chart', isFolder: false, chartType: 'cluster-column', thumbnailVersion: chart.updatedAt, index: 0, status: 'unpublished' });
      expect(await w.ok('GET', `/charts/${chart.id}`)).toEqual(chart);
    });

    it('moves by the placement rules of spec §4, checked again on the server', async () => {
      const top = await w.folder('Top');
      const sub = await w.folder('Sub', top.id);
      const chart = await w.chart('Placed', { parentId: top.id });
      const intoChart = await w.call('PUT', `/vizs/${sub.id}/move`, { parentId: chart.id, index: 0 });
      expect(intoChart.status).toBe(400);
      expect(intoChart.body).toMatchObject({ errCode: 'BAD_PLACEMENT', message: 'It cannot go there: only a folder can hold it' });
      expect((await w.call('PUT', `/vizs/${top.id}/move`, { parentId: sub.id, index: 0 })).body.message).toBe('A folder cannot go into its own subfolders');
      expect((await w.call('PUT', `/vizs/${top.id}/move`, { parentId: top.id, index: 0 })).status).toBe(400);
      expect((await w.call('PUT', `/vizs/${chart.id}/move`, { parentId: 'nowhere', index: 0 })).body.message).toBe('The target folder does not exist');
      expect((await w.call('POST', '/charts', { name: 'Inside a chart', viewId: w.viewId, parentId: chart.id, config: regionChartConfig() })).status).toBe(400);
      expect((await w.ok('PUT', `/vizs/${chart.id}/move`, { parentId: sub.id, index: -1 })) as Data).toMatchObject({ parentId: sub.id, index: -1 });
      expect((await w.ok('PUT', `/vizs/${chart.id}/move`, { parentId: null, index: 2.5 })) as Data).toMatchObject({ parentId: null, index: 2.5 });
    });

    it('publishes and unpublishes charts only, renames folders only', async () => {
      const folder = await w.folder('Status');
      const chart = await w.chart('Published one', { parentId: folder.id });
      expect(await w.ok('POST', `/vizs/${chart.id}/publish`)).toMatchObject({ status: 'published' });
      expect((await w.ok('GET', `/charts/${chart.id}`)).status).toBe('published');
      expect(await w.ok('POST', `/vizs/${chart.id}/unpublish`)).toMatchObject({ status: 'unpublished' });
      expect((await w.call('POST', `/vizs/${folder.id}/publish`)).status).toBe(404);
      expect(await w.ok('PUT', `/vizs/folders/${folder.id}`, { name: 'Statuses' })).toMatchObject({ name: 'Statuses', kind: 'folder' });
      expect((await w.call('PUT', `/vizs/folders/${chart.id}`, { name: 'Renamed' })).status).toBe(404);
      expect((await w.call('GET', `/charts/${folder.id}`)).status).toBe(404);
      expect((await w.call('PUT', `/vizs/folders/${folder.id}`, { name: ' ' })).body.data).toMatchObject({ name: 'Name cannot be empty' });
    });

    it('archives charts, not folders; restores; deletes empty folders and archived charts for good', async () => {
      const folder = await w.folder('Bin');
      const chart = await w.chart('Binned', { parentId: folder.id });
      const folderArchive = await w.call('POST', `/vizs/${folder.id}/archive`);
      expect(folderArchive.body).toMatchObject({ errCode: 'NOT_ARCHIVABLE', message: 'Folders do not go to the recycle bin: delete an empty folder instead' });
      expect(await w.ok('POST', `/vizs/${chart.id}/archive`)).toBeNull();
      expect((await nodes()).some((node) => node.id === chart.id)).toBe(false);
      expect(((await w.ok('GET', '/vizs/archived')) as unknown as Data[]).map((node) => node.name)).toContain('Binned');
      expect((await w.call('GET', `/charts/${chart.id}`)).status).toBe(404);
      expect((await w.call('POST', `/charts/${chart.id}/data`, {})).status).toBe(404);
      expect((await w.call('PUT', `/charts/${chart.id}`, { name: 'Binned', viewId: w.viewId, config: regionChartConfig() })).status).toBe(404);
      // The archived chart still counts as the folder's content.
      expect((await w.call('DELETE', `/vizs/${folder.id}`)).body.errCode).toBe('FOLDER_NOT_EMPTY');
      expect(await w.ok('POST', `/vizs/${chart.id}/restore`, {})).toMatchObject({ parentId: folder.id });
      await w.ok('POST', `/vizs/${chart.id}/archive`);
      expect(await w.ok('DELETE', `/vizs/${chart.id}`)).toBeNull();
      expect(await w.ok('DELETE', `/vizs/${folder.id}`)).toBeNull();
      expect(await w.test.countRows('vizs', 'id', chart.id)).toBe(0);
      expect((await w.call('POST', `/vizs/${chart.id}/restore`, {})).status).toBe(404);
    });

    it('keeps names unique within a folder without regard to case: 409', async () => {
      const folder = await w.folder('Unique');
      await w.chart('Revenue', { parentId: folder.id });
      const duplicate = await w.call('POST', '/charts', { name: 'REVENUE', viewId: w.viewId, parentId: folder.id, config: regionChartConfig() });
      expect(duplicate.status).toBe(409);
      expect(duplicate.body).toMatchObject({ errCode: 'VIZ_NAME_TAKEN', message: 'A viz named "REVENUE" already exists in this folder' });
      expect((await w.call('POST', '/vizs/folders', { name: 'revenue', parentId: folder.id })).status).toBe(409);
      const zh = await w.test.call('POST', `/orgs/${w.orgId}/vizs/folders`, { token: w.api.token, lang: 'zh-CN', body: { name: 'Revenue', parentId: folder.id } });
      expect(zh.body.message).toBe('此文件夹中已存在名为“Revenue”的可视化');
      const elsewhere = await w.chart('Revenue');
      expect((await w.call('PUT', `/vizs/${elsewhere.id}/move`, { parentId: folder.id, index: 9 })).body.errCode).toBe('VIZ_NAME_TAKEN');
      const other = await w.chart('Costs', { parentId: folder.id });
      expect((await w.call('PUT', `/charts/${other.id}`, { name: 'revenue', viewId: w.viewId, config: regionChartConfig() })).body.errCode).toBe('VIZ_NAME_TAKEN');
      const sibling = await w.folder('Other', folder.id);
      expect((await w.call('PUT', `/vizs/folders/${sibling.id}`, { name: 'Costs' })).status).toBe(409);
    });
  });

  describe('saving a chart', () => {
    it('saves the whole chart (save mode edit), its view included, and answers what was stored', async () => {
      const chart = await w.chart('Edited');
      const computedFields = [{ name: 'double_net', expression: '[net] * 2', type: 'numeric' }];
      const config = regionChartConfig({
        settings: { 'legend.show': false },
        computedFields,
        sections: { dimensions: [{ uid: 'd', column: 'region', type: 'string' }], metrics: [{ uid: 'm', column: 'double_net', type: 'numeric', aggregate: 'MAX' }] },
      });
      const saved = await w.ok('PUT', `/charts/${chart.id}`, { name: 'Edited again', description: 'Doubled', viewId: w.viewId, config });
      expect(saved).toMatchObject({ name: 'Edited again', description: 'Doubled', config: { settings: { 'legend.show': false }, computedFields } });
      expect(String(saved.updatedAt) >= String(chart.updatedAt)).toBe(true);
      // Save mode saveAs is a new chart from the same state.
      const copy = await w.chart('Edited copy', { config });
      expect(copy.config).toEqual(saved.config);
      // Onto another view: its fields are what the chart's computed fields are checked against.
      const other = await w.api.createView({ name: 'Plain orders', sourceId: w.sourceId, script: 'SELECT region, amount FROM orders', model: { columns: [{ name: 'region', type: 'string' }, { name: 'amount', type: 'numeric' }] } });
      const noNet = await w.call('PUT', `/charts/${chart.id}`, { name: 'Edited again', viewId: other.id, config });
      expect(noNet.body).toMatchObject({ errCode: 'EXPRESSION_INVALID', message: expect.stringContaining('net') });
      const moved = await w.ok('PUT', `/charts/${chart.id}`, { name: 'Edited again', viewId: other.id, config: regionChartConfig() });
      expect(moved.viewId).toBe(other.id);
      expect(((await w.ok('POST', `/charts/${chart.id}/data`, {})) as unknown as { rows: unknown[] }).rows).toHaveLength(3);
    });

    it('saves work in progress: a chart that does not meet its type\'s requirements yet', async () => {
      const empty = await w.chart('Empty', { config: { chartType: 'cluster-column' } });
      expect(empty.config).toMatchObject({ sections: {} });
      const data = await w.ok('POST', `/charts/${empty.id}/data`, {});
      expect(data).toMatchObject({ columns: [], rows: [] });
    });

    it("refuses a config its chart type does not allow, with the spec's messages, before anything is written", async () => {
      const refused = async (config: Record<string, unknown>) => {
        const answer = await w.call('POST', '/charts', { name: 'Refused', viewId: w.viewId, config });
        expect(answer.status, JSON.stringify(answer.body)).toBe(400);
        return answer.body;
      };
      expect(await refused({ chartType: 'no-such-chart' })).toMatchObject({ errCode: 'VALIDATION', message: 'There is no chart type "no-such-chart"' });
      expect(await refused(regionChartConfig({ sections: { rows: [] } }))).toMatchObject({ message: 'The chart type "cluster-column" has no data section "rows"' });
      expect((await refused(regionChartConfig({ settings: { 'legend.show': 'yes' } }))).data).toMatchObject({ 'config.settings.legend.show': 'legend.show must be a true/false value' });
      expect((await refused(regionChartConfig({ settings: { 'nothing.here': 1 } }))).message).toContain('nothing.here');
      const clash = await refused(regionChartConfig({ computedFields: [{ name: 'amount', expression: '[id] + 1', type: 'numeric' }] }));
      expect(clash.data).toMatchObject({ 'config.computedFields.0.name': 'Computed field name must be unique' });
      const wrong = await refused(regionChartConfig({ computedFields: [{ name: 'bad', expression: 'NO_SUCH_FUNCTION([amount])', type: 'numeric' }] }));
      expect(wrong).toMatchObject({ errCode: 'EXPRESSION_INVALID', data: { position: expect.any(Number), field: 'config.computedFields.0.expression' } });
      expect((await refused({ sections: {} })).data).toMatchObject({ 'config.chartType': 'Chart type is required' });
      expect(((await w.ok('GET', '/vizs')) as unknown as Data[]).some((node) => node.name === 'Refused')).toBe(false);
    });

    it('needs Manage on the folder (new) or the chart (edit), and Access on the view', async () => {
      const folder = await w.folder('Team');
      const maker = await w.viewer('maker', [{ resourceId: folder.id, privileges: ['manage'] }]);
      // Manage on the folder, but no Access on the view: the view is not found for them.
      const noView = await w.call('POST', '/charts', { name: 'Mine', viewId: w.viewId, parentId: folder.id, config: regionChartConfig() }, maker.token);
      expect(noView.status).toBe(404);
      await w.api.grant({ type: 'user', id: maker.id }, { modules: { view: true }, grants: [{ resourceType: 'view', resourceId: w.viewId, privileges: ['access'] }] });
      const mine = await w.chart('Mine', { parentId: folder.id }, maker.token);
      expect(mine.privileges).toEqual(['view', 'download', 'share', 'manage']);
      expect((await w.call('POST', '/charts', { name: 'At the top', viewId: w.viewId, config: regionChartConfig() }, maker.token)).status).toBe(403);
      // The creator keeps Manage on what they made when the folder's grant goes.
      await w.api.grant({ type: 'user', id: maker.id }, { grants: [{ resourceType: 'viz', resourceId: folder.id, privileges: ['view'] }] });
      expect((await w.call('PUT', `/charts/${mine.id}`, { name: 'Mine', viewId: w.viewId, config: regionChartConfig() }, maker.token)).status).toBe(200);
      const owners = await w.chart('Not mine', { parentId: folder.id });
      await w.ok('POST', `/vizs/${owners.id}/publish`);
      expect((await w.call('GET', `/charts/${owners.id}`, undefined, maker.token)).body.data).toMatchObject({ privileges: ['view'] });
      expect((await w.call('PUT', `/charts/${owners.id}`, { name: 'Taken over', viewId: w.viewId, config: regionChartConfig() }, maker.token)).status).toBe(403);
    });
  });

  it('keeps a view that charts use from being deleted', async () => {
    const view = await w.api.createView({ name: 'Used', sourceId: w.sourceId, script: 'SELECT id, amount FROM orders', model: { columns: [{ name: 'id', type: 'numeric' }, { name: 'amount', type: 'numeric' }] } });
    const chart = await w.chart('Uses a view', { viewId: view.id, config: { chartType: 'cluster-column', sections: { metrics: [{ uid: 'm', column: 'amount', type: 'numeric' }] } } });
    await w.ok('POST', `/vizs/${chart.id}/archive`);
    const refused = await w.call('DELETE', `/views/${view.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ errCode: 'VIEW_IN_USE', message: 'The view is used by 1 chart(s): delete or change them first' });
    await w.ok('DELETE', `/vizs/${chart.id}`);
    expect(await w.ok('DELETE', `/views/${view.id}`)).toBeNull();
  });

  it('lists folders and charts on the permission pages', async () => {
    const folder = await w.folder('Listed');
    const chart = await w.chart('Listed chart', { parentId: folder.id });
    const listed = (await w.ok('GET', '/permissions/resources?resourceType=viz')) as unknown as Data[];
    expect(listed).toEqual(expect.arrayContaining([expect.objectContaining({ id: folder.id, isFolder: true }), expect.objectContaining({ id: chart.id, parentId: folder.id, isFolder: false })]));
  });

  it('deletes an organisation with its views and charts', async () => {
    const name = `Doomed ${backend}`;
    const org = (await w.api.call('POST', '/orgs', { name })).body.data as Data;
    const at = (path: string, body: unknown) => w.api.call('POST', `/orgs/${org.id}${path}`, body);
    const source = (await at('/sources', { isFolder: false, name: 'Shop', type: 'sqlite', config: { file: 'shop.sqlite' } })).body.data as Data;
    const view = (await at('/views', { isFolder: false, name: 'Orders', sourceId: source.id, script: 'SELECT id, region, amount FROM orders', model: { columns: [{ name: 'region', type: 'string' }, { name: 'amount', type: 'numeric' }] } })).body.data as Data;
    const folder = (await at('/vizs/folders', { name: 'Folder' })).body.data as Data;
    const chart = await at('/charts', { name: 'Chart', viewId: view.id, parentId: folder.id, config: regionChartConfig() });
    expect(chart.status, JSON.stringify(chart.body)).toBe(200);
    const deleted = await w.api.call('DELETE', `/orgs/${org.id}`, { name });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(await w.test.countRows('vizs', 'org_id', org.id)).toBe(0);
    expect(await w.test.countRows('views', 'org_id', org.id)).toBe(0);
  });
});
