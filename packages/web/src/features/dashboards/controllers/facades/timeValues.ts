import type { pickerTypes } from '@redbi/shared/domain';
import { resolveRecommendedRange, resolveRelativeTime, type FilterValue } from '@redbi/shared/query';
import dayjs, { type Dayjs } from 'dayjs';
import { dateValue } from './facadeValues';

export type PickerType = (typeof pickerTypes)[number];

/** Spec §9's date formats. */
export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** What a picked time stands for at each precision: the antd picker to draw, and the period's first and last moment. */
interface PickerPeriod {
  picker: 'date' | 'year' | 'quarter' | 'month' | 'week';
  showTime: boolean;
  start(time: Dayjs): Dayjs;
  end(time: Dayjs): Dayjs;
}

const startOfQuarter = (time: Dayjs) => time.month(time.month() - (time.month() % 3)).startOf('month');
/** ISO weeks start on Monday, as the query compiler's week level does (whatever the locale says). */
const startOfWeek = (time: Dayjs) => time.subtract((time.day() + 6) % 7, 'day').startOf('day');

export const pickerPeriods: Record<PickerType, PickerPeriod> = {
  date: { picker: 'date', showTime: false, start: (time) => time.startOf('day'), end: (time) => time.endOf('day') },
  dateTime: { picker: 'date', showTime: true, start: (time) => time.startOf('second'), end: (time) => time.startOf('second') },
  year: { picker: 'year', showTime: false, start: (time) => time.startOf('year'), end: (time) => time.endOf('year') },
  quarter: { picker: 'quarter', showTime: false, start: startOfQuarter, end: (time) => startOfQuarter(time).add(2, 'month').endOf('month') },
  month: { picker: 'month', showTime: false, start: (time) => time.startOf('month'), end: (time) => time.endOf('month') },
  week: { picker: 'week', showTime: false, start: startOfWeek, end: (time) => startOfWeek(time).add(6, 'day').endOf('day') },
};

/** A picked time as a value: the start of its period, 'YYYY-MM-DD' (or 'YYYY-MM-DD HH:mm:ss' when the time is picked too). */
export function startValue(time: Dayjs, pickerType: PickerType): FilterValue {
  const start = pickerPeriods[pickerType].start(time);
  return dateValue(start.format(pickerType === 'dateTime' ? DATE_TIME_FORMAT : DATE_FORMAT));
}

/** A range's end as a value: the last second of its period, so that the whole last day (month …) is inside the range. */
export const endValue = (time: Dayjs, pickerType: PickerType): FilterValue => dateValue(pickerPeriods[pickerType].end(time).format(DATE_TIME_FORMAT));

/** The time a value stands for: a literal date, or a time relative to `now` resolved. */
export function timeOf(value: FilterValue | undefined, now: Date): Dayjs | null {
  if (!value) return null;
  if ('relative' in value) return dayjs(resolveRelativeTime(value.relative, now));
  if (!('value' in value) || value.value === null || value.value === '' || typeof value.value === 'boolean') return null;
  const time = dayjs(value.value);
  return time.isValid() ? time : null;
}

/** Both ends of a range value: two literal or relative times, or a recommended range, resolved against `now`. */
export function rangeOf(values: readonly FilterValue[], now: Date): [Dayjs | null, Dayjs | null] {
  const [first, second] = values;
  if (first && 'recommend' in first) {
    const [start, end] = resolveRecommendedRange(first.recommend, now);
    return [dayjs(start), dayjs(end)];
  }
  return [timeOf(first, now), timeOf(second, now)];
}
