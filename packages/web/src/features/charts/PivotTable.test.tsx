import type { PivotModel } from '@redbi/charts';
import type { ChartConfig } from '@redbi/shared/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PivotTable } from './PivotTable';
import { tableStyle } from './testing/tableModels';

const h = (text: string, span = 1) => ({ text, span });
const pivot: PivotModel = {
  columnHeaders: [[h('2024', 2), h('2025', 2)], [h('Sales'), h('Orders'), h('Sales'), h('Orders')]],
  rowHeaderTitles: ['Region', 'City'],
  rows: [
    { headers: [h('East', 3), h('Shanghai')], cells: ['1,200', '3', '1,500', '4'], kind: 'data' },
    { headers: [h('Hangzhou')], cells: ['800', '2', '900', '2'], kind: 'data' },
    { headers: [h('Subtotal')], cells: ['2,000', '5', '2,400', '6'], kind: 'subtotal' },
    { headers: [h('Total')], cells: ['2,000', '5', '2,400', '6'], kind: 'total' },
  ],
  style: tableStyle,
};

describe('PivotTable', () => {
  it('draws column headers across their spans and row headers down theirs', () => {
    render(<PivotTable output={{ kind: 'pivot', pivot }} config={{ chartType: 'pivot-table' } as ChartConfig} context={{ theme: 'light', locale: 'en' }} />);
    expect(screen.getByRole('columnheader', { name: '2024' }).getAttribute('colspan')).toBe('2');
    expect(screen.getAllByRole('columnheader', { name: 'Sales' })).toHaveLength(2);
    expect(screen.getByRole('columnheader', { name: 'Region' })).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'East' }).getAttribute('rowspan')).toBe('3');
    expect(screen.getByRole('rowheader', { name: 'Total' }).getAttribute('colspan')).toBe('2');
    // The second header row sticks below the first while the body scrolls.
    const [first, second] = [screen.getByRole('columnheader', { name: '2024' }), screen.getAllByRole('columnheader', { name: 'Sales' })[0]!];
    expect(first.style.position).toBe('sticky');
    expect(Number.parseFloat(second.style.top)).toBeGreaterThan(Number.parseFloat(first.style.top));
  });

  it('sets subtotal and total rows apart, with figures right-aligned', () => {
    render(<PivotTable output={{ kind: 'pivot', pivot }} config={{ chartType: 'pivot-table' } as ChartConfig} context={{ theme: 'light', locale: 'en' }} />);
    const dataCell = screen.getByText('1,200');
    expect(dataCell.style.textAlign).toBe('right');
    expect(dataCell.style.fontWeight).toBe('');
    const total = screen.getByRole('rowheader', { name: 'Total' }).closest('tr')!;
    expect(total.getAttribute('data-kind')).toBe('total');
    const totalCell = total.querySelector('td')!;
    expect(totalCell.style.fontWeight).toBe('600');
    expect(totalCell.style.borderTop).toContain('2px solid');
    expect(screen.getByRole('rowheader', { name: 'Subtotal' }).style.fontWeight).toBe('600');
  });
});
