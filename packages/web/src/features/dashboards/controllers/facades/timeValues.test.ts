import type { FilterValue } from '@redbi/shared/query';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { endValue, rangeOf, startValue, timeOf, type PickerType } from './timeValues';

const picked = dayjs('2024-05-15 13:45:30');
const date = (value: string): FilterValue => ({ value, valueType: 'DATE' });

describe('time values of the time facades', () => {
  it.each<[PickerType, string, string]>([
    ['date', '2024-05-15', '2024-05-15 23:59:59'],
    ['dateTime', '2024-05-15 13:45:30', '2024-05-15 13:45:30'],
    ['year', '2024-01-01', '2024-12-31 23:59:59'],
    ['quarter', '2024-04-01', '2024-06-30 23:59:59'],
    ['month', '2024-05-01', '2024-05-31 23:59:59'],
    ['week', '2024-05-13', '2024-05-19 23:59:59'],
  ])('a %s picked stands for its period, from its first day to its last second', (pickerType, start, end) => {
    expect(startValue(picked, pickerType)).toEqual(date(start));
    expect(endValue(picked, pickerType)).toEqual(date(end));
  });

  it('reads literal dates and resolves times relative to now', () => {
    const now = new Date(2024, 4, 15, 10, 0, 0);
    expect(timeOf(date('2024-02-29'), now)?.format('YYYY-MM-DD')).toBe('2024-02-29');
    expect(timeOf({ relative: { amount: 7, unit: 'days', mode: 'ago' } }, now)?.format('YYYY-MM-DD HH:mm')).toBe('2024-05-08 10:00');
    expect(timeOf({ relative: { amount: 0, unit: 'months', mode: 'current' } }, now)?.format('YYYY-MM-DD HH:mm')).toBe('2024-05-01 00:00');
    expect(timeOf({ value: 'not a date' }, now)).toBeNull();
    expect(timeOf({ value: null }, now)).toBeNull();
  });

  it('resolves both ends of a range, a recommended one included', () => {
    const now = new Date(2024, 4, 15, 10, 0, 0);
    const shown = (values: Parameters<typeof rangeOf>[0]) => rangeOf(values, now).map((time) => time?.format('YYYY-MM-DD HH:mm:ss') ?? null);
    expect(shown([{ recommend: 'last_7_days' }])).toEqual(['2024-05-09 00:00:00', '2024-05-15 23:59:59']);
    expect(shown([{ relative: { amount: 1, unit: 'years', mode: 'ago' } }, date('2024-05-15 23:59:59')])).toEqual(['2023-05-15 10:00:00', '2024-05-15 23:59:59']);
    expect(shown([])).toEqual([null, null]);
  });
});
