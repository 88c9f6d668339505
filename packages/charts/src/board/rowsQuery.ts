import type { DataChartWidget } from '@redbi/shared/domain';
import { QuerySpecSchema, type QueryFilter } from '@redbi/shared/query';
import { buildChartQuery } from '../query/buildQuery';
import { findChartType } from '../registry';
import type { WidgetQueryInput, WidgetQueryResult } from './boardTypes';
import { dimensionEntries, chartFieldEntries, pointFilter } from './chartFieldEntries';
import { drilledConfig, drillHierarchy } from './drill';
import { boardQueryContext, linkedChartDeleted } from './queryContext';
import { chartOfWidget } from './references';

export const DEFAULT_ROWS_PAGE_SIZE = 100;
export const MAX_ROWS_PAGE_SIZE = 1000;

/**
 * The rows behind a data point of a chart widget (datart's "view data"): the raw columns of the chart's
 * fields (each column once, named by itself), no aggregation, filtered to the point's dimension values and
 * by whatever filters the chart — its own row filters, the drill path, controllers and linkages. Refused
 * when the widget does not offer its rows.
 */
export function rowsQuery(input: WidgetQueryInput & { widget: DataChartWidget }): WidgetQueryResult {
  const { widget, item } = input;
  if (!widget.interactions.viewRows.enabled) return { error: { errCode: 'FORBIDDEN', messageKey: 'errors.forbidden' } };
  const chart = chartOfWidget(widget, input.charts);
  if (!chart) return { error: linkedChartDeleted };
  const definition = findChartType(chart.config.chartType);
  if (!definition) return { error: { errCode: 'VALIDATION', messageKey: 'validation.chartTypeUnknown', params: { type: chart.config.chartType } } };
  const drilled = item.drill && drillHierarchy(widget, input.charts).length > 0 ? drilledConfig(chart.config, definition, item.drill) : { config: chart.config, filters: [] };
  const columns = [...new Set(chartFieldEntries(drilled.config).map((entry) => entry.field.column))];
  if (columns.length === 0) return undefined;
  const context = boardQueryContext(input, chart.viewId);
  if ('error' in context) return context;
  const built = buildChartQuery(definition, drilled.config, chart.viewId);
  const ownFilters = built ? QuerySpecSchema.parse(built).filters.filter((filter) => !filter.aggOperator) : [];
  const dimensions = dimensionEntries(drilled.config);
  const pointFilters: QueryFilter[] = Object.entries(item.point ?? {}).flatMap(([uid, value]) => {
    const entry = dimensions.find((candidate) => candidate.field.uid === uid);
    return entry ? [pointFilter(entry, entry.field.column, value)] : [];
  });
  const sortColumn = item.sort && columns.includes(item.sort.uid) ? item.sort : undefined;
  return {
    viewId: chart.viewId,
    spec: QuerySpecSchema.parse({
      viewId: chart.viewId,
      columns: columns.map((column) => ({ column, alias: column })),
      filters: [...ownFilters, ...drilled.filters, ...pointFilters, ...context.filters],
      orders: sortColumn ? [{ column: sortColumn.uid, operator: sortColumn.order }] : [],
      functionColumns: drilled.config.computedFields.map((field) => ({ alias: field.name, snippet: field.expression })),
      params: { ...drilled.config.variables, ...context.params },
      pageInfo: { pageNo: item.pageNo, pageSize: Math.min(item.pageSize ?? DEFAULT_ROWS_PAGE_SIZE, MAX_ROWS_PAGE_SIZE), countTotal: true },
    }),
  };
}
