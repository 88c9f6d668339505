import type { TableModel } from '../chartDefinition';
import { textWidth } from './svgText';

/**
 * The grid of a table or pivot drawn as SVG: row height from the text settings, column widths from the
 * content (estimated, svgText.ts) fitted to the width, and how many rows and columns fit.
 */
export const CELL_PADDING = 8;
const MIN_COLUMN = 40;
const MAX_COLUMN = 320;
/** A long text column that must give way narrows to this: its values still read 'Luís G…'. */
const MIN_TEXT_COLUMN = 56;
/** Values of digits and date punctuation only (2024-03-05, 2024年3月, 2024-Q1, 10:30) are data: never cut, like numbers. */
const DATA_LIKE = /^[\d\s:.,\-/年月日Q]*$/;
/** Text columns no wider than this (codes, short names) are kept whole like numbers while there is room. */
const SHORT_COLUMN = 112;

export const rowHeightOf = (style: TableModel['style']): number => Math.round(style.fontSize * style.lineHeight + CELL_PADDING);

/** The y of a text baseline centred in a row that starts at top. */
export const baselineIn = (top: number, rowHeight: number, fontSize: number): number => top + rowHeight / 2 + fontSize * 0.35;

/** A column wide enough for its widest text, within bounds. */
export function naturalWidth(texts: Iterable<string>, fontSize: number, bold = false): number {
  let widest = 0;
  for (const text of texts) widest = Math.max(widest, textWidth(text, fontSize, bold));
  return Math.min(MAX_COLUMN, Math.max(MIN_COLUMN, Math.ceil(widest + 2 * CELL_PADDING)));
}

/** How wide a column would like to be (header and values whole), and how narrow it may get. */
export interface ColumnNeed {
  natural: number;
  /**
   * Numbers are never cut ('85,68…' could be any amount) and neither are short texts such as dates, so
   * their values keep their width and only their header may be cut; long texts narrow to MIN_TEXT_COLUMN.
   */
  essential: number;
  /** Narrower still, when that keeps a column of numbers in: texts down to a few characters, numbers never. */
  least: number;
}

/**
 * What a column needs: `numeric` for a column of numbers, `fixed` for a width the settings set; `bold`,
 * values drawn bold (a totals row), measured so.
 */
export function columnNeed(header: string, values: Iterable<string>, fontSize: number, options: { numeric: boolean; fixed?: number; bold?: Iterable<string> }): ColumnNeed {
  if (options.fixed !== undefined) return { natural: options.fixed, essential: options.fixed, least: options.fixed };
  const texts = [...values];
  const boldWidth = naturalWidth(options.bold ?? [], fontSize, true);
  const valuesWidth = Math.max(naturalWidth(texts, fontSize), boldWidth);
  const natural = Math.max(valuesWidth, naturalWidth([header], fontSize, true));
  if (options.numeric || texts.every((text) => DATA_LIKE.test(text))) return { natural, essential: valuesWidth, least: valuesWidth };
  const essential = valuesWidth <= SHORT_COLUMN ? valuesWidth : Math.min(valuesWidth, MIN_TEXT_COLUMN);
  // A bold word in a text column is a totals row's label ('Total'): it stays whole.
  const least = Math.max(essential > MIN_TEXT_COLUMN ? MIN_TEXT_COLUMN : MIN_COLUMN, Math.min(boldWidth, SHORT_COLUMN));
  return { natural, essential, least: Math.min(essential, least) };
}

/**
 * Widths fitted to the available width. Room for every column whole: each its natural width, widened in
 * proportion to fill the width when `stretch` (auto widths). Less room: each keeps what it cannot lose
 * (its essential width) and shares the room left in proportion to what it would still like. Not even
 * that: the essential widths, texts narrower still if that keeps every column in (squeezed),
 * and the columns past the right edge are left out (columnsThatFit).
 */
export function fitWidths(needs: readonly ColumnNeed[], available: number, stretch: boolean): number[] {
  const natural = needs.reduce((total, need) => total + need.natural, 0);
  if (natural === 0) return needs.map(() => 0);
  if (natural <= available) return needs.map((need) => (stretch ? (need.natural * available) / natural : need.natural));
  const essential = needs.reduce((total, need) => total + need.essential, 0);
  if (essential >= available) return squeezed(needs, available);
  const share = (available - essential) / (natural - essential);
  return needs.map((need) => need.essential + (need.natural - need.essential) * share);
}

/**
 * The columns drawn and their widths: the leading columns that fit whole (columnsThatFit), fitted again
 * on their own, so the room the columns left out would have taken goes to those drawn.
 */
export function drawnColumns(needs: readonly ColumnNeed[], available: number, stretch: boolean, keep = 0): { count: number; widths: number[] } {
  const all = fitWidths(needs, available, stretch);
  const count = Math.max(keep, columnsThatFit(all, available));
  if (count === needs.length) return { count, widths: all };
  const widths = fitWidths(needs.slice(0, count), available, stretch);
  if (count === 1) widths[0] = Math.min(widths[0]!, available);
  return { count, widths };
}

/**
 * The essential widths when even they overflow: the text columns give up to their least width if that
 * keeps every column in (the numbers at the right end are what the table is read for), long texts first
 * (they are cut already), then short ones in proportion; else they keep their essential widths and the
 * columns past the edge are left out.
 */
function squeezed(needs: readonly ColumnNeed[], available: number): number[] {
  const widths = needs.map((need) => need.essential);
  let over = widths.reduce((total, width) => total + width, 0) - available;
  const spare = (need: ColumnNeed) => need.essential - need.least;
  if (over <= 0 || over > needs.reduce((total, need) => total + spare(need), 0)) return widths;
  for (const long of [true, false]) {
    const givers = needs.map((need, index) => ({ need, index })).filter(({ need }) => spare(need) > 0 && (need.essential === MIN_TEXT_COLUMN) === long);
    const room = givers.reduce((total, { need }) => total + spare(need), 0);
    const given = Math.min(over, room);
    for (const { need, index } of givers) widths[index] = need.essential - (spare(need) * given) / room;
    over -= given;
  }
  return widths;
}

/** How many leading columns fit the width whole (at least one: the first is then cut at the edge). */
export function columnsThatFit(widths: readonly number[], available: number): number {
  let used = 0;
  let count = 0;
  for (const width of widths) {
    if (used + width > available + 0.5) break;
    used += width;
    count += 1;
  }
  return Math.max(Math.min(1, widths.length), count);
}

/** The x where each column starts. */
export const columnStarts = (widths: readonly number[]): number[] => widths.map((_, index) => widths.slice(0, index).reduce((total, width) => total + width, 0));

/**
 * How many of `count` rows to draw in `room` px: all when they fit, none are elsewhere and no columns
 * are left out; else as many as leave one row's height for the '… N more rows' line.
 */
export function rowsThatFit(count: number, elsewhere: number, room: number, rowHeight: number, columnsLeftOut = false): number {
  const fit = Math.max(0, Math.floor(room / rowHeight));
  if (count <= fit && elsewhere === 0 && !columnsLeftOut) return count;
  return Math.max(0, Math.min(count, fit - 1));
}
