import { createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yazl from 'yazl';
import type { DataWriter, ExportColumn, ExportProgress, ExportTable } from '../exportTypes';
import { FileNames } from './exportNames';

/** Excel opens a UTF-8 CSV as UTF-8 only with a byte-order mark first. */
const BOM = '\uFEFF';
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;
/** A text cell a spreadsheet would run as a formula (CSV injection): written with a leading apostrophe. */
const FORMULA_START = /^[=+\-@\t\r]/;

const quoted = (text: string): string => (NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/** How a column's values are written: as the source answered them (numbers plain, dates ISO), text made safe. */
function cellWriterOf(column: ExportColumn): (value: unknown) => string {
  return (value) => {
    if (value === null || value === undefined) return '';
    if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') return String(value);
    const text = value instanceof Date ? value.toISOString() : typeof value === 'string' ? value : JSON.stringify(value);
    return quoted(column.kind === 'string' && FORMULA_START.test(text) ? `'${text}` : text);
  };
}

/** A table as CSV text (RFC 4180, CRLF, the headers first), a batch of rows at a time; counts rows into `counter`. */
async function* csvOf(table: ExportTable, counter: { rows: number }, signal: AbortSignal): AsyncGenerator<string> {
  const { columns } = table;
  const cells = columns.map(cellWriterOf);
  yield `${BOM}${columns.map((column) => quoted(column.header)).join(',')}\r\n`;
  for await (const batch of table.rows) {
    signal.throwIfAborted();
    let text = '';
    for (const row of batch) {
      for (let index = 0; index < cells.length; index += 1) {
        if (index > 0) text += ',';
        text += (cells[index] as (value: unknown) => string)(row[index]);
      }
      text += '\r\n';
    }
    counter.rows += batch.length;
    yield text;
  }
}

/**
 * CSV: one table is one .csv file; several (a dashboard's charts) are a zip of one .csv per chart, named
 * after them. The text streams to the file as the rows arrive — nothing is held whole.
 */
export const csvWriter: DataWriter = {
  format: 'csv',
  extensionFor: (tableCount) => (tableCount === 1 ? 'csv' : 'zip'),
  contentTypeFor: (tableCount) => (tableCount === 1 ? 'text/csv; charset=utf-8' : 'application/zip'),

  async write(tables, file, run: ExportProgress) {
    const counter = { rows: 0 };
    const [only] = tables;
    if (tables.length === 1 && only) {
      await pipeline(Readable.from(csvOf(only, counter, run.signal), { highWaterMark: 1 }), createWriteStream(file));
      run.progress(1);
      return counter;
    }
    const zip = new yazl.ZipFile();
    const output = zip.outputStream as unknown as Readable;
    const names = new FileNames('csv');
    tables.forEach((table, index) => {
      // yazl reads one entry after another: a table's query starts when its turn comes. It does not pass on
      // an entry's failure (a database error, a cancel): the zip's output fails with it, and so the write.
      const text = Readable.from(csvOf(table, counter, run.signal), { highWaterMark: 1 });
      text.once('error', (error) => output.destroy(error));
      text.once('end', () => run.progress((index + 1) / tables.length));
      zip.addReadStream(text, names.next(table.name));
    });
    zip.end();
    await pipeline(output, createWriteStream(file));
    return counter;
  },
};
