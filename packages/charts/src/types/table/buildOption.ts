import type { ChartBuildInput, ChartData, ChartOutput, TableModel } from '../../chartDefinition';
import type { FormatLocale } from '../../format/numberFormat';
import { chartText } from '../../i18n/chartMessages';
import { withAlignedDecimals } from './alignedDecimals';
import { columnColors, type CellColors, type ColorScale } from './conditionalColors';
import { totalOf } from './columnTotal';
import { tableSections } from './sections';
import { columnWidthOf } from './settings';
import { tableFieldsOf, valueIn, type TableField } from './tableFields';
import { tableStyleOf } from './tableStyle';

/**
 * Are all the result's rows here? The query pages on the server, so a totals row over a page would be the
 * total of that page only, and 'Total' would be wrong: totals are shown only when data.total is unknown
 * (not counted: the rows are the whole result) or no larger than the rows given.
 */
const holdsAllRows = (data: ChartData) => data.total === undefined || data.total <= data.rows.length;

/** The totals row: each column's total by its rule (columnTotal.ts), 'Total' in the first column without one. */
function totalsRow(fields: readonly TableField[], data: ChartData, locale: FormatLocale): TableModel['totals'] {
  const totals = fields.map((field) => totalOf(field.totalRule, data.rows.map((row) => valueIn(row, field))));
  if (totals.every((total) => total === undefined)) return undefined;
  const labelAt = totals.findIndex((total) => total === undefined);
  return fields.map((field, index) => ({
    text: index === labelAt ? chartText(locale, 'text.total') : totals[index] === undefined ? '' : field.format(totals[index]),
  }));
}

export function buildTableOption({ config, settings, data, context }: ChartBuildInput): ChartOutput {
  const fields = tableFieldsOf(config, tableSections.columns, data, context.locale).map((field) =>
    withAlignedDecimals(field, data.rows.map((row) => valueIn(row, field)), context.locale),
  );
  const width = columnWidthOf(settings.str('table.columnWidth'));
  const scale = settings.bool('conditional.enabled') ? (settings.str('conditional.scale') as ColorScale) : undefined;
  const colors: ((CellColors | undefined)[] | undefined)[] = fields.map((field) =>
    scale && field.numeric ? columnColors(data.rows.map((row) => valueIn(row, field)), scale) : undefined,
  );
  const totals = settings.bool('table.totals') && holdsAllRows(data) ? totalsRow(fields, data, context.locale) : undefined;
  const table: TableModel = {
    columns: fields.map(({ field, title, numeric }) => {
      const sort = field.sort?.order === 'ASC' || field.sort?.order === 'DESC' ? field.sort.order : undefined;
      return { uid: field.uid, title, align: numeric ? 'right' : 'left', ...(width ? { width } : {}), sortable: true, ...(sort ? { sort } : {}) };
    }),
    rows: data.rows.map((row, rowIndex) => ({
      cells: fields.map((field, column) => {
        const value = valueIn(row, field);
        return { text: field.format(value), value, ...colors[column]?.[rowIndex] };
      }),
    })),
    ...(totals ? { totals } : {}),
    page: { pageNo: data.pageNo ?? 1, pageSize: data.pageSize ?? settings.num('table.pageSize'), ...(data.total === undefined ? {} : { total: data.total }) },
    style: tableStyleOf(context, { fontSize: settings.num('text.fontSize'), lineHeight: settings.num('text.lineHeight'), stripe: settings.bool('table.stripe') }),
  };
  return { kind: 'table', table };
}
