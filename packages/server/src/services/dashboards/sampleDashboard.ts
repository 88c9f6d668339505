import { newWidget } from '@redbi/charts';
import { BoardConfigSchema, NewChartSchema, NewDashboardSchema, NewViewSchema, sampleSalesView, type BoardConfig, type ChartConfigInput, type GridRect, type Widget } from '@redbi/shared/domain';
import type { ServiceContext } from '../serviceContext';
import type { AddSampleSource } from '../sources/sampleSource';
import type { ViewService } from '../views/viewService';
import type { ChartService } from '../vizs/chartService';
import type { VizService } from '../vizs/vizService';
import type { DashboardService } from './dashboardService';

export const SAMPLE_VIEW_NAME = 'Sample sales';
export const SAMPLE_DASHBOARD_NAME = 'Sample dashboard';

/** The same view the chart landing of the web offers to make (found there by this name), so that both meet. */
const sampleView = (sourceId: string) =>
  NewViewSchema.parse(sampleSalesView(sourceId, SAMPLE_VIEW_NAME, 'Invoice lines of the Chinook music store with their date, customer country and city, and genre.'));

const amount = { uid: 'm_amount', column: 'amount', type: 'numeric', aggregate: 'SUM', alias: 'Sales' } as const;

/** The sample charts, in the order the board shows them; the first one filters the others when clicked. */
const sampleCharts: { key: string; name: string; config: ChartConfigInput; desktop: GridRect }[] = [
  {
    key: 'genre',
    name: 'Sales by genre',
    config: { chartType: 'cluster-column', sections: { dimensions: [{ uid: 'd_genre', column: 'genre', type: 'string' }], metrics: [{ ...amount, sort: { order: 'DESC' } }] } },
    desktop: { x: 0, y: 2, w: 12, h: 10 },
  },
  {
    key: 'month',
    name: 'Sales by month',
    config: { chartType: 'line', sections: { dimensions: [{ uid: 'd_month', column: 'invoice_date', type: 'date', dateLevel: 'month', sort: { order: 'ASC' } }], metrics: [amount] } },
    desktop: { x: 12, y: 2, w: 12, h: 10 },
  },
  {
    key: 'country',
    name: 'Sales by country',
    config: { chartType: 'region-map', sections: { dimensions: [{ uid: 'd_country', column: 'country', type: 'string', category: 'country' }], metrics: [amount] } },
    desktop: { x: 0, y: 12, w: 12, h: 12 },
  },
  {
    key: 'cities',
    name: 'Top cities',
    config: {
      chartType: 'table',
      pageSize: 10,
      sections: { columns: [{ uid: 'd_city', column: 'city', type: 'string' }, { uid: 'd_country', column: 'country', type: 'string' }, { ...amount, sort: { order: 'DESC' } }] },
    },
    desktop: { x: 12, y: 12, w: 12, h: 12 },
  },
];

/**
 * The sample board: a country and a date-range controller over the sample view, the four sample charts,
 * and linkage from the genre chart (its first) to the three others.
 */
export function sampleBoard(viewId: string, chartIds: readonly string[]): BoardConfig {
  const board = BoardConfigSchema.parse({ layout: 'auto' });
  const place = (widget: Widget, desktop: GridRect) => board.widgets.push({ ...widget, desktop });
  const targets = (name: string) => [{ viewId, kind: 'field' as const, name }];
  const countries = { source: 'data' as const, items: [], viewId, valueField: 'country', parentFields: [] };
  place(newWidget(board, 'controller', { id: 'country_filter', name: 'Country', config: { facade: 'multiDropdownList', operator: 'IN', targets: targets('country'), options: countries } }), { x: 0, y: 0, w: 8, h: 2 });
  place(newWidget(board, 'controller', { id: 'date_filter', name: 'Invoice date', config: { facade: 'rangeTime', operator: 'BETWEEN', targets: targets('invoice_date') } }), { x: 8, y: 0, w: 8, h: 2 });
  sampleCharts.forEach((chart, index) => place(newWidget(board, 'chart', { id: chart.key, name: chart.name, config: { chartId: chartIds[index] ?? '' } }), chart.desktop));
  const [first, ...others] = sampleCharts;
  const linking = board.widgets.find((widget) => widget.id === first?.key);
  if (linking?.type === 'chart') linking.interactions.linkage = { enabled: true, targets: others.map((chart) => ({ widgetId: chart.key, mappings: [] })) };
  return board;
}

export interface SampleDashboardDeps {
  views: Pick<ViewService, 'create'>;
  charts: Pick<ChartService, 'create'>;
  dashboards: Pick<DashboardService, 'create'>;
  vizs: Pick<VizService, 'publish'>;
}

/**
 * The sample source of a fresh install (SAMPLE_SOURCE) with something to look at: the sample view, four
 * published charts on it and a published 'Sample dashboard' with them, made as the owner through the same
 * services (and checks) as by hand. Idempotent: what exists by its name is kept, a board there is left alone.
 */
export function withSampleDashboard(ctx: ServiceContext, addSampleSource: AddSampleSource, deps: SampleDashboardDeps): AddSampleSource {
  async function topVizId(orgId: string, name: string, kind: string): Promise<string | undefined> {
    const rows = await ctx.store.vizs.listForOrg(orgId);
    return rows.find((row) => row.parent_id === null && row.archived === 0 && row.kind === kind && row.name === name)?.id;
  }

  async function publishedChart(orgId: string, ownerId: string, viewId: string, chart: (typeof sampleCharts)[number]): Promise<string> {
    const existing = await topVizId(orgId, chart.name, 'chart');
    if (existing) return existing;
    const { id } = await deps.charts.create(orgId, ownerId, NewChartSchema.parse({ name: chart.name, viewId, config: chart.config }));
    await deps.vizs.publish(orgId, ownerId, id);
    return id;
  }

  return async function addSampleSourceAndDashboard(orgId: string, ownerId: string): Promise<string | undefined> {
    const sourceId = await addSampleSource(orgId, ownerId);
    if (!sourceId || (await topVizId(orgId, SAMPLE_DASHBOARD_NAME, 'dashboard'))) return sourceId;
    const views = await ctx.store.views.listForOrg(orgId);
    const found = views.find((row) => row.parent_id === null && row.archived === 0 && row.source_id === sourceId && row.name === SAMPLE_VIEW_NAME);
    const viewId = found?.id ?? (await deps.views.create(orgId, ownerId, sampleView(sourceId))).id;
    const chartIds: string[] = [];
    for (const chart of sampleCharts) chartIds.push(await publishedChart(orgId, ownerId, viewId, chart));
    const dashboard = await deps.dashboards.create(orgId, ownerId, NewDashboardSchema.parse({ name: SAMPLE_DASHBOARD_NAME, config: sampleBoard(viewId, chartIds) }));
    await deps.vizs.publish(orgId, ownerId, dashboard.id);
    return sourceId;
  };
}
