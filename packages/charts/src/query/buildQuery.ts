import type { ChartConfig, ChartField } from '@redbi/shared/domain';
import type { QuerySpecInput } from '@redbi/shared/query';
import type { ChartDefinition, DataSection } from '../chartDefinition';

/** Sections whose fields are dimensions (grouped by) and those whose fields are metrics (aggregated). */
const groupKinds = new Set<DataSection['kind']>(['group', 'color']);
const aggregateKinds = new Set<DataSection['kind']>(['aggregate', 'size', 'info']);

/** A metric's aggregation: its own, else SUM for numbers and COUNT for the rest. */
export const aggregateOf = (field: ChartField) => (field.aggregate && field.aggregate !== 'NONE' ? field.aggregate : field.type === 'numeric' ? 'SUM' : 'COUNT');

/** Is this field, in this section, aggregated by the query? */
export function isAggregated(config: ChartConfig, section: DataSection, field: ChartField): boolean {
  if (!config.aggregation) return false;
  if (aggregateKinds.has(section.kind)) return true;
  return section.kind === 'mixed' && field.aggregate !== undefined && field.aggregate !== 'NONE';
}

/**
 * The default chart config → QuerySpec (ARCHITECTURE §4.7), used by the workbench and the server alike.
 * Every field becomes one result column named by its uid; dimensions are grouped by (with their date
 * level), metrics aggregated; detail mode (aggregation off) reads raw columns. Filters come from the filter
 * section; orders from each field's sort (custom orders are applied to the rows by the chart). Undefined when
 * the chart has no field to ask for.
 */
export function buildDefaultQuery(definition: ChartDefinition, config: ChartConfig, viewId: string): QuerySpecInput | undefined {
  const spec = {
    viewId,
    columns: [] as NonNullable<QuerySpecInput['columns']>,
    aggregators: [] as NonNullable<QuerySpecInput['aggregators']>,
    groups: [] as NonNullable<QuerySpecInput['groups']>,
    filters: [] as NonNullable<QuerySpecInput['filters']>,
    orders: [] as NonNullable<QuerySpecInput['orders']>,
  };
  for (const section of definition.sections) {
    for (const field of config.sections[section.key] ?? []) {
      const ref = { column: field.column, ...(field.dateLevel && section.dateLevels ? { dateLevel: field.dateLevel } : {}) };
      if (section.kind === 'filter') {
        if (field.filter) spec.filters.push({ ...ref, sqlOperator: field.filter.operator, values: field.filter.values, ...(field.filter.aggregate && config.aggregation ? { aggOperator: field.filter.aggregate } : {}) });
        continue;
      }
      const aggregated = isAggregated(config, section, field);
      if (aggregated) spec.aggregators.push({ ...ref, sqlOperator: aggregateOf(field), alias: field.uid });
      else if (config.aggregation && (groupKinds.has(section.kind) || section.kind === 'mixed')) spec.groups.push({ ...ref, alias: field.uid });
      else spec.columns.push({ ...ref, alias: field.uid });
      if (field.sort && field.sort.order !== 'CUSTOM') {
        spec.orders.push({ ...ref, operator: field.sort.order, ...(aggregated ? { aggOperator: aggregateOf(field) } : {}) });
      }
    }
  }
  if (spec.columns.length + spec.aggregators.length + spec.groups.length === 0) return undefined;
  return {
    ...spec,
    functionColumns: config.computedFields.map((field) => ({ alias: field.name, snippet: field.expression })),
    pageInfo: { pageNo: 1, pageSize: config.pageSize, countTotal: false },
    params: config.variables,
  };
}

/** The chart's QuerySpec: its type's own builder, or the default. */
export function buildChartQuery(definition: ChartDefinition, config: ChartConfig, viewId: string): QuerySpecInput | undefined {
  return definition.buildQuery ? definition.buildQuery(config, viewId) : buildDefaultQuery(definition, config, viewId);
}
