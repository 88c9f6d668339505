import type { ChartBuildInput, ChartOutput, PivotModel } from '../../chartDefinition';
import { chartText } from '../../i18n/chartMessages';
import { withAlignedDecimals } from '../table/alignedDecimals';
import { totalOf } from '../table/columnTotal';
import { tableFieldsOf, valueIn, type TableField } from '../table/tableFields';
import { tableStyleOf } from '../table/tableStyle';
import { axisLeaves, levelRuns, pathKeyOf, type AxisLeaf } from './pivotAxis';
import { pivotSections } from './sections';

type Row = readonly unknown[];
type Header = { text: string; span: number };

/**
 * The result rows by every crossing a pivot shows: a cell (row leaf × column leaf), a row's total column,
 * a first-row-field group's subtotal cells and total, a column's grand total, and the grand total. One pass
 * over the rows; subtotals and totals are then computed from the values of the rows beneath them.
 */
function bucketRows(rows: readonly Row[], rowFields: readonly TableField[], columnFields: readonly TableField[]) {
  const buckets = new Map<string, Row[]>();
  const add = (key: string, row: Row) => {
    const list = buckets.get(key);
    if (list) list.push(row);
    else buckets.set(key, [row]);
  };
  for (const row of rows) {
    const rowKey = pathKeyOf(rowFields, row);
    const groupKey = pathKeyOf(rowFields.slice(0, 1), row);
    const columnKey = pathKeyOf(columnFields, row);
    add(`cell ${rowKey} ${columnKey}`, row);
    add(`row ${rowKey}`, row);
    add(`group ${groupKey} ${columnKey}`, row);
    add(`group ${groupKey}`, row);
    add(`column ${columnKey}`, row);
    add('all', row);
  }
  return (key: string): readonly Row[] => buckets.get(key) ?? [];
}

/** A data cell shows its row's value; a subtotal or total, the metric's total rule over the rows beneath. */
function metricText(rows: readonly Row[], metric: TableField, single: boolean): string {
  if (rows.length === 0) return '';
  if (single && rows.length === 1) return metric.format(valueIn(rows[0]!, metric));
  const total = totalOf(metric.totalRule, rows.map((row) => valueIn(row, metric)));
  return total === undefined ? '' : metric.format(total);
}

const blanks = (count: number): Header[] => Array.from({ length: count }, () => ({ text: '', span: 1 }));

/**
 * The pivot table: one header row per column field (plus a row of metric names when there are several
 * metrics, or no column field to name the metric), row headers spanning their groups, cells in each
 * metric's format, subtotal rows after each group of the first row field, a grand total row and a total
 * column. Row header cells are listed on the row where they start and fill the last columns of the row
 * header area (a cell of the first field spans its group's rows, so the rows below it list one cell fewer).
 */
export function buildPivotOption({ config, settings, data, context }: ChartBuildInput): ChartOutput {
  const { locale } = context;
  const rowFields = tableFieldsOf(config, pivotSections.rows, data, locale);
  const columnFields = tableFieldsOf(config, pivotSections.columns, data, locale);
  const metrics = tableFieldsOf(config, pivotSections.metrics, data, locale).map((metric) =>
    withAlignedDecimals(metric, data.rows.map((row) => valueIn(row, metric)), locale),
  );
  const rowLeaves: AxisLeaf[] = data.rows.length ? axisLeaves(rowFields, data.rows) : [];
  const columnLeaves = axisLeaves(columnFields, data.rows);
  const totals = settings.bool('pivot.totals');
  const totalColumn = totals && columnFields.length > 0;
  const subtotals = settings.bool('pivot.subtotals') && rowFields.length > 1;
  const rowsOf = bucketRows(data.rows, rowFields, columnFields);
  const totalText = chartText(locale, 'text.total');

  const columnHeaders: Header[][] = columnFields.map((field, level) => [
    ...levelRuns(columnLeaves, level).map((run) => ({ text: field.format(run.value), span: run.count * metrics.length })),
    ...(totalColumn ? [{ text: level === 0 ? totalText : '', span: metrics.length }] : []),
  ]);
  if (metrics.length > 1 || columnFields.length === 0) {
    const names = metrics.map((metric) => ({ text: metric.title, span: 1 }));
    columnHeaders.push([...columnLeaves.flatMap(() => names), ...(totalColumn ? names : [])]);
  }

  const cellsOf = (prefix: string, totalKey: string, single: boolean): string[] => [
    ...columnLeaves.flatMap((column) => metrics.map((metric) => metricText(rowsOf(`${prefix} ${column.key}`), metric, single))),
    ...(totalColumn ? metrics.map((metric) => metricText(rowsOf(totalKey), metric, false)) : []),
  ];

  const rows: PivotModel['rows'] = [];
  const groupRuns = rowFields.length ? levelRuns(rowLeaves, 0) : [];
  const runsByLevel = rowFields.map((_, level) => new Map(levelRuns(rowLeaves, level).map((run) => [run.start, run])));
  rowLeaves.forEach((leaf, index) => {
    const headers = rowFields.flatMap((field, level) => {
      const run = runsByLevel[level]!.get(index);
      return run ? [{ text: field.format(run.value), span: run.count + (subtotals && level === 0 ? 1 : 0) }] : [];
    });
    rows.push({ headers, cells: cellsOf(`cell ${leaf.key}`, `row ${leaf.key}`, true), kind: 'data' });
    const group = groupRuns.find((run) => run.start + run.count - 1 === index);
    if (subtotals && group) {
      const groupKey = leaf.keys[0]!;
      rows.push({
        headers: [{ text: chartText(locale, 'text.subtotal'), span: 1 }, ...blanks(rowFields.length - 2)],
        cells: cellsOf(`group ${groupKey}`, `group ${groupKey}`, false),
        kind: 'subtotal',
      });
    }
  });
  if (totals && rowFields.length > 0 && rowLeaves.length > 0) {
    rows.push({ headers: [{ text: totalText, span: 1 }, ...blanks(rowFields.length - 1)], cells: cellsOf('column', 'all', false), kind: 'total' });
  }

  const pivot: PivotModel = {
    columnHeaders,
    rowHeaderTitles: rowFields.map((field) => field.title),
    rows,
    style: tableStyleOf(context, { fontSize: settings.num('text.fontSize'), lineHeight: settings.num('text.lineHeight'), stripe: false }),
  };
  return { kind: 'pivot', pivot };
}
