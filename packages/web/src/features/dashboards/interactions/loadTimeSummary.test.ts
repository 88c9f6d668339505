import type { BoardTiming } from '@redbi/shared/domain';
import { describe, expect, it } from 'vitest';
import { loadTimeSummary } from './loadTimeSummary';

const timing = (elapsedMs: number, extra: Partial<BoardTiming> = {}): BoardTiming => ({ elapsedMs, queryMs: elapsedMs, rows: 10, cached: false, shared: false, ...extra });
const widgets = ['a', 'b', 'c', 'd', 'e'].map((id) => ({ id, name: `Widget ${id.toUpperCase()}` }));

describe('loadTimeSummary', () => {
  it('lists the timed widgets slowest first with their share of the summed time', () => {
    const { rows } = loadTimeSummary(widgets, { a: timing(100), b: timing(300), c: timing(600, { cached: true, queryMs: 0 }) });
    expect(rows.map((row) => [row.id, row.share])).toEqual([
      ['c', 0.6],
      ['b', 0.3],
      ['a', 0.1],
    ]);
    expect(rows[0]).toMatchObject({ name: 'Widget C', cached: true, queryMs: 0, rows: 10 });
  });

  it('names the smallest set of slowest widgets reaching 80 % of the time', () => {
    const summary = loadTimeSummary(widgets, { a: timing(500), b: timing(300), c: timing(100), d: timing(60), e: timing(40) });
    expect(summary.slowest).toEqual({ count: 2, of: 5, share: 0.8 });
    expect(loadTimeSummary(widgets, { a: timing(790), b: timing(110), c: timing(100) }).slowest).toMatchObject({ count: 2, of: 3 });
    expect(loadTimeSummary(widgets, { a: timing(900), b: timing(100) }).slowest).toMatchObject({ count: 1, share: 0.9 });
  });

  it('leaves out widgets without a timing and has no summary when nothing took time', () => {
    const summary = loadTimeSummary(widgets, { a: timing(0, { cached: true }), b: timing(0, { shared: true }) });
    expect(summary.rows.map((row) => row.id)).toEqual(['a', 'b']);
    expect(summary.rows.every((row) => row.share === 0)).toBe(true);
    expect(summary.slowest).toBeUndefined();
    expect(loadTimeSummary(widgets, {})).toEqual({ rows: [] });
  });
});
