import type { Dataframe } from '@redbi/shared/query';
import { act, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../app/i18n/i18n';
import { cellText, numberCell } from './cellText';
import { ResultsGrid } from './ResultsGrid';

const frame = (rows: unknown[][]): Dataframe => ({
  columns: [
    { name: 'id', type: 'number' },
    { name: 'born', type: 'date' },
    { name: 'tags', type: 'other' },
  ],
  rows,
  pageInfo: { pageNo: 1, pageSize: rows.length },
  cached: false,
});

describe('ResultsGrid', () => {
  it('heads each column with its name and type, and shows NULL apart', () => {
    render(<ResultsGrid frame={frame([[1, '2024-01-02', ['a', 'b']], [2, null, null]])} />);
    const grid = screen.getByRole('region', { name: 'Result' });
    expect([...grid.querySelectorAll('thead th')].map((cell) => cell.textContent)).toEqual(['idnumber', 'borndate', 'tagsother']);
    expect(within(grid).getByText('2024-01-02')).toBeTruthy();
    expect(within(grid).getByText('["a","b"]')).toBeTruthy();
    expect(within(grid).getAllByText('NULL')).toHaveLength(2);
  });

  it('shows numbers as people read them, right-aligned, with the value as given in the tooltip', async () => {
    const sums: Dataframe = {
      columns: [
        { name: 'total', type: 'number' },
        { name: 'f', type: 'number' },
        { name: 'n', type: 'number' },
        { name: 'code', type: 'string' },
      ],
      rows: [[1284.0300000000102, 0.1 + 0.2, 1234567, '0012345.50']],
      pageInfo: { pageNo: 1, pageSize: 1 },
      cached: false,
    };
    render(<ResultsGrid frame={sums} />);
    const grid = screen.getByRole('region', { name: 'Result' });
    const total = within(grid).getByText('1,284.03');
    expect(total.getAttribute('title')).toBe('1284.0300000000102');
    expect(total.closest('td')?.style.textAlign).toBe('right');
    expect(within(grid).getByText('0.3').getAttribute('title')).toBe('0.30000000000000004');
    expect(within(grid).getByText('1,234,567')).toBeTruthy();
    // Text columns are left as they are, even when they look like numbers.
    expect(within(grid).getByText('0012345.50').closest('td')?.style.textAlign).not.toBe('right');
    await act(() => i18n.changeLanguage('zh'));
    expect(within(grid).getByText('1,284.03')).toBeTruthy();
  });

  it('draws a large result virtually, and says when there are no rows', () => {
    const { container, unmount } = render(<ResultsGrid frame={frame(Array.from({ length: 5000 }, (_, index) => [index, '2024-01-01', null]))} />);
    expect(container.querySelector('.ant-table-tbody-virtual')).not.toBeNull();
    // Only the rows in view are in the document, not 5000.
    expect(container.querySelectorAll('.ant-table-row').length).toBeLessThan(200);
    unmount();
    render(<ResultsGrid frame={frame([])} />);
    expect(screen.getByText('The query answered no rows.')).toBeTruthy();
  });

  it('writes cells as text', () => {
    expect(cellText(1.5)).toBe('1.5');
    expect(cellText(false)).toBe('false');
    expect(cellText({ a: 1 })).toBe('{"a":1}');
    expect(cellText(null)).toBeUndefined();
    expect(numberCell(1284.0300000000102, 'en')).toEqual({ text: '1,284.03', raw: '1284.0300000000102' });
    expect(numberCell(-1234567.5, 'zh')).toEqual({ text: '-1,234,567.5', raw: '-1234567.5' });
    expect(numberCell('not a number', 'en')).toEqual({ text: 'not a number', raw: 'not a number' });
    expect(numberCell([1, 2], 'en')).toEqual({ text: '[1,2]', raw: '[1,2]' });
  });
});
