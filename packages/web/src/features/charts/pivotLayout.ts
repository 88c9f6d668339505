import type { PivotModel } from '@redbi/charts';

export interface PivotHeaderCell {
  text: string;
  rowSpan: number;
  colSpan: number;
}

/** How many row-header columns the pivot has: one per row field (at least as many as any row lists). */
export const rowHeaderColumnCount = (pivot: PivotModel): number =>
  Math.max(pivot.rowHeaderTitles.length, ...pivot.rows.map((row) => row.headers.length));

/**
 * The row-header cells of each body row as an HTML table needs them. A row lists only the header cells
 * that start on it (a header spanning `span` rows is listed once, on its first row), so each listed cell
 * takes the next column not covered from above; when a row lists fewer cells than free columns (a subtotal
 * or total row: 'Total' across all row-header columns), its last cell stretches over the rest.
 */
export function pivotRowHeaders(pivot: PivotModel): PivotHeaderCell[][] {
  const columns = rowHeaderColumnCount(pivot);
  const coveredFor = new Array<number>(columns).fill(0);
  return pivot.rows.map((row) => {
    const free = [...coveredFor.keys()].filter((column) => coveredFor[column] === 0);
    const cells = row.headers.slice(0, free.length).map((header, index, listed): PivotHeaderCell => {
      const last = index === listed.length - 1;
      const colSpan = last ? free.length - index : 1;
      for (const column of free.slice(index, index + colSpan)) coveredFor[column] = Math.max(1, header.span);
      return { text: header.text, rowSpan: Math.max(1, header.span), colSpan };
    });
    for (let column = 0; column < columns; column += 1) coveredFor[column] = Math.max(0, coveredFor[column]! - 1);
    return cells;
  });
}
