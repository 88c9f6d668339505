import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoadTimePanel } from './LoadTimePanel';

const widgets = [
  { id: 'a', name: 'Sales map' },
  { id: 'b', name: 'Top genres' },
  { id: 'c', name: 'Country' },
];

describe('LoadTimePanel', () => {
  it('shows the total, the widgets slowest first with their share, and who takes most of the time', () => {
    render(
      <LoadTimePanel
        widgets={widgets}
        totalMs={1840}
        timings={{
          a: { elapsedMs: 1800, queryMs: 1700, rows: 120, cached: false, shared: false },
          b: { elapsedMs: 150, queryMs: 0, rows: 10, cached: true, shared: false },
          c: { elapsedMs: 50, queryMs: 0, rows: 24, cached: false, shared: true },
        }}
      />,
    );
    expect(screen.getByText('Last load: 1.8 s')).toBeTruthy();
    expect(screen.getByText('1 of 3 widget(s) take 90 % of the load time.')).toBeTruthy();
    const lines = within(screen.getByRole('list', { name: 'Widgets by load time' })).getAllByRole('listitem');
    expect(lines.map((line) => line.getAttribute('aria-label'))).toEqual(['Sales map', 'Top genres', 'Country']);
    expect(within(lines[0]!).getByText('Query 1.7 s')).toBeTruthy();
    expect(within(lines[0]!).getByRole('meter', { name: '90 % of the time' }).getAttribute('aria-valuenow')).toBe('90');
    expect(within(lines[1]!).getByText('Cached')).toBeTruthy();
    expect(within(lines[2]!).getByText('Shared')).toBeTruthy();
    expect(within(lines[2]!).getByText('24 row(s)')).toBeTruthy();
  });

  it('says when nothing was loaded yet', () => {
    render(<LoadTimePanel widgets={widgets} timings={{}} totalMs={0} />);
    expect(screen.getByText('Nothing was loaded yet.')).toBeTruthy();
  });
});
