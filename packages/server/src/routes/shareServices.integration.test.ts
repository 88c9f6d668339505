import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as ServicesModule from '../services';
import type { Services } from '../services';
import type { ServiceContext } from '../services/serviceContext';
import { backends } from '../testing/testApp';
import { shareCalls } from './shareTestCalls';
import { regionChartConfig, startVizWorld, type VizWorld } from './vizHandlersFixtures';

/** The services each app of this file composed, in order (the composition root is wrapped, not changed). */
const composed = vi.hoisted(() => [] as Services[]);
vi.mock('../services', async (importOriginal) => {
  const original = await importOriginal<typeof ServicesModule>();
  return {
    ...original,
    createServices(ctx: ServiceContext) {
      const services = original.createServices(ctx);
      composed.push(services);
      return services;
    },
  };
});

/**
 * Share links run on the app's own services (issue 13), one instance of each: the storyboard, board-data,
 * chart-data and chart-image services a share call reaches are the ones the app's routes use, with their
 * caches and limits — a shared chart's rows come from the same result cache as the app's.
 */
describe.each(backends)('share links on the app’s services, on %s', (backend) => {
  let world: VizWorld;
  let services: Services;

  const { share, publicCall, open } = shareCalls(() => world);

  beforeAll(async () => {
    const before = composed.length;
    world = await startVizWorld(backend);
    expect(composed).toHaveLength(before + 1);
    services = composed[before] as Services;
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
  afterAll(() => world?.close());

  it('a shared chart’s rows come from the app’s result cache: the app’s call fills it, the share’s is answered from it', async () => {
    const view = await world.api.createView({
      name: 'Orders (cached)',
      sourceId: world.sourceId,
      script: 'SELECT region, amount FROM orders',
      model: { columns: [{ name: 'region', type: 'string' }, { name: 'amount', type: 'numeric' }] },
      config: { cache: true, cacheExpires: 600 },
    });
    const chart = await world.chart('Cached chart', { viewId: view.id });
    const inApp = (await world.ok('POST', `/charts/${chart.id}/data`, {})) as unknown as { cached: boolean; rows: unknown[][] };
    expect(inApp.cached).toBe(false);
    const link = await share('chart', chart.id);
    const read = vi.spyOn(services.chartData, 'read');
    const throughShare = await publicCall('POST', `/shares/${link.token}/charts/${chart.id}/data`, await open(link.token), {});
    expect(throughShare.status).toBe(200);
    expect(throughShare.body.data).toMatchObject({ cached: true, rows: inApp.rows });
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('a shared dashboard’s data goes through the app’s board-data service, a shared chart’s image through its chart-image service', async () => {
    const dashboard = await world.ok('POST', '/dashboards', {
      name: 'Board',
      config: { layout: 'auto', widgets: [{ id: 'regions', name: 'regions', type: 'privateChart', config: { viewId: world.viewId, chart: regionChartConfig() } }] },
    });
    const boardLink = await share('dashboard', dashboard.id);
    const stream = vi.spyOn(services.boardData, 'stream');
    const data = await publicCall('POST', `/shares/${boardLink.token}/dashboards/${dashboard.id}/data`, await open(boardLink.token), { items: [{ widgetId: 'regions' }] });
    expect(data.status).toBe(200);
    expect(stream).toHaveBeenCalledTimes(1);

    const chart = await world.chart('Drawn chart');
    const chartLink = await share('chart', chart.id, { allowDownload: true });
    const imageOf = vi.spyOn(services.chartImages, 'imageOf');
    const image = await publicCall('GET', `/shares/${chartLink.token}/charts/${chart.id}/image?format=svg`, await open(chartLink.token));
    expect(image.status).toBe(200);
    expect(imageOf).toHaveBeenCalledTimes(1);
  });

  it('a storyboard share is checked and read through the app’s storyboard service', async () => {
    const chart = await world.chart('Story chart');
    const storyboard = await world.ok('POST', '/storyboards', { name: 'Story', config: { pages: [{ id: 'p1', kind: 'chart', vizId: chart.id, name: 'Page' }] } });
    await world.ok('POST', `/storyboards/${storyboard.id}/publish`);
    const privilegesOf = vi.spyOn(services.storyboards, 'privilegesOf');
    const loadForShare = vi.spyOn(services.storyboards, 'loadForShare');
    const link = await share('storyboard', storyboard.id);
    expect(privilegesOf).toHaveBeenCalled();
    await open(link.token);
    expect(loadForShare).toHaveBeenCalled();
  });
});
