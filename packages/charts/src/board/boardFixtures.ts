import { BoardConfigSchema, type BoardChart, type BoardConfig, type BoardDataItemInput, BoardDataItemSchema, type WidgetInput } from '@redbi/shared/domain';
import { chartConfig, field } from '../testing/chartFixtures';

/**
 * Fixed boards for the board core's tests: a saved column chart of sales by region and city (view v1),
 * filtered to years after 2000, and helpers to build widgets around it.
 */
export const salesConfig = chartConfig({
  chartType: 'cluster-column',
  sections: {
    dimensions: [field('d_region', 'region'), field('d_month', 'sold_at', { type: 'date', dateLevel: 'month' })],
    metrics: [field('m_amount', 'amount', { type: 'numeric', aggregate: 'SUM' })],
    filters: [field('f_year', 'year', { type: 'numeric', filter: { operator: 'GT', values: [{ value: 2000 }] } })],
  },
  pageSize: 500,
});

export const salesChart: BoardChart = { id: 'c1', name: 'Sales', viewId: 'v1', config: salesConfig };
export const boardCharts: Record<string, BoardChart> = { c1: salesChart };

export const boardOf = (widgets: WidgetInput[], layout: 'auto' | 'free' = 'auto'): BoardConfig => BoardConfigSchema.parse({ layout, widgets });

export const chartWidget = (id: string, chartId = 'c1', extra: Partial<WidgetInput> = {}): WidgetInput => ({ id, name: id, type: 'chart', config: { chartId }, ...extra }) as WidgetInput;

export const controllerWidget = (id: string, config: Record<string, unknown>, extra: Partial<WidgetInput> = {}): WidgetInput =>
  ({ id, name: id, type: 'controller', config, ...extra }) as WidgetInput;

export const dataItem = (input: BoardDataItemInput) => BoardDataItemSchema.parse(input);
