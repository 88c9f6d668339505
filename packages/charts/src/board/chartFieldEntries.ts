import type { ChartConfig, ChartField, PointValue } from '@redbi/shared/domain';
import type { QueryFilter } from '@redbi/shared/query';
import type { DataSection } from '../chartDefinition';
import { isAggregated } from '../query/buildQuery';
import { findChartType } from '../registry';

/** A field a chart shows, with its section and whether the query aggregates it. */
export interface ChartFieldEntry {
  field: ChartField;
  section: DataSection;
  aggregated: boolean;
}

/** The fields a chart shows (every section but filters), in section order; none when its type is unknown. */
export function chartFieldEntries(config: ChartConfig): ChartFieldEntry[] {
  const definition = findChartType(config.chartType);
  if (!definition) return [];
  return definition.sections
    .filter((section) => section.kind !== 'filter')
    .flatMap((section) => (config.sections[section.key] ?? []).map((field) => ({ field, section, aggregated: isAggregated(config, section, field) })));
}

/** The fields that tell a data point apart: the ones shown but not aggregated. */
export const dimensionEntries = (config: ChartConfig): ChartFieldEntry[] => chartFieldEntries(config).filter((entry) => !entry.aggregated);

/**
 * The filter that keeps the rows of one clicked value: `column` equal to it (at the field's date level,
 * since the point shows the truncated date), or empty for a null.
 */
export function pointFilter(entry: ChartFieldEntry, column: string, value: PointValue): QueryFilter {
  const dateLevel = entry.field.dateLevel && entry.section.dateLevels ? { dateLevel: entry.field.dateLevel } : {};
  if (value === null) return { column, ...dateLevel, sqlOperator: 'IS_NULL', values: [] };
  return { column, ...dateLevel, sqlOperator: 'EQ', values: [{ value }] };
}
