import type ExcelJS from 'exceljs';
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';

/** One CSV field: quoted when it holds a comma, quote or line break. */
const csvField = (value: unknown): string => {
  const text = value === null || value === undefined ? '' : value instanceof Date ? value.toISOString().replace(/T00:00:00\.000Z$/, '') : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** What a cell shows: formula results, rich text and hyperlinks as their plain value. */
function cellValue(value: ExcelJS.CellValue): unknown {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'object' || value instanceof Date) return value;
  if ('result' in value) return cellValue(value.result as ExcelJS.CellValue);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('text' in value) return value.text;
  if ('error' in value) return value.error;
  return String(value);
}

/**
 * The first worksheet of an .xlsx file as CSV, streamed row by row: a large workbook is never held in
 * memory whole (DuckDB cannot read Excel offline; it reads the CSV). Rows shorter than the header are
 * padded so that every line has the same fields.
 */
export async function xlsxToCsv(xlsxPath: string, csvPath: string): Promise<void> {
  const out = createWriteStream(csvPath);
  const write = async (line: string) => {
    if (!out.write(line)) await once(out, 'drain');
  };
  try {
    // Loaded on first use: exceljs takes longer to load than the rest of the server starts.
    const { default: excel } = await import('exceljs');
    const reader = new excel.stream.xlsx.WorkbookReader(xlsxPath, { worksheets: 'emit', sharedStrings: 'cache', styles: 'cache', hyperlinks: 'ignore' });
    let width = 0;
    for await (const worksheet of reader) {
      for await (const row of worksheet) {
        const values = (row.values as ExcelJS.CellValue[]).slice(1).map(cellValue);
        width = Math.max(width, values.length);
        await write(`${Array.from({ length: width }, (_, i) => csvField(values[i])).join(',')}\n`);
      }
      break; // the first worksheet only
    }
    if (width === 0) throw new Error('the workbook has no rows');
  } finally {
    out.end();
    await once(out, 'close');
  }
}
