import type { Dataframe } from '@redbi/shared/query';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cellText } from './cellText';
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
  });
});
