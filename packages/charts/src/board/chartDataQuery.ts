import type { DataChartWidget } from '@redbi/shared/domain';
import { QuerySpecSchema, type QueryOrder } from '@redbi/shared/query';
import { aggregateOf, buildChartQuery } from '../query/buildQuery';
import { chartExtraQueries } from '../query/extraQueries';
import { findChartType } from '../registry';
import type { WidgetQueryInput, WidgetQueryResult } from './boardTypes';
import { chartFieldEntries } from './chartFieldEntries';
import { drilledConfig, drillHierarchy } from './drill';
import { boardQueryContext, linkedChartDeleted } from './queryContext';
import { chartOfWidget } from './references';

const sameField = (a: QueryOrder, b: QueryOrder): boolean => JSON.stringify([a.column, a.dateLevel, a.aggOperator]) === JSON.stringify([b.column, b.dateLevel, b.aggOperator]);

/**
 * A chart widget's data: the chart's own query (the workbench's builder, on the drilled config), ANDed
 * with the drill path, the board's controllers and linkages; the viewer's page — never larger than the
 * chart's — and order by a field the chart shows, ahead of the chart's own orders (as for a saved chart's viewers).
 * The chart's extra queries (a score card's comparison and sparkline) are built from that very query, so the
 * board's filters reach them too.
 */
export function chartDataQuery(input: WidgetQueryInput & { widget: DataChartWidget }): WidgetQueryResult {
  const { widget, item } = input;
  const chart = chartOfWidget(widget, input.charts);
  if (!chart) return { error: linkedChartDeleted };
  const definition = findChartType(chart.config.chartType);
  if (!definition) return { error: { errCode: 'VALIDATION', messageKey: 'validation.chartTypeUnknown', params: { type: chart.config.chartType } } };
  const drilled = item.drill && drillHierarchy(widget, input.charts).length > 0 ? drilledConfig(chart.config, definition, item.drill) : { config: chart.config, filters: [] };
  const built = buildChartQuery(definition, drilled.config, chart.viewId);
  if (!built) return undefined;
  const context = boardQueryContext(input, chart.viewId);
  if ('error' in context) return context;
  const spec = QuerySpecSchema.parse(built);
  let orders = spec.orders;
  if (item.sort) {
    const entry = chartFieldEntries(drilled.config).find((candidate) => candidate.field.uid === item.sort?.uid);
    if (!entry) return { error: { errCode: 'VALIDATION', messageKey: 'validation.chartSortField', params: { uid: item.sort.uid } } };
    const first: QueryOrder = {
      column: entry.field.column,
      ...(entry.field.dateLevel && entry.section.dateLevels ? { dateLevel: entry.field.dateLevel } : {}),
      operator: item.sort.order,
      ...(entry.aggregated ? { aggOperator: aggregateOf(entry.field) } : {}),
    };
    orders = [first, ...spec.orders.filter((order) => !sameField(order, first))];
  }
  const asked = QuerySpecSchema.parse({
    ...spec,
    filters: [...spec.filters, ...drilled.filters, ...context.filters],
    params: { ...spec.params, ...context.params },
    orders,
    pageInfo: { pageNo: item.pageNo, pageSize: Math.min(item.pageSize ?? spec.pageInfo.pageSize, spec.pageInfo.pageSize), countTotal: spec.pageInfo.countTotal },
    script: false,
  });
  const extras = item.kind === 'data' ? chartExtraQueries(definition, drilled.config, asked, input.now) : {};
  return { viewId: chart.viewId, spec: asked, ...(Object.keys(extras).length > 0 ? { extras } : {}) };
}
