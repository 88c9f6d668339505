import type { TableModel } from '@redbi/charts';
import { describe, expect, it } from 'vitest';
import { fittedColumnWidths } from './columnWidths';

const style: TableModel['style'] = { headerBackground: '#fff', headerColor: '#000', border: '#eee', color: '#000', fontSize: 10, lineHeight: 1.5 };
const cell = (text: string) => ({ text, value: text });

describe('fittedColumnWidths', () => {
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
    const [region, amount, fixed] = fittedColumnWidths(table);
    // 25 characters × 0.6 em × 10 px + padding.
    expect(region).toBe(174);
    // The total is the widest text of the amount column: 17 × 6 + 24.
    expect(amount).toBe(126);
    expect(fixed).toBe(200);
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
    expect(fittedColumnWidths(table)).toEqual([64, 360]);
  });
});
