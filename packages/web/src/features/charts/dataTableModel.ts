import { columnIndex, fieldFormatter, fieldTitle, findChartType, type ChartData } from '@redbi/charts';
import type { ChartConfig } from '@redbi/shared/domain';
import type { Locale } from '@redbi/shared/i18n';

export interface DataTableModel {
  columns: { uid: string; title: string; numeric: boolean }[];
  /** Cells as the chart writes them (its number and date formats), row by row. */
  rows: string[][];
  /** Rows in the data, of which `rows` shows the first ones. */
  rowCount: number;
}

/**
 * A chart's data as a plain table (every chart is also readable as a table): one column per placed field,
 * in section order, titled and formatted as the chart titles and formats it. Filter fields ask nothing of
 * the result and are left out, as are fields the result has no column for.
 */
export function chartDataTable(config: ChartConfig, data: ChartData, locale: Locale, maxRows: number): DataTableModel {
  const definition = findChartType(config.chartType);
  const placed = (definition?.sections ?? [])
    .filter((section) => section.kind !== 'filter')
    .flatMap((section) => (config.sections[section.key] ?? []).map((field) => ({ section, field, index: columnIndex(data, field.uid) })))
    .filter(({ index }, position, all) => index >= 0 && all.findIndex((other) => other.index === index) === position);
  const columns = placed.map(({ section, field, index }) => ({
    uid: field.uid,
    title: fieldTitle(config, section, field),
    numeric: data.columns[index]?.type === 'number',
    format: fieldFormatter(field, locale),
    index,
  }));
  return {
    columns: columns.map(({ uid, title, numeric }) => ({ uid, title, numeric })),
    rows: data.rows.slice(0, maxRows).map((row) => columns.map(({ format, index }) => format(row[index]))),
    rowCount: data.rows.length,
  };
}
