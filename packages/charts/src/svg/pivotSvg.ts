import type { PivotModel } from '../chartDefinition';
import { chartThemeOf } from '../theme/chartTheme';
import { baselineIn, CELL_PADDING, columnNeed, columnStarts, drawnColumns, rowHeightOf, rowsThatFit } from './gridLayout';
import { leftOutLine } from './leftOutLine';
import { element, textElement, type SvgContext } from './svgDocument';
import { truncateText } from './svgText';

interface PlacedCell {
  text: string;
  column: number;
  /** Columns (header rows) or rows (row headers) covered. */
  columns: number;
  rows: number;
  row: number;
}

/** Row header cells on the grid: each row's cells fill the last columns of the row header area (PivotModel). */
function placeRowHeaders(pivot: PivotModel, headerColumns: number): PlacedCell[] {
  return pivot.rows.flatMap((row, rowIndex) => {
    const offset = headerColumns - row.headers.length;
    return row.headers.map((header, index) => ({ text: header.text, column: offset + index, columns: 1, rows: header.span, row: rowIndex }));
  });
}

/** Column header cells on the grid, after the row header columns. */
function placeColumnHeaders(pivot: PivotModel, headerColumns: number): PlacedCell[] {
  return pivot.columnHeaders.flatMap((cells, row) => {
    let column = headerColumns;
    return cells.map((cell) => {
      const placed = { text: cell.text, column, columns: cell.span, rows: 1, row };
      column += cell.span;
      return placed;
    });
  });
}

/**
 * A pivot table as SVG: a full grid, column headers over the data columns with the row fields' titles
 * beside them, row headers spanning their groups, numbers right-aligned and never cut, subtotal and total
 * rows bold on the header colour, and the rows below the height and columns past the width counted in a
 * last line.
 */
export function pivotSvg({ pivot }: { pivot: PivotModel }, context: SvgContext): string {
  const { style } = pivot;
  const { fontSize } = style;
  const rowHeight = rowHeightOf(style);
  const headerColumns = pivot.rowHeaderTitles.length;
  const headerRows = Math.max(1, pivot.columnHeaders.length);
  const dataColumns = Math.max(pivot.rows[0]?.cells.length ?? 0, ...pivot.columnHeaders.map((cells) => cells.reduce((total, cell) => total + cell.span, 0)));
  const rowHeaders = placeRowHeaders(pivot, headerColumns);
  const columnHeaders = placeColumnHeaders(pivot, headerColumns);

  // Each column's header (a row field's title, or the column header cell over it alone) and its values.
  const headerTexts: string[][] = Array.from({ length: headerColumns + dataColumns }, () => []);
  const valueTexts: string[][] = Array.from({ length: headerColumns + dataColumns }, () => []);
  pivot.rowHeaderTitles.forEach((title, column) => headerTexts[column]!.push(title));
  for (const cell of rowHeaders) valueTexts[cell.column]?.push(cell.text);
  for (const cell of columnHeaders) if (cell.columns === 1) headerTexts[cell.column]?.push(cell.text);
  for (const row of pivot.rows.slice(0, 200)) row.cells.forEach((text, index) => valueTexts[headerColumns + index]!.push(text));
  const needs = valueTexts.map((values, column) => {
    const headers = headerTexts[column]!;
    const widestHeader = headers.reduce((widest, text) => (text.length > widest.length ? text : widest), '');
    // Subtotal and total cells are bold: every number is measured so.
    return column >= headerColumns ? columnNeed(widestHeader, [], fontSize, { numeric: true, bold: values }) : columnNeed(widestHeader, values, fontSize, { numeric: false });
  });
  // The row headers always; then the data columns that fit whole (numbers are never cut).
  const { count: drawn, widths } = drawnColumns(needs, context.width, true, headerColumns);
  const starts = columnStarts(widths);
  const right = widths.slice(0, drawn).reduce((total, width) => total + width, 0);
  const spanWidth = (column: number, columns: number) => widths.slice(column, Math.min(column + columns, drawn)).reduce((total, width) => total + width, 0);
  const columnsLeftOut = headerColumns + dataColumns - drawn;

  const shown = rowsThatFit(pivot.rows.length, 0, context.height - headerRows * rowHeight, rowHeight, columnsLeftOut > 0);
  const top = (row: number) => (headerRows + row) * rowHeight;
  const theme = chartThemeOf(context.theme);
  const parts: string[] = [element('rect', { width: right, height: headerRows * rowHeight, fill: style.headerBackground })];

  const box = (column: number, columns: number, y: number, height: number, fill?: string) =>
    element('rect', { x: starts[column], y, width: spanWidth(column, columns), height, fill: fill ?? 'none', stroke: style.border, 'stroke-width': 1 });
  const label = (text: string, column: number, columns: number, y: number, attributes: Record<string, string | number | undefined>) => {
    const width = spanWidth(column, columns);
    const alignRight = attributes['text-anchor'] === 'end';
    return textElement(
      { x: starts[column]! + (alignRight ? width - CELL_PADDING : CELL_PADDING), y: baselineIn(y, rowHeight, fontSize), 'font-size': fontSize, ...attributes },
      truncateText(text, width - 2 * CELL_PADDING, fontSize, attributes['font-weight'] === 'bold'),
    );
  };

  pivot.rowHeaderTitles.forEach((title, column) => {
    parts.push(box(column, 1, 0, headerRows * rowHeight), label(title, column, 1, (headerRows - 1) * rowHeight, { fill: style.headerColor, 'font-weight': 'bold' }));
  });
  for (const cell of columnHeaders.filter((placed) => placed.column < drawn)) {
    parts.push(box(cell.column, cell.columns, cell.row * rowHeight, rowHeight), label(cell.text, cell.column, cell.columns, cell.row * rowHeight, { fill: style.headerColor, 'font-weight': 'bold' }));
  }
  pivot.rows.slice(0, shown).forEach((row, rowIndex) => {
    const summary = row.kind !== 'data';
    const weight = summary ? 'bold' : undefined;
    if (summary) parts.push(element('rect', { x: 0, y: top(rowIndex), width: right, height: rowHeight, fill: theme.tableStripe }));
    row.cells.slice(0, drawn - headerColumns).forEach((text, index) => {
      const column = headerColumns + index;
      parts.push(box(column, 1, top(rowIndex), rowHeight), label(text, column, 1, top(rowIndex), { fill: style.color, 'text-anchor': 'end', 'font-weight': weight }));
    });
  });
  for (const cell of rowHeaders.filter((placed) => placed.row < shown)) {
    const rows = Math.min(cell.rows, shown - cell.row);
    const weight = pivot.rows[cell.row]!.kind === 'data' ? undefined : 'bold';
    parts.push(
      box(cell.column, 1, top(cell.row), rows * rowHeight, style.headerBackground),
      label(cell.text, cell.column, 1, top(cell.row), { fill: style.headerColor, 'font-weight': weight }),
    );
  }
  parts.push(leftOutLine(context, { rows: pivot.rows.length - shown, columns: columnsLeftOut }, top(shown), rowHeight, fontSize));
  return parts.join('');
}
