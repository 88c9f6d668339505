import type { PivotModel } from '@redbi/charts';
import { describe, expect, it } from 'vitest';
import { pivotRowHeaders, rowHeaderColumnCount } from './pivotLayout';

const style: PivotModel['style'] = { headerBackground: '#fff', headerColor: '#000', border: '#eee', color: '#000', fontSize: 12, lineHeight: 1.5 };
const h = (text: string, span = 1) => ({ text, span });

describe('pivotRowHeaders', () => {
  it('places spanning row headers once and fills the columns they do not cover', () => {
    const pivot: PivotModel = {
      columnHeaders: [[h('2024', 1), h('2025', 1)]],
      rowHeaderTitles: ['Region', 'City'],
      rows: [
        { headers: [h('East', 3), h('Shanghai')], cells: ['1', '2'], kind: 'data' },
        { headers: [h('Hangzhou')], cells: ['3', '4'], kind: 'data' },
        { headers: [h('Subtotal')], cells: ['4', '6'], kind: 'subtotal' },
        { headers: [h('West', 1), h('Chengdu')], cells: ['5', '6'], kind: 'data' },
        { headers: [h('Total')], cells: ['9', '12'], kind: 'total' },
      ],
      style,
    };
    expect(rowHeaderColumnCount(pivot)).toBe(2);
    expect(pivotRowHeaders(pivot)).toEqual([
      [{ text: 'East', rowSpan: 3, colSpan: 1 }, { text: 'Shanghai', rowSpan: 1, colSpan: 1 }],
      [{ text: 'Hangzhou', rowSpan: 1, colSpan: 1 }],
      [{ text: 'Subtotal', rowSpan: 1, colSpan: 1 }],
      [{ text: 'West', rowSpan: 1, colSpan: 1 }, { text: 'Chengdu', rowSpan: 1, colSpan: 1 }],
      // Nothing covers the total row: its one header stretches across both columns.
      [{ text: 'Total', rowSpan: 1, colSpan: 2 }],
    ]);
  });

  it('works with one header cell per row and without row fields', () => {
    const flat: PivotModel = {
      columnHeaders: [],
      rowHeaderTitles: [],
      rows: [{ headers: [], cells: ['42'], kind: 'data' }],
      style,
    };
    expect(rowHeaderColumnCount(flat)).toBe(0);
    expect(pivotRowHeaders(flat)).toEqual([[]]);
  });
});
