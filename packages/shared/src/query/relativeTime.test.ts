import { describe, expect, it } from 'vitest';
import type { RelativeTime } from './querySpec';
import { formatTimestamp, resolveRecommendedRange, resolveRelativeTime } from './relativeTime';

// Dates are built with local-time constructors, so these hold in every time zone.
const friday = new Date(2024, 2, 15, 10, 30, 45, 500);
const relative = (amount: number, unit: RelativeTime['unit'], mode: RelativeTime['mode'], now = friday) => formatTimestamp(resolveRelativeTime({ amount, unit, mode }, now));
const range = (name: Parameters<typeof resolveRecommendedRange>[0], now = friday) => resolveRecommendedRange(name, now).map(formatTimestamp);

describe('formatTimestamp', () => {
  it("writes local time as 'YYYY-MM-DD HH:mm:ss', without milliseconds", () => {
    expect(formatTimestamp(new Date(2024, 0, 5, 7, 8, 9, 999))).toBe('2024-01-05 07:08:09');
    expect(formatTimestamp(new Date(987, 11, 31, 23, 59, 59))).toBe('0987-12-31 23:59:59');
  });
});

describe('relative times', () => {
  it('ago: now minus the amount', () => {
    expect(relative(7, 'days', 'ago')).toBe('2024-03-08 10:30:45');
    expect(relative(3, 'hours', 'ago')).toBe('2024-03-15 07:30:45');
    expect(relative(90, 'minutes', 'ago')).toBe('2024-03-15 09:00:45');
    expect(relative(50, 'seconds', 'ago')).toBe('2024-03-15 10:29:55');
    expect(relative(1, 'weeks', 'ago')).toBe('2024-03-08 10:30:45');
    expect(relative(2, 'months', 'ago')).toBe('2024-01-15 10:30:45');
    expect(relative(1, 'quarters', 'ago')).toBe('2023-12-15 10:30:45');
    expect(relative(1, 'years', 'ago')).toBe('2023-03-15 10:30:45');
  });

  it('fromNow: now plus the amount', () => {
    expect(relative(2, 'weeks', 'fromNow')).toBe('2024-03-29 10:30:45');
    expect(relative(20, 'days', 'fromNow')).toBe('2024-04-04 10:30:45');
    expect(relative(10, 'months', 'fromNow')).toBe('2025-01-15 10:30:45');
  });

  it('keeps the day of month where it exists, else takes the last day of the month', () => {
    const endOfMarch = new Date(2024, 2, 31, 12, 0, 0);
    expect(relative(1, 'months', 'ago', endOfMarch)).toBe('2024-02-29 12:00:00');
    expect(relative(1, 'quarters', 'fromNow', endOfMarch)).toBe('2024-06-30 12:00:00');
    expect(relative(1, 'years', 'ago', new Date(2024, 1, 29, 8, 0, 0))).toBe('2023-02-28 08:00:00');
  });

  it('current: the start of the unit, the amount ignored', () => {
    expect(relative(5, 'seconds', 'current')).toBe('2024-03-15 10:30:45');
    expect(relative(0, 'minutes', 'current')).toBe('2024-03-15 10:30:00');
    expect(relative(0, 'hours', 'current')).toBe('2024-03-15 10:00:00');
    expect(relative(0, 'days', 'current')).toBe('2024-03-15 00:00:00');
    expect(relative(0, 'weeks', 'current')).toBe('2024-03-11 00:00:00');
    expect(relative(0, 'weeks', 'current', new Date(2024, 2, 17, 23, 0, 0))).toBe('2024-03-11 00:00:00');
    expect(relative(0, 'weeks', 'current', new Date(2024, 2, 11, 0, 0, 0))).toBe('2024-03-11 00:00:00');
    expect(relative(0, 'months', 'current')).toBe('2024-03-01 00:00:00');
    expect(relative(0, 'quarters', 'current')).toBe('2024-01-01 00:00:00');
    expect(relative(0, 'quarters', 'current', new Date(2024, 11, 31))).toBe('2024-10-01 00:00:00');
    expect(relative(0, 'years', 'current')).toBe('2024-01-01 00:00:00');
  });
});

describe('recommended ranges', () => {
  it('today and yesterday: whole days', () => {
    expect(range('today')).toEqual(['2024-03-15 00:00:00', '2024-03-15 23:59:59']);
    expect(range('yesterday')).toEqual(['2024-03-14 00:00:00', '2024-03-14 23:59:59']);
    expect(range('yesterday', new Date(2024, 2, 1, 0, 0, 1))).toEqual(['2024-02-29 00:00:00', '2024-02-29 23:59:59']);
  });

  it('this_week: Monday 00:00 to Sunday 23:59:59', () => {
    expect(range('this_week')).toEqual(['2024-03-11 00:00:00', '2024-03-17 23:59:59']);
    expect(range('this_week', new Date(2024, 2, 17, 20, 0, 0))).toEqual(['2024-03-11 00:00:00', '2024-03-17 23:59:59']);
    expect(range('this_week', new Date(2024, 2, 18, 0, 0, 0))).toEqual(['2024-03-18 00:00:00', '2024-03-24 23:59:59']);
  });

  it('last N days: N days including today', () => {
    expect(range('last_7_days')).toEqual(['2024-03-09 00:00:00', '2024-03-15 23:59:59']);
    expect(range('last_30_days')).toEqual(['2024-02-15 00:00:00', '2024-03-15 23:59:59']);
    expect(range('last_90_days')).toEqual(['2023-12-17 00:00:00', '2024-03-15 23:59:59']);
  });

  it('last month and last year: from the day after the same day a month (year) ago', () => {
    expect(range('last_1_month')).toEqual(['2024-02-16 00:00:00', '2024-03-15 23:59:59']);
    expect(range('last_1_month', new Date(2024, 2, 31, 9, 0, 0))).toEqual(['2024-03-01 00:00:00', '2024-03-31 23:59:59']);
    expect(range('last_1_year')).toEqual(['2023-03-16 00:00:00', '2024-03-15 23:59:59']);
  });
});
