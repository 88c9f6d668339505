import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ChartConfig } from '@redbi/shared/domain';
import { describe, expect, it, vi } from 'vitest';
import { ChartTable } from './ChartTable';
import { regionTable } from './testing/tableModels';

const config = { chartType: 'table' } as ChartConfig;
const context = { theme: 'light', locale: 'en', width: 600, height: 400 } as const;

describe('ChartTable', () => {
  it('shows the cells as formatted, numbers right-aligned in tabular figures, with conditional colours', () => {
    const table = regionTable(3);
    table.rows[1]!.cells[1] = { ...table.rows[1]!.cells[1]!, background: '#7FB0E3', color: '#000000' };
    render(<ChartTable output={{ kind: 'table', table }} config={config} context={context} />);
    expect(screen.getByRole('columnheader', { name: /Region/ })).toBeTruthy();
    const amount = screen.getByText('2,000.50').closest('td')!;
    expect(amount.style.textAlign).toBe('right');
    expect(amount.style.fontVariantNumeric).toBe('tabular-nums');
    expect(amount.style.background).toBe('#7FB0E3');
    expect(screen.getByText('Region 1').closest('td')!.style.textAlign).not.toBe('right');
  });

  it('sets the totals row apart below the rows', () => {
    const table = regionTable(3, { totals: [{ text: 'Total' }, { text: '6,001.50' }] });
    const { container } = render(<ChartTable output={{ kind: 'table', table }} config={config} context={context} />);
    const summary = container.querySelector<HTMLElement>('[data-chart-table-totals]')!;
    const total = within(summary).getByText('6,001.50');
    expect(total.style.borderTop).toBe('2px solid #E5E6EB');
    expect(total.style.fontWeight).toBe('600');
    // Below the rows, and held in view while they scroll.
    expect(total.style.position).toBe('sticky');
    expect(summary.previousElementSibling?.tagName).toBe('TBODY');
  });

  it('asks the server for another page', () => {
    const onTablePage = vi.fn();
    const table = regionTable(100, { page: { pageNo: 1, pageSize: 100, total: 10_000 } });
    render(<ChartTable output={{ kind: 'table', table }} config={config} context={context} onTablePage={onTablePage} />);
    expect(screen.getByText('10,000 rows')).toBeTruthy();
    fireEvent.click(screen.getByRole('listitem', { name: '2' }));
    expect(onTablePage).toHaveBeenLastCalledWith(2, 100);
    fireEvent.click(screen.getByTitle('Next Page'));
    expect(onTablePage).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('listitem', { name: '1' }).getAttribute('aria-current')).toBe('page');
    fireEvent.change(screen.getByRole('combobox', { name: 'Page Size' }), { target: { value: '20' } });
    expect(onTablePage).toHaveBeenLastCalledWith(1, 20);
    // The previous page of the first does not exist; five pages on from the first is the sixth.
    fireEvent.click(screen.getByTitle('Previous Page'));
    expect(onTablePage).toHaveBeenCalledTimes(3);
    fireEvent.click(screen.getByTitle('Next 5 Pages'));
    expect(onTablePage).toHaveBeenLastCalledWith(6, 100);
  });

  it('asks the server to sort when a header is clicked, and shows the order it answered with', () => {
    const onTableSort = vi.fn();
    const { rerender, container } = render(<ChartTable output={{ kind: 'table', table: regionTable(3) }} config={config} context={context} onTableSort={onTableSort} />);
    fireEvent.click(screen.getByRole('columnheader', { name: 'SUM(amount)' }));
    expect(onTableSort).toHaveBeenLastCalledWith('amount', 'ASC');
    const sorted = regionTable(3);
    sorted.columns[1] = { ...sorted.columns[1]!, sort: 'ASC' };
    rerender(<ChartTable output={{ kind: 'table', table: sorted }} config={config} context={context} onTableSort={onTableSort} />);
    expect(container.querySelector('th[aria-sort="ascending"]')?.textContent).toContain('SUM(amount)');
    fireEvent.click(screen.getByRole('columnheader', { name: 'SUM(amount)' }));
    expect(onTableSort).toHaveBeenLastCalledWith('amount', 'DESC');
    sorted.columns[1] = { ...sorted.columns[1]!, sort: 'DESC' };
    rerender(<ChartTable output={{ kind: 'table', table: { ...sorted } }} config={config} context={context} onTableSort={onTableSort} />);
    fireEvent.click(screen.getByRole('columnheader', { name: 'SUM(amount)' }));
    // A third click takes the order off.
    expect(onTableSort).toHaveBeenLastCalledWith('amount', undefined);
  });

  it('sorts from the keyboard too, and draws a page of rows as one plain table (no antd measuring)', () => {
    const onTableSort = vi.fn();
    const { container } = render(<ChartTable output={{ kind: 'table', table: regionTable(3) }} config={config} context={context} onTableSort={onTableSort} />);
    const header = screen.getByRole('columnheader', { name: 'SUM(amount)' });
    header.focus();
    fireEvent.keyDown(header, { key: 'Enter' });
    expect(onTableSort).toHaveBeenLastCalledWith('amount', 'ASC');
    expect(container.querySelectorAll('table')).toHaveLength(1);
    expect(container.querySelector('.ant-table')).toBeNull();
  });

  it('widens a column from the keyboard on its resize handle, without sorting', () => {
    const onTableSort = vi.fn();
    render(<ChartTable output={{ kind: 'table', table: regionTable(3) }} config={config} context={context} onTableSort={onTableSort} />);
    const handle = screen.getByRole('separator', { name: 'Resize column Region' });
    const before = Number(handle.getAttribute('aria-valuenow'));
    fireEvent.keyDown(handle, { key: 'ArrowRight' });
    expect(Number(screen.getByRole('separator', { name: 'Resize column Region' }).getAttribute('aria-valuenow'))).toBe(before + 16);
    fireEvent.click(handle);
    expect(onTableSort).not.toHaveBeenCalled();
  });

  it("fits its columns to the chart's width: wider in a wide cell, narrower in a narrow one, numbers kept whole", () => {
    const widthsAt = (width: number) => {
      const { unmount } = render(<ChartTable output={{ kind: 'table', table: regionTable(3) }} config={config} context={{ ...context, width }} />);
      const widths = screen.getAllByRole('separator').map((handle) => Number(handle.getAttribute('aria-valuenow')));
      unmount();
      return widths;
    };
    const wide = widthsAt(1000);
    const narrow = widthsAt(200);
    expect(wide[0]! + wide[1]!).toBeGreaterThan(950);
    expect(wide[0]! + wide[1]!).toBeLessThanOrEqual(1000);
    expect(narrow[0]! + narrow[1]!).toBeLessThanOrEqual(200);
    expect(narrow[0]).toBeLessThan(wide[0]!);
    // '3,000.50' at 12 px with its padding is never cut.
    expect(narrow[1]).toBeGreaterThanOrEqual(Math.round(8 * 0.6 * 12 + 24));
  });

  it('draws 10,000 rows virtually: the first rows at once, not all of them', () => {
    const started = performance.now();
    const { container } = render(<ChartTable output={{ kind: 'table', table: regionTable(10_000) }} config={config} context={context} />);
    expect(screen.getByText('Region 1')).toBeTruthy();
    expect(performance.now() - started).toBeLessThan(3000);
    expect(container.querySelector('.ant-table-tbody-virtual')).not.toBeNull();
    expect(container.querySelectorAll('.ant-table-row').length).toBeLessThan(100);
  });
});
