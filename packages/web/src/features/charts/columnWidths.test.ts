import type { TableModel } from '@redbi/charts';
import { describe, expect, it } from 'vitest';
import { columnSpans, fitColumnsToWidth, type ColumnSpan } from './columnWidths';

const style: TableModel['style'] = { headerBackground: '#fff', headerColor: '#000', border: '#eee', color: '#000', fontSize: 10, lineHeight: 1.5 };
const cell = (text: string) => ({ text, value: text });
const sum = (widths: number[]) => widths.reduce((total, width) => total + width, 0);

describe('columnSpans', () => {
  it('fits each column to the widest of its title, its cells and its total', () => {
    const table: TableModel = {
      columns: [
        { uid: 'a', title: 'Region', align: 'left', sortable: true },
        { uid: 'b', title: 'SUM(amount)', align: 'right', sortable: true },
        { uid: 'c', title: 'Fixed', align: 'left', sortable: false, width: 200 },
      ],
      rows: [{ cells: [cell('x'), cell('1,284.03'), cell('')] }, { cells: [cell('A much longer region name'), cell('2'), cell('')] }],
      totals: [{ text: 'Total' }, { text: '123,456,789,012.5' }, { text: '' }],
      style,
    };
    const [region, amount, fixed] = columnSpans(table);
    // 25 characters × 0.6 em × 10 px + padding; a text may shrink to 96 px and end in '…'.
    expect(region).toEqual({ content: 174, minimum: 96, fixed: false });
    // The total is the widest text of the amount column: 17 × 6 + 24, and a number is never cut.
    expect(amount).toEqual({ content: 126, minimum: 126, fixed: false });
    expect(fixed).toEqual({ content: 200, minimum: 200, fixed: true });
  });

  it('keeps widths within bounds', () => {
    const table: TableModel = {
      columns: [
        { uid: 'a', title: '', align: 'left', sortable: false },
        { uid: 'b', title: 'b', align: 'left', sortable: false },
      ],
      rows: [{ cells: [cell(''), cell('x'.repeat(500))] }],
      style,
    };
    expect(columnSpans(table).map((span) => span.content)).toEqual([64, 360]);
  });

  it('lets a long title shrink to its numbers, not below', () => {
    const table: TableModel = { columns: [{ uid: 'a', title: 'A rather long measure title', align: 'right', sortable: true }], rows: [{ cells: [cell('90.24')] }], style };
    const [span] = columnSpans(table);
    expect(span!.content).toBeGreaterThan(span!.minimum);
    expect(span!.minimum).toBe(64);
  });
});

describe('fitColumnsToWidth', () => {
  const city: ColumnSpan = { content: 200, minimum: 96, fixed: false };
  const country: ColumnSpan = { content: 150, minimum: 96, fixed: false };
  const sales: ColumnSpan = { content: 110, minimum: 80, fixed: false };

  it('grows the columns in proportion to their content to fill a wide box', () => {
    const widths = fitColumnsToWidth([city, country, sales], 920);
    expect(widths).toEqual([400, 300, 220]);
  });

  it('shrinks them towards their minimums to fit a narrow box, numbers last', () => {
    const widths = fitColumnsToWidth([city, country, sales], 380);
    expect(sum(widths)).toBeLessThanOrEqual(380);
    expect(sum(widths)).toBeGreaterThan(376);
    widths.forEach((width, index) => expect(width).toBeGreaterThanOrEqual([city, country, sales][index]!.minimum));
    // Each gives up in proportion to what it has above its minimum: city the most.
    expect(200 - widths[0]!).toBeGreaterThan(150 - widths[1]!);
    expect(150 - widths[1]!).toBeGreaterThan(110 - widths[2]!);
  });

  it('keeps the minimums, to scroll sideways, when even they do not fit', () => {
    expect(fitColumnsToWidth([city, country, sales], 200)).toEqual([96, 96, 80]);
  });

  it('never changes a fixed column, and fits the others around it', () => {
    const dragged: ColumnSpan = { content: 300, minimum: 300, fixed: true };
    expect(fitColumnsToWidth([dragged, country, sales], 560)).toEqual([300, 150, 110]);
    expect(fitColumnsToWidth([dragged, country, sales], 820)).toEqual([300, 300, 220]);
    expect(fitColumnsToWidth([dragged, country, sales], 100)).toEqual([300, 96, 80]);
  });

  it('gives the content widths when the width is not known', () => {
    expect(fitColumnsToWidth([city, sales], undefined)).toEqual([200, 110]);
  });
});
