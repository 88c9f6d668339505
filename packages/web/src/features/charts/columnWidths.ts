import type { TableModel } from '@redbi/charts';
import { textEms } from './fittedFontSize';

/** Rows looked at to fit a column to its content: enough to see the typical width, cheap for 10,000 rows. */
const SAMPLE_ROWS = 50;
const MIN_WIDTH = 64;
const MAX_WIDTH = 360;
/** A text column gives up width down to this before the table scrolls sideways (its cells then end in '…'). */
const MIN_TEXT_WIDTH = 96;
/** Cell padding, plus room for the sort arrows and the resize handle in the header. */
const PADDING = 24;
const HEADER_EXTRA = 28;
/**
 * Kept free for the body's vertical scrollbar when fitting to a width: the table grows back over it (its
 * minimum width is its box) when there is no scrollbar, and does not scroll sideways when there is one.
 */
export const SCROLLBAR_ALLOWANCE = 16;

/**
 * A column's widths before it is fitted to the table's box: the width its content wants, the least it may
 * be given (a number is never cut; a text ends in '…'), and whether it keeps its width whatever the box
 * (the chart set it, or the user dragged it).
 */
export interface ColumnSpan {
  content: number;
  minimum: number;
  fixed: boolean;
}

const bounded = (width: number) => Math.round(Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, width + PADDING)));

/**
 * The spans of a table's columns (reference/visual.md: column widths that fit content): the model's own
 * width when the chart set one, else the widest of its title and its first rows' texts, within bounds.
 */
export function columnSpans(table: TableModel): ColumnSpan[] {
  const { fontSize } = table.style;
  const sample = table.rows.slice(0, SAMPLE_ROWS);
  return table.columns.map((column, index) => {
    if (column.width) return { content: column.width, minimum: column.width, fixed: true };
    const texts = [...sample.map((row) => row.cells[index]?.text ?? ''), ...(table.totals ? [table.totals[index]?.text ?? ''] : [])];
    const widestText = Math.max(0, ...texts.map((text) => textEms(text) * fontSize));
    const content = bounded(Math.max(textEms(column.title) * fontSize + HEADER_EXTRA, widestText));
    const minimum = column.align === 'right' ? Math.min(content, bounded(widestText)) : Math.min(content, MIN_TEXT_WIDTH);
    return { content, minimum, fixed: false };
  });
}

/**
 * The columns' widths in a box `available` pixels wide. When the content fits, the columns that are not
 * fixed grow in proportion to their content to fill the box; when it does not, they give up width in
 * proportion to what they have above their minimum; only when the minimums do not fit do they keep their
 * minimums and the table scrolls sideways. Without a known width the columns get their content widths.
 */
export function fitColumnsToWidth(spans: readonly ColumnSpan[], available: number | undefined): number[] {
  const content = spans.map((span) => span.content);
  if (available === undefined || available <= 0) return content;
  const fixedTotal = spans.reduce((sum, span) => sum + (span.fixed ? span.content : 0), 0);
  const room = available - fixedTotal;
  const flexible = spans.filter((span) => !span.fixed);
  const contentTotal = flexible.reduce((sum, span) => sum + span.content, 0);
  const minimumTotal = flexible.reduce((sum, span) => sum + span.minimum, 0);
  if (flexible.length === 0 || contentTotal <= 0) return content;
  if (contentTotal <= room) return spans.map((span) => (span.fixed ? span.content : Math.floor((span.content * room) / contentTotal)));
  if (minimumTotal >= room) return spans.map((span) => (span.fixed ? span.content : span.minimum));
  const share = (room - minimumTotal) / (contentTotal - minimumTotal);
  return spans.map((span) => (span.fixed ? span.content : Math.floor(span.minimum + (span.content - span.minimum) * share)));
}
