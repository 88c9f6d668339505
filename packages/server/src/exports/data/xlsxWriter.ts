import { createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import yazl from 'yazl';
import { formatDate } from '@redbi/charts';
import type { DataWriter, ExportColumn, ExportTable } from '../exportTypes';
import { excelDate, excelDateFormat, excelNumberFormat } from './excelFormats';
import { SheetNames } from './exportNames';
import { columnLetters, excelSerial, packageParts, SHEET_END, sheetStart, stylesXml, xmlText } from './xlsxParts';

/** Excel's rows per sheet: a table longer than this goes on in a second sheet, `name (2)`, and so on. */
export const EXCEL_MAX_ROWS = 1_048_576;
/** Excel's longest text in a cell. */
const MAX_CELL_TEXT = 32_767;
const NUMBER_TEXT = /^-?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;
/** Sheets are XML, which compresses tenfold even at deflate's fastest level; a higher one costs more time than it saves bytes. */
const COMPRESSION_LEVEL = 1;

/** The style of the headers (bold) in stylesXml; number formats follow from 2. */
const HEADER_STYLE = 1;

/** Writes one value of a column as a cell of row `row` (empty for a null). */
type CellMarkup = (value: unknown, row: number) => string;

const textCell = (ref: string, text: string, style = ''): string => `<c r="${ref}"${style} t="inlineStr"><is><t xml:space="preserve">${xmlText(text.slice(0, MAX_CELL_TEXT))}</t></is></c>`;
const numberCell = (ref: string, number: number, style: string): string => `<c r="${ref}"${style}><v>${number}</v></c>`;

/** Any value as text: dates in ISO, objects as JSON. */
const asText = (value: unknown): string => (value instanceof Date ? value.toISOString() : typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value));

/** How one column writes its values: numbers and dates as values (Excel sums and sorts them) in the chart's format, the rest as text. */
function cellMarkupOf(column: ExportColumn, index: number, styleId: number | undefined): CellMarkup {
  const letters = columnLetters(index);
  const style = styleId === undefined ? '' : ` s="${styleId}"`;
  if (column.kind === 'number') {
    return (value, row) => {
      if (value === null || value === undefined) return '';
      const number = typeof value === 'number' ? value : typeof value === 'bigint' || (typeof value === 'string' && NUMBER_TEXT.test(value)) ? Number(value) : NaN;
      return Number.isFinite(number) ? numberCell(`${letters}${row}`, number, style) : textCell(`${letters}${row}`, asText(value));
    };
  }
  if (column.kind === 'date') {
    const pattern = column.dateFormat;
    const written = pattern !== undefined && excelDateFormat(pattern) === undefined;
    return (value, row) => {
      if (value === null || value === undefined) return '';
      if (written) return textCell(`${letters}${row}`, formatDate(value, pattern));
      const date = excelDate(value);
      return date ? numberCell(`${letters}${row}`, excelSerial(date), style) : textCell(`${letters}${row}`, asText(value));
    };
  }
  return (value, row) => {
    if (value === null || value === undefined) return '';
    if (typeof value === 'boolean') return `<c r="${letters}${row}" t="b"><v>${value ? 1 : 0}</v></c>`;
    if (typeof value === 'number' && Number.isFinite(value)) return numberCell(`${letters}${row}`, value, '');
    return textCell(`${letters}${row}`, asText(value));
  };
}

/** Excel's number format of a column, when it has one. */
function numFmtOf(column: ExportColumn, locale: 'en' | 'zh'): string | undefined {
  if (column.kind === 'number') return excelNumberFormat(column.numberFormat, locale);
  if (column.kind === 'date') return column.dateFormat ? excelDateFormat(column.dateFormat) : 'yyyy-mm-dd hh:mm:ss';
  return undefined;
}

/** The workbook's number formats, each a style (2, 3 …) shared by every column that uses it. */
class NumberStyles {
  readonly codes: string[] = [];
  styleOf(code: string | undefined): number | undefined {
    if (code === undefined) return undefined;
    const index = this.codes.indexOf(code);
    return 2 + (index >= 0 ? index : this.codes.push(code) - 1);
  }
}

/** A table's rows as they come from its source, taken a sheet's worth at a time (a batch may straddle two sheets). */
class RowCursor {
  private readonly iterator: AsyncIterator<readonly (readonly unknown[])[]>;
  private pending: readonly (readonly unknown[])[] = [];
  done = false;

