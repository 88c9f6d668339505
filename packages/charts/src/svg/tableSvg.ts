import type { TableModel } from '../chartDefinition';
import { baselineIn, CELL_PADDING, columnNeed, columnStarts, drawnColumns, rowHeightOf, rowsThatFit } from './gridLayout';
import { leftOutLine } from './leftOutLine';
import { element, textElement, type SvgContext } from './svgDocument';
import { truncateText } from './svgText';

/** Rows looked at to size auto columns: enough to see the content, bounded for big pages. */
const SAMPLED_ROWS = 200;

const sortMark = { ASC: ' ▲', DESC: ' ▼' } as const;

/**
 * A table as SVG: a header in the theme's header colours, striped rows with conditional cell colours,
 * numbers right-aligned and never cut (gridLayout.ts), the totals row set apart by a heavier rule, and the
 * rows that do not fit the height (or are on other pages) and the columns past the width counted in a
 * last line.
 */
export function tableSvg({ table }: { table: TableModel }, context: SvgContext): string {
  const { style } = table;
  const { fontSize } = style;
  const rowHeight = rowHeightOf(style);
  const headers = table.columns.map((column) => column.title + (column.sort ? sortMark[column.sort] : ''));
  const needs = table.columns.map((column, index) =>
    columnNeed(headers[index]!, table.rows.slice(0, SAMPLED_ROWS).map((row) => row.cells[index]?.text ?? ''), fontSize, {
      numeric: column.align === 'right',
      bold: [table.totals?.[index]?.text ?? ''],
      ...(column.width === undefined ? {} : { fixed: column.width }),
    }),
  );
  const { count: drawn, widths } = drawnColumns(needs, context.width, table.columns.every((column) => column.width === undefined));
  const starts = columnStarts(widths);
  const right = widths.slice(0, drawn).reduce((total, width) => total + width, 0);
  const columnsLeftOut = table.columns.length - drawn;
  const totalRows = Math.max(table.rows.length, table.page?.total ?? 0);
  const room = context.height - rowHeight * (table.totals ? 2 : 1);
  const shown = rowsThatFit(table.rows.length, totalRows - table.rows.length, room, rowHeight, columnsLeftOut > 0);

  const cellText = (text: string, index: number, top: number, attributes: Record<string, string | number | undefined>) => {
    const width = widths[index]!;
    const alignRight = table.columns[index]!.align === 'right';
    return textElement(
      {
        x: starts[index]! + (alignRight ? width - CELL_PADDING : CELL_PADDING),
        y: baselineIn(top, rowHeight, fontSize),
        'text-anchor': alignRight ? 'end' : undefined,
        'font-size': fontSize,
        ...attributes,
      },
      truncateText(text, width - 2 * CELL_PADDING, fontSize, attributes['font-weight'] === 'bold'),
    );
  };
  const rule = (y: number, strokeWidth = 1) => element('line', { x1: 0, x2: right, y1: y, y2: y, stroke: style.border, 'stroke-width': strokeWidth });

  const parts: string[] = [element('rect', { width: right, height: rowHeight, fill: style.headerBackground })];
  headers.slice(0, drawn).forEach((header, index) => parts.push(cellText(header, index, 0, { fill: style.headerColor, 'font-weight': 'bold' })));
  parts.push(rule(rowHeight));
  table.rows.slice(0, shown).forEach((row, rowIndex) => {
    const top = rowHeight * (rowIndex + 1);
    if (style.stripe && rowIndex % 2 === 1) parts.push(element('rect', { y: top, width: right, height: rowHeight, fill: style.stripe }));
    row.cells.slice(0, drawn).forEach((cell, index) => {
      if (cell.background) parts.push(element('rect', { x: starts[index], y: top, width: widths[index], height: rowHeight, fill: cell.background }));
      parts.push(cellText(cell.text, index, top, { fill: cell.color ?? style.color }));
    });
    parts.push(rule(top + rowHeight));
  });
  let bottom = rowHeight * (shown + 1);
  if (table.totals) {
    parts.push(element('rect', { y: bottom, width: right, height: rowHeight, fill: style.headerBackground }), rule(bottom, 2));
    table.totals.slice(0, drawn).forEach((cell, index) => parts.push(cellText(cell.text, index, bottom, { fill: style.color, 'font-weight': 'bold' })));
    bottom += rowHeight;
  }
  parts.push(leftOutLine(context, { rows: totalRows - shown, columns: columnsLeftOut }, bottom, rowHeight, fontSize));
  return parts.join('');
}
