import type { QueryFilter } from '@redbi/shared/query';
import { describe, expect, it } from 'vitest';
import { autoPeriod, dateRangeOf, dateValue, filterRange, previousRange, shiftDate } from './comparisonPeriod';

const day = (y: number, m: number, d: number, h = 0, mi = 0, s = 0) => new Date(y, m - 1, d, h, mi, s);
const between = (start: string, end: string, column = 'order_date'): QueryFilter => ({ column, sqlOperator: 'BETWEEN', values: [{ value: start, valueType: 'DATE' }, { value: end, valueType: 'DATE' }] });
const now = day(2024, 3, 15, 10, 30, 45);

describe('shifting a date by one period', () => {
  it('moves days and weeks by whole days', () => {
    expect(shiftDate(day(2024, 3, 1), 'day', -1)).toEqual(day(2024, 2, 29));
    expect(shiftDate(day(2024, 3, 4, 23, 59, 59), 'week', -1)).toEqual(day(2024, 2, 26, 23, 59, 59));
  });

  it('keeps the day across month ends, or takes the shorter month’s last day', () => {
    expect(shiftDate(day(2024, 3, 31), 'month', -1)).toEqual(day(2024, 2, 29));
    expect(shiftDate(day(2023, 3, 31), 'month', -1)).toEqual(day(2023, 2, 28));
    expect(shiftDate(day(2024, 3, 15), 'month', -1)).toEqual(day(2024, 2, 15));
    expect(shiftDate(day(2024, 1, 10), 'month', -1)).toEqual(day(2023, 12, 10));
  });

  it('keeps a month end a month end, so whole months stay whole (leap February included)', () => {
    expect(previousRange({ start: day(2024, 2, 1), end: day(2024, 2, 29, 23, 59, 59) }, 'month')).toEqual({ start: day(2024, 1, 1), end: day(2024, 1, 31, 23, 59, 59) });
    expect(previousRange({ start: day(2024, 3, 1), end: day(2024, 3, 31) }, 'month')).toEqual({ start: day(2024, 2, 1), end: day(2024, 2, 29) });
    expect(previousRange({ start: day(2023, 3, 1), end: day(2023, 3, 31) }, 'month')).toEqual({ start: day(2023, 2, 1), end: day(2023, 2, 28) });
  });

  it('moves quarters by three months and years by twelve, 29 February to 28 February', () => {
    expect(previousRange({ start: day(2024, 4, 1), end: day(2024, 6, 30) }, 'quarter')).toEqual({ start: day(2024, 1, 1), end: day(2024, 3, 31) });
    expect(previousRange({ start: day(2024, 1, 1), end: day(2024, 3, 31) }, 'quarter')).toEqual({ start: day(2023, 10, 1), end: day(2023, 12, 31) });
    expect(shiftDate(day(2024, 2, 29), 'year', -1)).toEqual(day(2023, 2, 28));
    expect(previousRange({ start: day(2024, 1, 1), end: day(2024, 12, 31) }, 'year')).toEqual({ start: day(2023, 1, 1), end: day(2023, 12, 31) });
  });
});

describe('the range a filter gives', () => {
  it('reads BETWEEN of date texts, relative times and a recommended range', () => {
    expect(filterRange(between('2024-02-01', '2024-02-29 23:59:59'), now)).toEqual({ start: day(2024, 2, 1), end: day(2024, 2, 29, 23, 59, 59) });
    expect(filterRange({ column: 'd', sqlOperator: 'BETWEEN', values: [{ relative: { amount: 7, unit: 'days', mode: 'ago' } }, { relative: { amount: 0, unit: 'days', mode: 'ago' } }] }, now)).toEqual({
      start: day(2024, 3, 8, 10, 30, 45),
      end: now,
    });
    expect(filterRange({ column: 'd', sqlOperator: 'BETWEEN', values: [{ recommend: 'last_7_days' }] }, now)).toEqual({ start: day(2024, 3, 9), end: day(2024, 3, 15, 23, 59, 59) });
  });

  it('ignores other operators, aggregate filters, reversed or unreadable ends', () => {
    expect(filterRange({ column: 'd', sqlOperator: 'GTE', values: [{ value: '2024-01-01' }] }, now)).toBeUndefined();
    expect(filterRange({ ...between('2024-01-01', '2024-02-01'), aggOperator: 'MAX' }, now)).toBeUndefined();
    expect(filterRange(between('2024-03-01', '2024-02-01'), now)).toBeUndefined();
    expect(filterRange(between('soon', '2024-02-01'), now)).toBeUndefined();
  });

  it('finds the last range on the date field’s column among the filters', () => {
    const filters = [between('2024-01-01', '2024-01-31', 'shipped_at'), between('2023-01-01', '2023-12-31'), between('2024-02-01', '2024-02-29')];
    expect(dateRangeOf(filters, 'order_date', now)).toEqual({ range: { start: day(2024, 2, 1), end: day(2024, 2, 29) }, index: 2 });
    expect(dateRangeOf(filters, ['orders', 'placed'], now)).toBeUndefined();
  });
});

describe('the period auto stands for', () => {
  it('follows the range’s length, else the date field’s level, else month', () => {
    expect(autoPeriod({ start: day(2024, 3, 15), end: day(2024, 3, 15, 23, 59, 59) }, undefined)).toBe('day');
    expect(autoPeriod({ start: day(2024, 3, 9), end: day(2024, 3, 15, 23, 59, 59) }, 'year')).toBe('week');
    expect(autoPeriod({ start: day(2024, 1, 1), end: day(2024, 1, 31, 23, 59, 59) }, undefined)).toBe('month');
    expect(autoPeriod({ start: day(2024, 1, 1), end: day(2024, 3, 31, 23, 59, 59) }, undefined)).toBe('quarter');
    expect(autoPeriod({ start: day(2024, 1, 1), end: day(2024, 12, 31) }, undefined)).toBe('year');
    expect(autoPeriod(undefined, 'quarter')).toBe('quarter');
    expect(autoPeriod(undefined, undefined)).toBe('month');
  });
});

it('writes a shifted end as a bound date value, to the second unless it is midnight', () => {
  expect(dateValue(day(2024, 1, 31))).toEqual({ value: '2024-01-31', valueType: 'DATE' });
  expect(dateValue(day(2024, 1, 31, 23, 59, 59))).toEqual({ value: '2024-01-31 23:59:59', valueType: 'DATE' });
});