  constructor(rows: ExportTable['rows']) {
    this.iterator = rows[Symbol.asyncIterator]();
  }

  /** Up to `max` rows; undefined once the source is done. */
  async take(max: number): Promise<readonly (readonly unknown[])[] | undefined> {
    while (this.pending.length === 0) {
      const next = await this.iterator.next();
      if (next.done) {
        this.done = true;
        return undefined;
      }
      this.pending = next.value;
    }
    const taken = this.pending.length <= max ? this.pending : this.pending.slice(0, max);
    this.pending = this.pending.length <= max ? [] : this.pending.slice(max);
    return taken;
  }

  /** Ends the source's read early (an error elsewhere): its statement stops. */
  async close(): Promise<void> {
    if (!this.done) await this.iterator.return?.();
  }
}

/** One sheet's XML: the header, then at most `maxRows` rows from `source`, a batch at a time. */
async function* sheetXml(table: ExportTable, cells: readonly CellMarkup[], source: RowCursor, maxRows: number, signal: AbortSignal, counted: (rows: number) => void): AsyncGenerator<string> {
  const widths = table.columns.map((column) => Math.min(50, Math.max(12, column.header.length + 2)));
  const header = table.columns.map((column, index) => textCell(`${columnLetters(index)}1`, column.header, ` s="${HEADER_STYLE}"`)).join('');
  yield `${sheetStart(widths)}<row r="1">${header}</row>`;
  let row = 1;
  for (let left = maxRows; left > 0; ) {
    const rows = await source.take(left);
    if (!rows) break;
    signal.throwIfAborted();
    let xml = '';
    for (const values of rows) {
      row += 1;
      xml += `<row r="${row}">`;
      for (let column = 0; column < cells.length; column += 1) xml += (cells[column] as CellMarkup)(values[column], row);
      xml += '</row>';
    }
    left -= rows.length;
    counted(rows.length);
    yield xml;
  }
  yield SHEET_END;
}

/**
 * Excel: an .xlsx written as it streams — its sheets' XML made a batch of rows at a time and deflated into
 * the file, read from the source only as fast as the file takes it, so memory stays flat however many rows
 * (exceljs's streaming writer held 880 MB for a million rows and took 45 times psql's \copy; see
 * bench/README.md, export). A sheet per table, named after its chart (made valid and unique), bold frozen
 * headers, numbers and dates as values in the chart's formats, and rows beyond Excel's 1,048,576 continued
 * on the next sheet.
 */
export function createXlsxWriter({ maxSheetRows = EXCEL_MAX_ROWS }: { maxSheetRows?: number } = {}): DataWriter {
  return {
    format: 'xlsx',
    extensionFor: () => 'xlsx',
    contentTypeFor: () => 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',

    async write(tables: readonly ExportTable[], file, run) {
      const zip = new yazl.ZipFile();
      const output = zip.outputStream as unknown as Readable;
      const written = pipeline(output, createWriteStream(file));
      const styles = new NumberStyles();
      const names = new SheetNames();
      const sheetNames: string[] = [];
      let rows = 0;
      const counted = (count: number) => {
        rows += count;
      };
      try {
        for (const [index, table] of tables.entries()) {
          const cells = table.columns.map((column, at) => cellMarkupOf(column, at, styles.styleOf(numFmtOf(column, run.locale))));
          const source = new RowCursor(table.rows);
          try {
            do {
              sheetNames.push(names.next(table.name));
              const sheet = Readable.from(sheetXml(table, cells, source, maxSheetRows - 1, run.signal, counted), { highWaterMark: 1 });
              zip.addReadStream(sheet, `xl/worksheets/sheet${sheetNames.length}.xml`, { compressionLevel: COMPRESSION_LEVEL });
              // yazl reads one entry after another and does not pass on an entry's failure: it is awaited here.
              await finished(sheet);
            } while (!source.done);
          } finally {
            await source.close();
          }
          run.progress((index + 1) / tables.length);
        }
        for (const part of packageParts(sheetNames)) zip.addBuffer(Buffer.from(part.xml), part.name, { compressionLevel: COMPRESSION_LEVEL });
        zip.addBuffer(Buffer.from(stylesXml(styles.codes)), 'xl/styles.xml');
        zip.end();
        await written;
      } catch (error) {
        output.destroy(error as Error);
        await written.catch(() => undefined);
        throw error;
      }
      return { rows };
    },
  };
}
