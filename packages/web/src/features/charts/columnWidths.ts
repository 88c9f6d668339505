import type { TableModel } from '@redbi/charts';
import { textEms } from './fittedFontSize';

/** Rows looked at to fit a column to its content: enough to see the typical width, cheap for 10,000 rows. */
const SAMPLE_ROWS = 50;
const MIN_WIDTH = 64;
const MAX_WIDTH = 360;
/** Cell padding, plus room for the sort arrows and the resize handle in the header. */
const PADDING = 24;
const HEADER_EXTRA = 28;

/**
 * The width a column starts at (reference/visual.md: column widths that fit content): the model's own width
 * when the chart set one, else the widest of its title and its first rows' texts, within bounds.
 */
export function fittedColumnWidths(table: TableModel): number[] {
  const { fontSize } = table.style;
  const sample = table.rows.slice(0, SAMPLE_ROWS);
  return table.columns.map((column, index) => {
    if (column.width) return column.width;
    const widest = Math.max(
      textEms(column.title) * fontSize + HEADER_EXTRA,
      ...sample.map((row) => textEms(row.cells[index]?.text ?? '') * fontSize),
      ...(table.totals ? [textEms(table.totals[index]?.text ?? '') * fontSize] : []),
    );
    return Math.round(Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, widest + PADDING)));
  });
}
