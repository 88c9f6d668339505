import { fieldFormatter, findChartType, isAggregated, type ChartData, type FormatLocale } from '@redbi/charts';
import type { ChartConfig, ChartField, PointValue } from '@redbi/shared/domain';

/** What ECharts tells of a clicked item: its category or slice name, its series, and its index in the series' data. */
export interface ClickedItem {
  name?: string;
  seriesName?: string;
  dataIndex?: number;
}

/** The joiners the chart types use: categories of several dimensions ('East / 2024-03'), series by colour ('East · Sales'). */
const JOINERS = /\s\/\s|\s·\s/;

/** The fields that tell the chart's points apart: those it shows without aggregating them (the query groups by them). */
function dimensionFields(config: ChartConfig): ChartField[] {
  const definition = findChartType(config.chartType);
  if (!definition) return [];
  return definition.sections
    .filter((section) => section.kind !== 'filter')
    .flatMap((section) => (config.sections[section.key] ?? []).filter((field) => !isAggregated(config, section, field)));
}

const pointValue = (value: unknown): PointValue =>
  value === null || value === undefined ? null : typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? value : String(value);

/**
 * The values of the chart's dimension fields (by uid) at a clicked item, read back from the chart's rows —
 * the same for every chart type, since every field is a column named by its uid. The item's category and
 * series names are the dimensions' values as drawn (formatted by level), so the row whose written values
 * match the most of them is the point clicked, and only the matching fields are reported; when no name
 * matches (a scatter point), the row at the item's data index gives every dimension. Undefined when
 * neither finds a row.
 */
export function chartPointValues(config: ChartConfig, data: ChartData, item: ClickedItem, locale: FormatLocale): Record<string, PointValue> | undefined {
  const dimensions = dimensionFields(config)
    .map((field) => ({ uid: field.uid, format: fieldFormatter(field, locale, true), index: data.columns.findIndex((column) => column.name === field.uid) }))
    .filter((dimension) => dimension.index >= 0);
  const names = [item.name, item.seriesName].filter((name): name is string => typeof name === 'string' && name !== '');
  const tokens = new Set(names.flatMap((name) => [name, ...name.split(JOINERS)]));
  let best: { row: readonly unknown[]; matched: typeof dimensions } | undefined;
  for (const row of data.rows) {
    const matched = dimensions.filter((dimension) => tokens.has(dimension.format(row[dimension.index])));
    if (matched.length > (best?.matched.length ?? 0)) best = { row, matched };
    if (best && best.matched.length === dimensions.length) break;
  }
  const fallback = item.dataIndex !== undefined ? data.rows[item.dataIndex] : undefined;
  const chosen = best ?? (fallback && { row: fallback, matched: dimensions });
  if (!chosen) return undefined;
  return Object.fromEntries(chosen.matched.map((dimension) => [dimension.uid, pointValue(chosen.row[dimension.index])]));
}
