import type { RecommendedRange, RelativeTime, RelativeTimeUnit } from './querySpec';

/**
 * Relative times and recommended ranges, resolved from "now" in the server's local time (Date's local
 * getters and setters, so that days and months follow the local calendar across daylight-saving changes).
 */

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** 'YYYY-MM-DD HH:mm:ss' in local time: the form every dialect's timestamp cast reads. */
export function formatTimestamp(date: Date): string {
  const day = `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

function addDays(date: Date, days: number): Date {
  const result = new Date(date);
  result.setDate(result.getDate() + days);
  return result;
}

/** Calendar months; the day is kept, or the month's last day when it has fewer (31 Mar − 1 month = 29 Feb). */
function addMonths(date: Date, months: number): Date {
  const result = new Date(date);
  const day = result.getDate();
  result.setDate(1);
  result.setMonth(result.getMonth() + months);
  const lastDay = new Date(result.getFullYear(), result.getMonth() + 1, 0).getDate();
  result.setDate(Math.min(day, lastDay));
  return result;
}

const addMilliseconds = (date: Date, ms: number) => new Date(date.getTime() + ms);

function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

function endOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate(), 23, 59, 59);
}

/** The Monday that starts the ISO week. */
const startOfWeek = (date: Date) => startOfDay(addDays(date, -((date.getDay() + 6) % 7)));

interface UnitRule {
  shift(date: Date, amount: number): Date;
  /** The start of the unit `date` is in. */
  start(date: Date): Date;
}

const unitRules: Record<RelativeTimeUnit, UnitRule> = {
  seconds: { shift: (date, n) => addMilliseconds(date, n * 1000), start: (date) => new Date(Math.floor(date.getTime() / 1000) * 1000) },
  minutes: {
    shift: (date, n) => addMilliseconds(date, n * 60_000),
    start: (date) => new Date(date.getFullYear(), date.getMonth(), date.getDate(), date.getHours(), date.getMinutes()),
  },
  hours: { shift: (date, n) => addMilliseconds(date, n * 3_600_000), start: (date) => new Date(date.getFullYear(), date.getMonth(), date.getDate(), date.getHours()) },
  days: { shift: addDays, start: startOfDay },
  weeks: { shift: (date, n) => addDays(date, n * 7), start: startOfWeek },
  months: { shift: addMonths, start: (date) => new Date(date.getFullYear(), date.getMonth(), 1) },
  quarters: { shift: (date, n) => addMonths(date, n * 3), start: (date) => new Date(date.getFullYear(), date.getMonth() - (date.getMonth() % 3), 1) },
  years: { shift: (date, n) => addMonths(date, n * 12), start: (date) => new Date(date.getFullYear(), 0, 1) },
};

/** `ago`: now − amount units; `fromNow`: now + amount units; `current`: the start of the current unit. */
export function resolveRelativeTime(relative: RelativeTime, now: Date): Date {
  const rule = unitRules[relative.unit];
  switch (relative.mode) {
    case 'ago':
      return rule.shift(now, -relative.amount);
    case 'fromNow':
      return rule.shift(now, relative.amount);
    case 'current':
      return rule.start(now);
  }
}

/** [start of the first day, 23:59:59 of today]: the last `days` days, today included. */
const lastDays = (days: number) => (now: Date) => [startOfDay(addDays(now, 1 - days)), endOfDay(now)] as const;
/** Since the day after the same day `months` months ago, to the end of today. */
const lastMonths = (months: number) => (now: Date) => [startOfDay(addDays(addMonths(now, -months), 1)), endOfDay(now)] as const;

const rangeRules: Record<RecommendedRange, (now: Date) => readonly [Date, Date]> = {
  today: (now) => [startOfDay(now), endOfDay(now)],
  yesterday: (now) => [startOfDay(addDays(now, -1)), endOfDay(addDays(now, -1))],
  this_week: (now) => [startOfWeek(now), endOfDay(addDays(startOfWeek(now), 6))],
  last_7_days: lastDays(7),
  last_30_days: lastDays(30),
  last_90_days: lastDays(90),
  last_1_month: lastMonths(1),
  last_1_year: lastMonths(12),
};

/** The start and end (inclusive, to the second) of a recommended range. */
export function resolveRecommendedRange(range: RecommendedRange, now: Date): readonly [Date, Date] {
  return rangeRules[range](now);
}
