import { fieldTitle, findChartType, isAggregated } from '@redbi/charts';
import type { ChartConfig } from '@redbi/shared/domain';

/** A field of the clicked chart that a linkage or a jump can pass on. */
export interface SourceField {
  uid: string;
  column: string;
  /** As the chart names it: alias, AGG(column), or the column. */
  label: string;
  /** A metric: its value is an aggregate, which only an explicit mapping passes on. */
  aggregated: boolean;
}

/**
 * The fields a chart shows (every section but the filters), in section order, by uid: what a click on one of
 * its data points carries. None when the chart type is unknown.
 */
export function chartSourceFields(config: ChartConfig): SourceField[] {
  const definition = findChartType(config.chartType);
  if (!definition) return [];
  const seen = new Set<string>();
  return definition.sections
    .filter((section) => section.kind !== 'filter')
    .flatMap((section) => (config.sections[section.key] ?? []).map((field) => ({ field, section })))
    .filter(({ field }) => !seen.has(field.uid) && seen.add(field.uid))
    .map(({ field, section }) => ({ uid: field.uid, column: field.column, label: fieldTitle(config, section, field), aggregated: isAggregated(config, section, field) }));
}

/**
 * What a linkage without mappings does (the board core's rule): each dimension of the clicked point filters
 * the target's column of the same name. Only the pairs whose column the target's view has.
 */
export const sameNamePairs = (fields: readonly SourceField[], targetColumns: readonly string[]): SourceField[] =>
  fields.filter((field) => !field.aggregated && targetColumns.includes(field.column));
