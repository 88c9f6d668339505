import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../testing/testApp';
import { regionChartConfig, startVizWorld, type Data, type VizWorld } from './vizHandlersFixtures';

type Frame = { rows: unknown[][] };

/**
 * A chart viewer's query-variable values (`params` of the chart data request: the chart viewer's variables
 * and a dashboard's jump to a chart): they reach the SQL as bound parameters, and only for the variables
 * the caller may set — an editable one, or any for those who manage the view.
 */
describe.each(backends)('chart data with variable values on %s', (backend) => {
  let w: VizWorld;
  let chart: Data;
  let viewer: { id: string; token: string }; // View on the chart, nothing on the view

  const data = (body: Record<string, unknown>, token?: string) => w.call('POST', `/charts/${chart.id}/data`, body, token);
  const regions = async (body: Record<string, unknown>, token?: string) => {
    const answer = await data(body, token);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return ((answer.body.data as Frame).rows).map(([region, amount]) => [region, Number(amount)]);
  };

  beforeAll(async () => {
    w = await startVizWorld(backend);
    const view = await w.api.createView({
      name: 'Orders by pick',
      sourceId: w.sourceId,
      script: 'SELECT id, region, amount, margin FROM orders WHERE region = $picked$ AND amount >= $floor$',
      model: { columns: [{ name: 'id', type: 'numeric' }, { name: 'region', type: 'string' }, { name: 'amount', type: 'numeric' }, { name: 'margin', type: 'numeric' }] },
      variables: [
        { name: 'picked', type: 'query', valueType: 'string', permission: 'editable', defaultValue: ['north', 'south', 'east'] },
        { name: 'floor', type: 'query', valueType: 'numeric', permission: 'readonly', defaultValue: ['0'] },
      ],
    });
    const folder = await w.folder('Jumps');
    chart = await w.chart('Amount by picked region', { parentId: folder.id, viewId: view.id, config: regionChartConfig() });
    await w.ok('POST', `/vizs/${chart.id}/publish`);
    viewer = await w.viewer('vic', [{ resourceId: folder.id, privileges: ['view'] }]);
  });
  afterAll(async () => {
    await w?.close();
  });

  it('uses the defaults without values, and the values asked for an editable variable, for a viewer too', async () => {
    expect(await regions({}, viewer.token)).toEqual([
      ['east', 400],
      ['north', 300],
      ['south', 300],
    ]);
    expect(await regions({ params: { picked: ['south'] } }, viewer.token)).toEqual([['south', 300]]);
    expect(await regions({ params: { PICKED: ['north', 'east'] } }, viewer.token)).toEqual([
      ['east', 400],
      ['north', 300],
    ]);
  });

  it('binds the values as parameters: a quote in a value is a value, not SQL', async () => {
    expect(await regions({ params: { picked: ["north' OR '1'='1"] } }, viewer.token)).toEqual([]);
    expect(await regions({ params: { picked: ["north' OR '1'='1"] } })).toEqual([]);
  });

  it('refuses a value for a variable the viewer may not set, or that the view does not have', async () => {
    for (const params of [{ floor: ['250'] }, { nothing: ['x'] }, { sales_region: ['east'] }, { REDBI_USER_ID: ['someone'] }]) {
      const answer = await data({ params }, viewer.token);
      expect(answer.status, JSON.stringify(params)).toBe(400);
      expect(answer.body.errCode).toBe('QUERY_INVALID');
    }
  });

  it('lets those who manage the view set every query variable', async () => {
    expect(await regions({ params: { floor: ['250'] } })).toEqual([
      ['east', 400],
      ['south', 300],
    ]);
  });
});
