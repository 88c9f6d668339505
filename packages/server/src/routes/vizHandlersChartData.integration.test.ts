import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../testing/testApp';
import { regionChartConfig, startVizWorld, type Data, type VizWorld } from './vizHandlersFixtures';

type Frame = { columns: { name: string; type: string }[]; rows: unknown[][]; pageInfo: { pageNo: number; pageSize: number; total?: number }; script?: string };
type Member = { id: string; token: string };

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A table of every order (detail rows), by id, 50 rows a page as its type asks. */
const ordersTable = () => ({
  chartType: 'table',
  aggregation: false,
  sections: {
    columns: [
      { uid: 't_id', column: 'id', type: 'numeric', sort: { order: 'ASC' } },
      { uid: 't_region', column: 'region', type: 'string' },
      { uid: 't_amount', column: 'amount', type: 'numeric' },
    ],
    filters: [{ uid: 't_f', column: 'id', type: 'numeric', filter: { operator: 'GT', values: [{ value: 0, valueType: 'NUMERIC' }] } }],
  },
});

/**
 * A saved chart's data and images for its viewers (issue 11): View on the chart is enough, not Access on
 * the view; the caller's row and column permissions of the view still apply.
 */
describe.each(backends)('chart data and images on %s', (backend) => {
  let w: VizWorld;
  let chart: Data;
  let table: Data;
  let folder: Data;
  let vera: Member; // View on the folder, role North (rows of the north)
  let omar: Member; // View on the folder, no value of the permission variable
  let nils: Member; // no privilege on vizs at all
  let pia: Member; // View on the folder, role North, and only the id and region columns of the view

  const data = (id: string, body: Record<string, unknown> = {}, token?: string) => w.call('POST', `/charts/${id}/data`, body, token);
  const frame = async (id: string, body: Record<string, unknown> = {}, token?: string): Promise<Frame> => (await w.ok('POST', `/charts/${id}/data`, body, token)) as unknown as Frame;

  beforeAll(async () => {
    w = await startVizWorld(backend);
    folder = await w.folder('Shared');
    chart = await w.chart('Amount by region', { parentId: folder.id });
    table = await w.chart('Orders table', { parentId: folder.id, config: ordersTable() });
    for (const published of [chart, table]) await w.ok('POST', `/vizs/${published.id}/publish`);
    const onFolder = [{ resourceId: folder.id, privileges: ['view'] }];
    vera = await w.viewer('vera', onFolder, [w.northRoleId]);
    omar = await w.viewer('omar', onFolder);
    nils = await w.viewer('nils');
    const partial = await w.api.role('Partial');
    pia = await w.viewer('pia', onFolder, [w.northRoleId, partial.id]);
    const view = await w.ok('GET', `/views/${w.viewId}`);
    await w.ok('PUT', `/views/${w.viewId}/data-permissions`, {
      variables: [],
      columnPermissions: [...(view.columnPermissions as unknown[]), { subject: { type: 'role', id: partial.id }, mode: 'partial', columns: ['id', 'region'] }],
    });
  });
  afterAll(async () => {
    await w?.close();
  });

  describe('data', () => {
    it("answers the owner every row, as the chart's query asks, named by field uid, without the SQL", async () => {
      const answer = await frame(chart.id);
      expect(answer.columns.map((column) => column.name)).toEqual(['d_region', 'm_amount']);
      expect(answer.rows.map(([region, amount]) => [region, Number(amount)])).toEqual([
        ['east', 400],
        ['north', 300],
        ['south', 300],
      ]);
      expect(answer.script).toBeUndefined();
      expect((await frame(chart.id, { countTotal: true })).pageInfo.total).toBe(3);
    });

    it('lets a member with View on the chart (no Access on the view) read it, with their row permission', async () => {
      expect((await frame(chart.id, {}, vera.token)).rows.map(([region, amount]) => [region, Number(amount)])).toEqual([['north', 300]]);
      // The view itself stays closed to them.
      expect((await w.call('GET', `/views/${w.viewId}`, undefined, vera.token)).status).toBe(404);
      expect((await w.api.execute({ viewId: w.viewId, columns: [{ column: 'region' }] }, vera.token)).status).toBe(404);
      expect((await w.call('GET', `/charts/${chart.id}`, undefined, vera.token)).body.data).toMatchObject({ privileges: ['view'], viewId: w.viewId });
    });

    it('fails closed: a viewer without a value of the permission variable gets no row, not every row', async () => {
      const answer = await frame(table.id, {}, omar.token);
      expect(answer.rows).toEqual([]);
      expect(answer.pageInfo.total).toBe(0);
    });

    it("applies the viewer's column permissions: hidden columns come back empty", async () => {
      const answer = await frame(table.id, {}, pia.token);
      expect(answer.rows.map(([id, region, amount]) => [Number(id), region, amount])).toEqual([
        [1, 'north', null],
        [2, 'north', null],
      ]);
    });

    it('hides the chart from a member without View (404), and an unpublished chart from those who only view it', async () => {
      expect((await data(chart.id, {}, nils.token)).status).toBe(404);
      expect((await w.call('GET', `/charts/${chart.id}`, undefined, nils.token)).status).toBe(404);
      await w.ok('POST', `/vizs/${chart.id}/unpublish`);
      expect((await data(chart.id, {}, vera.token)).status).toBe(404);
      expect((await w.ok('GET', '/vizs', undefined, vera.token)) as unknown as Data[]).toEqual(
        expect.not.arrayContaining([expect.objectContaining({ id: chart.id })]),
      );
      await w.ok('POST', `/vizs/${chart.id}/publish`);
      expect((await data(chart.id, {}, vera.token)).status).toBe(200);
      expect(((await w.ok('GET', '/vizs', undefined, vera.token)) as unknown as Data[]).map((node) => node.id)).toEqual(expect.arrayContaining([folder.id, chart.id, table.id]));
    });

    it('pages and sorts as the viewer asks, by the fields of the chart only', async () => {
      const firstTwo = await frame(table.id, { pageSize: 2, pageNo: 1 });
      expect(firstTwo.rows.map(([id]) => Number(id))).toEqual([1, 2]);
      expect(firstTwo.pageInfo).toMatchObject({ pageNo: 1, pageSize: 2, total: 4 });
      expect((await frame(table.id, { pageSize: 2, pageNo: 2 })).rows.map(([id]) => Number(id))).toEqual([3, 4]);
      // No page larger than the chart's own (the table's page size setting).
      const capped = await frame(table.id, { pageSize: 100_000 });
      expect(capped.pageInfo.pageSize).toBeLessThan(100_000);
      const byAmount = await frame(table.id, { sort: { uid: 't_amount', order: 'DESC' } });
      expect(byAmount.rows.map(([id]) => Number(id))).toEqual([4, 3, 2, 1]);
      const byMetric = await frame(chart.id, { sort: { uid: 'm_amount', order: 'DESC' } });
      expect(byMetric.rows.map(([region]) => region)).toEqual(['east', 'north', 'south']);
      for (const uid of ['t_f', 'margin', 'anything']) {
        const refused = await data(table.id, { sort: { uid, order: 'ASC' } }, vera.token);
        expect(refused.status).toBe(400);
        expect(refused.body.message).toBe(`The chart has no field "${uid}" to sort by`);
      }
      // Anything else a viewer sends is not part of the request: it changes nothing.
      const plain = await frame(chart.id, {}, vera.token);
      const stuffed = await frame(chart.id, { columns: [{ column: 'margin' }], filters: [], script: true, viewId: w.viewId }, vera.token);
      expect([stuffed.columns, stuffed.rows, stuffed.script]).toEqual([plain.columns, plain.rows, undefined]);
      // Variable values a viewer sends (a jump's parameters) may not set a permission variable.
      const widened = await data(chart.id, { params: { sales_region: ['south'] } }, vera.token);
      expect(widened.status).toBe(400);
    });
  });

  describe('images', () => {
    it('draws the thumbnail as a PNG with the caller’s data, cached privately by an ETag', async () => {
      const answer = await w.test.call('GET', `/orgs/${w.orgId}/vizs/${chart.id}/thumbnail?v=${encodeURIComponent(String(chart.updatedAt))}`, { token: w.api.token });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toBe('image/png');
      expect(answer.headers['cache-control']).toBe('private, max-age=60');
      expect(answer.raw.subarray(0, 8)).toEqual(PNG_SIGNATURE);
      const etag = String(answer.headers.etag);
      const again = await w.test.call('GET', `/orgs/${w.orgId}/vizs/${chart.id}/thumbnail`, { token: w.api.token, headers: { 'if-none-match': etag } });
      expect(again.status).toBe(304);
      expect(again.raw.length).toBe(0);
      const dark = await w.test.call('GET', `/orgs/${w.orgId}/vizs/${chart.id}/thumbnail?theme=dark`, { token: w.api.token, headers: { 'if-none-match': etag } });
      expect(dark.status).toBe(200);
      // Another viewer's rows are other rows: another image.
      const vera_ = await w.test.call('GET', `/orgs/${w.orgId}/vizs/${chart.id}/thumbnail`, { token: vera.token, headers: { 'if-none-match': etag } });
      expect(vera_.status).toBe(200);
      expect(vera_.headers.etag).not.toBe(etag);
      expect((await w.test.call('GET', `/orgs/${w.orgId}/vizs/${chart.id}/thumbnail`, { token: nils.token })).status).toBe(404);
      expect((await w.test.call('GET', `/orgs/${w.orgId}/vizs/${folder.id}/thumbnail`, { token: w.api.token })).status).toBe(404);
    });

    it('changes the thumbnail version when the chart is saved', async () => {
      const node = ((await w.ok('GET', '/vizs')) as unknown as Data[]).find((candidate) => candidate.id === chart.id);
      const saved = await w.ok('PUT', `/charts/${chart.id}`, { name: chart.name, viewId: w.viewId, config: regionChartConfig({ settings: { 'legend.show': false } }) });
      expect(saved.thumbnailVersion).not.toBe(node?.thumbnailVersion);
      chart = saved;
    });

    it('draws the chart as SVG or PNG, of the size asked for', async () => {
      const svg = await w.test.call('GET', `/orgs/${w.orgId}/charts/${chart.id}/image?format=svg&width=640&height=400&locale=zh`, { token: vera.token });
      expect(svg.status).toBe(200);
      expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
      const text = svg.raw.toString('utf8');
      expect(text).toMatch(/<svg[^>]*width="640"/);
      expect(text).toContain('north');
      expect(text).not.toContain('south');
      const png = await w.test.call('GET', `/orgs/${w.orgId}/charts/${chart.id}/image`, { token: w.api.token });
      expect(png.status).toBe(200);
      expect(png.headers['content-type']).toBe('image/png');
      expect(png.raw.subarray(0, 8)).toEqual(PNG_SIGNATURE);
      expect((await w.test.call('GET', `/orgs/${w.orgId}/charts/${chart.id}/image?width=5`, { token: w.api.token })).status).toBe(400);
      expect((await w.test.call('GET', `/orgs/${w.orgId}/charts/${chart.id}/image`, { token: nils.token })).status).toBe(404);
    });
  });
});
