import ExcelJS from 'exceljs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv, zipEntries } from '../../testing/exportFiles';
import type { ExportColumn, ExportTable } from '../exportTypes';
import { csvWriter } from './csvWriter';
import { createXlsxWriter } from './xlsxWriter';

const columns: ExportColumn[] = [
  { header: 'Région, "区域"', kind: 'string' },
  { header: 'Amount', kind: 'number', numberFormat: { kind: 'numeric', decimals: 2 } },
  { header: 'Month', kind: 'date', dateFormat: 'YYYY-MM' },
];

/** A table whose rows come in batches, as a source streams them; `fail` throws after the first batch. */
function tableOf(name: string, batches: unknown[][][], fail?: Error): ExportTable {
  return {
    name,
    columns,
    rows: {
      async *[Symbol.asyncIterator]() {
        for (const [index, batch] of batches.entries()) {
          if (fail && index === 1) throw fail;
          yield batch;
        }
      },
    },
  };
}

const run = (signal = new AbortController().signal) => ({ signal, progress: () => undefined, locale: 'en' as const });
const rows = [
  [['north', 300, '2024-03-01'], ['=HYPERLINK("x")', '12.5', null]],
  [['line\nbreak', -4, '2024-04-15T00:00:00Z']],
];

describe('data writers', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'redbi-writers-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('writes one table as a CSV: a BOM, quoted headers, CRLF, values as the source gave them, formulas defused', async () => {
    const file = join(dir, 'one.csv');
    expect(await csvWriter.write([tableOf('Sales', rows)], file, run())).toEqual({ rows: 3 });
    const text = await readFile(file, 'utf8');
    expect(text.startsWith('\uFEFF"Région, ""区域""",Amount,Month\r\n')).toBe(true);
    expect(parseCsv(text.slice(1))).toEqual([
      ['Région, "区域"', 'Amount', 'Month'],
      ['north', '300', '2024-03-01'],
      ['\'=HYPERLINK("x")', '12.5', ''],
      ['line\nbreak', '-4', '2024-04-15T00:00:00Z'],
    ]);
    expect(csvWriter.extensionFor(1)).toBe('csv');
  });

  it('writes several tables as a zip of CSVs named after their charts', async () => {
    const file = join(dir, 'many.zip');
    expect(await csvWriter.write([tableOf('Sales', rows), tableOf('Sales', [[['x', 1, null]]])], file, run())).toEqual({ rows: 4 });
    const entries = zipEntries(await readFile(file));
    expect([...entries.keys()]).toEqual(['Sales.csv', 'Sales (2).csv']);
    expect(parseCsv(entries.get('Sales (2).csv')!.toString('utf8').slice(1))).toEqual([
      ['Région, "区域"', 'Amount', 'Month'],
      ['x', '1', ''],
    ]);
    expect(csvWriter.extensionFor(2)).toBe('zip');
  });

  it('fails the write, never hangs, when a table’s rows fail midway (alone or in a zip) or the run is aborted', async () => {
    const broken = () => tableOf('Broken', rows, new Error('relation "gone" does not exist'));
    await expect(csvWriter.write([broken()], join(dir, 'broken.csv'), run())).rejects.toThrow('relation "gone" does not exist');
    await expect(csvWriter.write([tableOf('Fine', rows), broken()], join(dir, 'broken.zip'), run())).rejects.toThrow('relation "gone" does not exist');
    await expect(createXlsxWriter().write([broken()], join(dir, 'broken.xlsx'), run())).rejects.toThrow('relation "gone" does not exist');
    const aborted = new AbortController();
    aborted.abort(new Error('cancelled'));
    await expect(csvWriter.write([tableOf('Sales', rows)], join(dir, 'aborted.csv'), run(aborted.signal))).rejects.toThrow('cancelled');
  });

  it('writes Excel with a sheet per table, values as values with the chart’s formats, and long tables continued', async () => {
    const file = join(dir, 'book.xlsx');
    const writer = createXlsxWriter({ maxSheetRows: 3 });
    expect(await writer.write([tableOf('Sales [all]', rows), tableOf('Sales [all]', [[['x\u0001y', 'n/a', 'soon']]])], file, run())).toEqual({ rows: 4 });
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(file);
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual(['Sales _all_', 'Sales _all_ (2)', 'Sales _all_ (3)']);
    const [first, rest, second] = book.worksheets as [ExcelJS.Worksheet, ExcelJS.Worksheet, ExcelJS.Worksheet];
    expect(first.getRow(1).values).toEqual([undefined, 'Région, "区域"', 'Amount', 'Month']);
    expect(first.getCell('A1').font?.bold).toBe(true);
    expect(first.getCell('C1').font?.bold).toBe(true);
    expect(first.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(first.getRow(2).values).toEqual([undefined, 'north', 300, new Date('2024-03-01T00:00:00Z')]);
    expect(first.getCell('B2').numFmt).toBe('#,##0.00');
    expect(first.getCell('C2').numFmt).toBe('yyyy-mm');
    expect(first.getRow(3).values).toEqual([undefined, '=HYPERLINK("x")', 12.5]);
    expect(first.getCell('A3').type).toBe(ExcelJS.ValueType.String);
    // Three rows a sheet here: the header and two rows, then the next sheet goes on with its own header.
    expect(rest.getRow(1).values).toEqual(first.getRow(1).values);
    expect(rest.getRow(2).values).toEqual([undefined, 'line\nbreak', -4, new Date('2024-04-15T00:00:00Z')]);
    expect(second.getRow(2).values).toEqual([undefined, 'xy', 'n/a', 'soon']);
  });
});
