import { BoardConfigSchema, WidgetSchema, type BoardChart, type BoardConfig, type Dashboard, type Widget, type WidgetInput } from '@redbi/shared/domain';
import type { Dataframe } from '@redbi/shared/query';

/** Test boards for the viewer: widgets completed with their schema defaults. */
export const widgetOf = (input: WidgetInput): Widget => WidgetSchema.parse(input);

/** A saved chart of sales by region (a clustered column chart: region → SUM(amount)) on view v1. */
export const salesChart = (id = 'c1', viewId = 'v1'): BoardChart => ({
  id,
  name: 'Sales by region',
  viewId,
  config: {
    version: 1,
    chartType: 'cluster-column',
    aggregation: true,
    sections: {
      dimensions: [
        { uid: 'region', column: 'region', type: 'string' },
        { uid: 'city', column: 'city', type: 'string' },
      ],
      metrics: [{ uid: 'amount', column: 'amount', type: 'numeric', aggregate: 'SUM', alias: 'Sales' }],
    },
    settings: {},
    settingsVersion: 1,
    computedFields: [],
    variables: {},
    pageSize: 1000,
  },
});

/** A saved table chart of region and SUM(amount) on view v1: drawn without ECharts. */
export const tableChart = (id = 't1', viewId = 'v1'): BoardChart => ({
  ...salesChart(id, viewId),
  name: 'Sales table',
  config: {
    ...salesChart(id, viewId).config,
    chartType: 'table',
    sections: {
      columns: [
        { uid: 'region', column: 'region', type: 'string' },
        { uid: 'amount', column: 'amount', type: 'numeric', aggregate: 'SUM', alias: 'Sales' },
      ],
    },
  },
});

export const chartWidget = (id: string, chartId: string, extra: Partial<WidgetInput> = {}): Widget =>
  widgetOf({ id, name: id, type: 'chart', config: { chartId }, desktop: { x: 0, y: 0, w: 12, h: 8 }, ...extra } as WidgetInput);

/** A dropdown controller filtering column `region` of view v1. */
export const regionController = (id = 'k1', extra: Partial<WidgetInput> = {}): Widget =>
  widgetOf({ id, name: 'Region', type: 'controller', config: { facade: 'dropdownList', operator: 'EQ', targets: [{ viewId: 'v1', name: 'region' }] }, ...extra } as WidgetInput);

export const boardOf = (widgets: Widget[], settings: Partial<BoardConfig['settings']> = {}, layout: 'auto' | 'free' = 'auto'): BoardConfig =>
  BoardConfigSchema.parse({ layout, widgets, settings });

export const dashboardOf = (config: BoardConfig, charts: Record<string, BoardChart> = { c1: salesChart() }): Dashboard => ({
  id: 'd1',
  orgId: 'o1',
  parentId: null,
  name: 'Sales overview',
  description: '',
  status: 'published',
  config,
  charts,
  privileges: ['view', 'download', 'share', 'manage'],
  createdAt: '2024-05-01T10:00:00.000Z',
  updatedAt: '2024-05-01T10:00:00.000Z',
});

/** Rows of sales by region and city, columns named by field uid as the board's queries answer. */
export const salesFrame: Dataframe = {
  columns: [
    { name: 'region', type: 'string' },
    { name: 'city', type: 'string' },
    { name: 'amount', type: 'number' },
  ],
  rows: [
    ['East', 'Shanghai', 120],
    ['West', 'Chengdu', 80],
  ],
  pageInfo: { pageNo: 1, pageSize: 1000 },
  cached: false,
};

/** An NDJSON answer of the data route: a frame per widget, then done. */
export function ndjsonAnswer(widgetIds: string[], frame: Dataframe = salesFrame): Response {
  const lines = widgetIds.map((widgetId) =>
    JSON.stringify({ type: 'frame', widgetId, kind: 'data', frame, timing: { elapsedMs: 10, queryMs: 8, rows: frame.rows.length, cached: false, shared: false } }),
  );
  lines.push(JSON.stringify({ type: 'done', totalMs: 12, queries: widgetIds.length, items: widgetIds.length }));
  return new Response(`${lines.join('\n')}\n`, { status: 200, headers: { 'Content-Type': 'application/x-ndjson' } });
}
