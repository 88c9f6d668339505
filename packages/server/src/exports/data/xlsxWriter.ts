import ExcelJS from 'exceljs';
import { formatDate } from '@redbi/charts';
import type { DataWriter, ExportColumn, ExportTable } from '../exportTypes';
import { excelDate, excelDateFormat, excelNumberFormat } from './excelFormats';
import { SheetNames } from './exportNames';

/** Excel's rows per sheet: a table longer than this goes on in a second sheet, `name (2)`, and so on. */
export const EXCEL_MAX_ROWS = 1_048_576;
/** Excel's longest text in a cell. */
const MAX_CELL_TEXT = 32_767;
/** Characters XML 1.0 cannot hold (a workbook with them does not open). */
// eslint-disable-next-line no-control-regex
const NOT_IN_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
const NUMBER_TEXT = /^-?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;

const textOf = (value: string): string => value.replace(NOT_IN_XML, '').slice(0, MAX_CELL_TEXT);

/** How one column writes its values into cells: numbers and dates as values (Excel sums and sorts them), the rest as text. */
function cellWriter(column: ExportColumn): (value: unknown) => unknown {
  if (column.kind === 'number') {
    return (value) => {
      if (typeof value === 'number' || value === null || value === undefined) return value ?? null;
      if (typeof value === 'bigint') return Number.isSafeInteger(Number(value)) ? Number(value) : value.toString();
      if (typeof value === 'string' && NUMBER_TEXT.test(value)) return Number(value);
      return textOf(String(value));
    };
  }
  if (column.kind === 'date') {
    const pattern = column.dateFormat;
    const asText = pattern !== undefined && excelDateFormat(pattern) === undefined;
    return (value) => {
      if (value === null || value === undefined) return null;
      if (asText) return formatDate(value, pattern);
      return excelDate(value) ?? textOf(String(value));
    };
  }
  return (value) => {
    if (value === null || value === undefined) return null;
    if (typeof value === 'boolean' || typeof value === 'number') return value;
    return textOf(value instanceof Date ? value.toISOString() : typeof value === 'string' ? value : JSON.stringify(value));
  };
}

/** Excel's number format of a column, when it has one. */
function numFmtOf(column: ExportColumn, locale: 'en' | 'zh'): string | undefined {
  if (column.kind === 'number') return excelNumberFormat(column.numberFormat, locale);
  if (column.kind === 'date') return column.dateFormat ? excelDateFormat(column.dateFormat) : 'yyyy-mm-dd hh:mm:ss';
  return undefined;
}

/**
 * Excel: a workbook streamed to the file with a sheet per table (named after its chart, made valid and
 * unique), bold frozen headers, the chart's number and date formats on the columns, and rows beyond Excel's
 * 1,048,576 continued on the next sheet. Rows are written as they arrive; nothing is held whole.
 */
export function createXlsxWriter({ maxSheetRows = EXCEL_MAX_ROWS }: { maxSheetRows?: number } = {}): DataWriter {
  return {
    format: 'xlsx',
    extensionFor: () => 'xlsx',
    contentTypeFor: () => 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',

    async write(tables: readonly ExportTable[], file, run) {
      const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useStyles: true, useSharedStrings: false });
      const names = new SheetNames();
      let rows = 0;

      const sheetFor = (table: ExportTable): ExcelJS.Worksheet => {
        const sheet = workbook.addWorksheet(names.next(table.name), { views: [{ state: 'frozen', ySplit: 1 }] });
        sheet.columns = table.columns.map((column) => {
          const numFmt = numFmtOf(column, run.locale);
          return { header: column.header, width: Math.min(50, Math.max(12, column.header.length + 2)), ...(numFmt ? { style: { numFmt } } : {}) };
        });
        sheet.getRow(1).font = { bold: true };
        return sheet;
      };

      for (const [index, table] of tables.entries()) {
        const writers = table.columns.map(cellWriter);
        let sheet = sheetFor(table);
        let sheetRows = 1;
        for await (const batch of table.rows) {
          run.signal.throwIfAborted();
          for (const row of batch) {
            if (sheetRows >= maxSheetRows) {
              sheet.commit();
              sheet = sheetFor(table);
              sheetRows = 1;
            }
            sheet.addRow(writers.map((write, column) => write(row[column]))).commit();
            sheetRows += 1;
          }
          rows += batch.length;
        }
        sheet.commit();
        run.progress((index + 1) / tables.length);
      }
      await workbook.commit();
      return { rows };
    },
  };
}
