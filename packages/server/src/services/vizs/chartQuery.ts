import { aggregateOf, buildChartQuery, isAggregated, type ChartDefinition } from '@redbi/charts';
import type { ChartConfig, ChartDataRequest, ChartViewerDataRequest } from '@redbi/shared/domain';
import { AppError } from '@redbi/shared/errors';
import { QuerySpecSchema, type QueryOrder, type QuerySpec } from '@redbi/shared/query';

/** The order a viewer asks for: by a field the chart shows (any section but filters), named by its uid. */
function requestedOrder(definition: ChartDefinition, config: ChartConfig, sort: NonNullable<ChartDataRequest['sort']>): QueryOrder {
  for (const section of definition.sections) {
    if (section.kind === 'filter') continue;
    const field = (config.sections[section.key] ?? []).find((candidate) => candidate.uid === sort.uid);
    if (!field) continue;
    return {
      column: field.column,
      ...(field.dateLevel && section.dateLevels ? { dateLevel: field.dateLevel } : {}),
      operator: sort.order,
      ...(isAggregated(config, section, field) ? { aggOperator: aggregateOf(field) } : {}),
    };
  }
  throw new AppError('VALIDATION', { messageKey: 'validation.chartSortField', params: { uid: sort.uid } });
}

const sameField = (a: QueryOrder, b: QueryOrder): boolean =>
  JSON.stringify([a.column, a.dateLevel, a.aggOperator]) === JSON.stringify([b.column, b.dateLevel, b.aggOperator]);

/**
 * A saved chart's query for one of its viewers: built from the stored config alone (the same builder as
 * the workbench), then the viewer's page — no larger than the page its type asks for — and order, by a
 * field the chart shows, ahead of the chart's own orders. A type that counts its rows (tables) still does.
 * A signed-in viewer's query-variable values (a jump's parameters) go in as the spec's params, which the
 * runner's resolveVariables accepts only for variables the caller may set (QUERY_INVALID otherwise). Nothing else
 * of the request reaches the query, so View on a chart reads only what the chart shows; the SQL is never
 * answered. Undefined when the chart has no field to ask for.
 */
export function viewerQuery(definition: ChartDefinition, config: ChartConfig, viewId: string, request: ChartDataRequest | ChartViewerDataRequest): QuerySpec | undefined {
  const built = buildChartQuery(definition, config, viewId);
  if (!built) return undefined;
  const spec = QuerySpecSchema.parse(built);
  const first = request.sort ? requestedOrder(definition, config, request.sort) : undefined;
  return {
    ...spec,
    orders: first ? [first, ...spec.orders.filter((order) => !sameField(order, first))] : spec.orders,
    pageInfo: {
      pageNo: request.pageNo,
      pageSize: Math.min(request.pageSize ?? spec.pageInfo.pageSize, spec.pageInfo.pageSize),
      countTotal: request.countTotal || spec.pageInfo.countTotal,
    },
    params: 'params' in request ? { ...spec.params, ...request.params } : spec.params,
    script: false,
  };
}
