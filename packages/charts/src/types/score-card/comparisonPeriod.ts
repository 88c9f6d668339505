import { dateTextParts, formatTimestamp, resolveRecommendedRange, resolveRelativeTime, type DateLevel, type FilterValue, type QueryFilter } from '@redbi/shared/query';

/**
 * The previous period of a score card's comparison, pure. A date range on the card's date field (a
 * controller's, a linkage's or the chart's own BETWEEN, a recommended range such as "last 30 days") is
 * shifted back by one period — a day, a week, a month, a quarter or a year — to give the range it is compared
 * with. Months keep the day, or take the month's last day when it has fewer, and a range that ends on a
 * month's last day ends on the last day of the earlier month too (1–29 Feb 2024 → 1–31 Jan 2024).
 */

export interface DateRange {
  start: Date;
  end: Date;
}

const DAY_MS = 86_400_000;

/** A filter value as a date: a date text (YYYY-MM-DD[ HH:mm:ss], local time) or a time relative to now. */
function valueDate(value: FilterValue, now: Date): Date | undefined {
  if ('relative' in value) return resolveRelativeTime(value.relative, now);
  if (!('value' in value) || typeof value.value !== 'string') return undefined;
  const parts = dateTextParts(value.value.trim());
  if (!parts) return undefined;
  return new Date(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
}

/** The same column, named as a string or a path (["order", "date"] is "order.date"). */
const columnName = (column: QueryFilter['column']): string => (Array.isArray(column) ? column.join('.') : String(column));

/** The range a BETWEEN filter (two ends, or one recommended range) gives; undefined for any other filter. */
export function filterRange(filter: QueryFilter, now: Date): DateRange | undefined {
  if (filter.sqlOperator !== 'BETWEEN' || filter.aggOperator) return undefined;
  const [first, second] = filter.values;
  if (first && 'recommend' in first) {
    const [start, end] = resolveRecommendedRange(first.recommend, now);
    return { start, end };
  }
  const start = first && valueDate(first, now);
  const end = second && valueDate(second, now);
  return start && end && start.getTime() <= end.getTime() ? { start, end } : undefined;
}

/** The filters on the date field's column that give a range (the last one wins where several do). */
export function dateRangeOf(filters: readonly QueryFilter[], dateColumn: QueryFilter['column'], now: Date): { range: DateRange; index: number } | undefined {
  let found: { range: DateRange; index: number } | undefined;
  filters.forEach((filter, index) => {
    if (columnName(filter.column) !== columnName(dateColumn)) return;
    const range = filterRange(filter, now);
    if (range) found = { range, index };
  });
  return found;
}

/**
 * The period "auto" stands for: with a range, the period its length is closest to from below (a day or less
 * → day, a week or less → week, a month → month, a quarter → quarter, longer → year); without one, the date
 * field's own level, else month.
 */
export function autoPeriod(range: DateRange | undefined, fieldLevel: DateLevel | undefined): DateLevel {
  if (!range) return fieldLevel ?? 'month';
  const days = (range.end.getTime() - range.start.getTime()) / DAY_MS;
  if (days <= 1.01) return 'day';
  if (days <= 7.01) return 'week';
  if (days <= 31.01) return 'month';
  if (days <= 92.01) return 'quarter';
  return 'year';
}

const lastDayOf = (year: number, month: number) => new Date(year, month + 1, 0).getDate();

/** Calendar months back or forth: the day kept, the month's last day when it has fewer, a month end stays a month end. */
function addMonths(date: Date, months: number): Date {
  const isMonthEnd = date.getDate() === lastDayOf(date.getFullYear(), date.getMonth());
  const result = new Date(date);
  result.setDate(1);
  result.setMonth(result.getMonth() + months);
  const last = lastDayOf(result.getFullYear(), result.getMonth());
  result.setDate(isMonthEnd ? last : Math.min(date.getDate(), last));
  return result;
}

function addDays(date: Date, days: number): Date {
  const result = new Date(date);
  result.setDate(result.getDate() + days);
  return result;
}

const periodShifts: Record<DateLevel, (date: Date, amount: number) => Date> = {
  day: (date, n) => addDays(date, n),
  week: (date, n) => addDays(date, 7 * n),
  month: (date, n) => addMonths(date, n),
  quarter: (date, n) => addMonths(date, 3 * n),
  year: (date, n) => addMonths(date, 12 * n),
};

/** `date` moved by `amount` periods (negative: back). */
export const shiftDate = (date: Date, period: DateLevel, amount: number): Date => periodShifts[period](date, amount);

/** The range one period earlier. */
export const previousRange = (range: DateRange, period: DateLevel): DateRange => ({ start: shiftDate(range.start, period, -1), end: shiftDate(range.end, period, -1) });

/** A date as a bound filter value, in the form the compiler reads: a day when it has no time, else to the second. */
export function dateValue(date: Date): FilterValue {
  const text = formatTimestamp(date);
  return { value: text.endsWith(' 00:00:00') ? text.slice(0, 10) : text, valueType: 'DATE' };
}

/** The filter of a range on the column: BETWEEN its two ends, as bound values. */
export const rangeFilter = (column: QueryFilter['column'], range: DateRange): QueryFilter => ({
  column,
  sqlOperator: 'BETWEEN',
  values: [dateValue(range.start), dateValue(range.end)],
});
