/**
 * The timetables a schedule's editor builds without typing cron (issue 22): every N minutes, hourly at a
 * minute, daily, weekly on some days, monthly on a day and yearly on a date, each at a time of day. Pure:
 * a preset becomes a standard 5-field cron expression (minute hour day month weekday, Sunday 0, as the
 * server's croner reads it), and an expression that says exactly one of them is read back as that preset —
 * anything else is "custom" (null) and stays as typed.
 */
export const cronPresetKinds = ['minutes', 'hourly', 'daily', 'weekly', 'monthly', 'yearly'] as const;
export type CronPresetKind = (typeof cronPresetKinds)[number];

/** A time of day, 24-hour. */
export interface TimeOfDay {
  hour: number;
  minute: number;
}

export type CronPreset =
  | { kind: 'minutes'; every: number }
  | { kind: 'hourly'; minute: number }
  | ({ kind: 'daily' } & TimeOfDay)
  /** `days`: weekdays, 0 Sunday … 6 Saturday, sorted, at least one. */
  | ({ kind: 'weekly'; days: number[] } & TimeOfDay)
  | ({ kind: 'monthly'; day: number } & TimeOfDay)
  /** `month`: 1 January … 12 December. */
  | ({ kind: 'yearly'; month: number; day: number } & TimeOfDay);

/** The step choices of 'every N minutes' that divide the hour evenly (a step that does not, restarts each hour). */
export const MINUTE_STEPS = [1, 2, 3, 5, 10, 15, 20, 30] as const;

/** The longest month of each (February 29: a yearly date in a leap year). */
const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;
export const daysInMonth = (month: number): number => DAYS_IN_MONTH[month - 1] ?? 31;

const WEEKDAY_NAMES = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];
const MONTH_NAMES = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

/** The preset as a cron expression. */
export function presetToCron(preset: CronPreset): string {
  switch (preset.kind) {
    case 'minutes':
      return preset.every === 1 ? '* * * * *' : `*/${preset.every} * * * *`;
    case 'hourly':
      return `${preset.minute} * * * *`;
    case 'daily':
      return `${preset.minute} ${preset.hour} * * *`;
    case 'weekly':
      return `${preset.minute} ${preset.hour} * * ${[...new Set(preset.days)].sort((a, b) => a - b).join(',')}`;
    case 'monthly':
      return `${preset.minute} ${preset.hour} ${preset.day} * *`;
    case 'yearly':
      return `${preset.minute} ${preset.hour} ${preset.day} ${preset.month} *`;
  }
}

/** A whole number written plainly (no sign, no leading zeros beyond one) within [min, max]. */
function numberIn(text: string, min: number, max: number): number | undefined {
  if (!/^(0|[1-9]\d?)$/.test(text)) return undefined;
  const value = Number(text);
  return value >= min && value <= max ? value : undefined;
}

const named = (text: string, names: readonly string[], offset: number): number | undefined => {
  const index = names.indexOf(text.toUpperCase());
  return index < 0 ? undefined : index + offset;
};

/** '*' or Quartz's '?': any. */
const isAny = (field: string): boolean => field === '*' || field === '?';

/** A weekday list ('1,3,5', '1-5', 'MON-FRI', '0,7'), as sorted weekdays 0–6; undefined when it is not one. */
function weekdaysOf(field: string): number[] | undefined {
  const day = (text: string) => numberIn(text, 0, 7) ?? named(text, WEEKDAY_NAMES, 0);
  const days = new Set<number>();
  for (const part of field.split(',')) {
    const range = /^([^-]+)-([^-]+)$/.exec(part);
    const from = day(range ? (range[1] ?? '') : part);
    const to = range ? day(range[2] ?? '') : from;
    if (from === undefined || to === undefined || to < from) return undefined;
    for (let each = from; each <= to; each += 1) days.add(each % 7);
  }
  return [...days].sort((a, b) => a - b);
}

/** The minute step of '*', '*\/N' or '0/N'. */
function minuteStep(field: string): number | undefined {
  if (field === '*') return 1;
  const step = /^(?:\*|0)\/(\d{1,2})$/.exec(field);
  return step ? numberIn(step[1] ?? '', 1, 59) : undefined;
}

/**
 * The preset an expression says, or null ("custom"). Five fields, or six with the seconds at 0 first (as
 * datart's Quartz expressions are); '?' reads as '*'.
 */
export function cronToPreset(expression: string): CronPreset | null {
  let fields = expression.trim().split(/\s+/);
  if (fields.length === 6 && fields[0] === '0') fields = fields.slice(1);
  if (fields.length !== 5) return null;
  const [minuteField = '', hourField = '', dayField = '', monthField = '', weekdayField = ''] = fields;

  const step = minuteStep(minuteField);
  if (step !== undefined) {
    return hourField === '*' && isAny(dayField) && monthField === '*' && isAny(weekdayField) ? { kind: 'minutes', every: step } : null;
  }
  const minute = numberIn(minuteField, 0, 59);
  if (minute === undefined) return null;
  if (hourField === '*') return isAny(dayField) && monthField === '*' && isAny(weekdayField) ? { kind: 'hourly', minute } : null;
  const hour = numberIn(hourField, 0, 23);
  if (hour === undefined) return null;

  if (isAny(dayField) && monthField === '*') {
    if (isAny(weekdayField)) return { kind: 'daily', hour, minute };
    const days = weekdaysOf(weekdayField);
    return days && days.length > 0 ? { kind: 'weekly', days, hour, minute } : null;
  }
  if (!isAny(weekdayField)) return null;
  if (monthField === '*') {
    const day = numberIn(dayField, 1, 31);
    return day === undefined ? null : { kind: 'monthly', day, hour, minute };
  }
  const month = numberIn(monthField, 1, 12) ?? named(monthField, MONTH_NAMES, 1);
  const day = month === undefined ? undefined : numberIn(dayField, 1, daysInMonth(month));
  return month === undefined || day === undefined ? null : { kind: 'yearly', month, day, hour, minute };
}

/** The preset of `kind` a user switches to, keeping what carries over from the current one (its time of day). */
export function presetOfKind(kind: CronPresetKind, from: CronPreset | null): CronPreset {
  const time: TimeOfDay = from && 'hour' in from ? { hour: from.hour, minute: from.minute } : { hour: 8, minute: from?.kind === 'hourly' ? from.minute : 0 };
  switch (kind) {
    case 'minutes':
      return { kind, every: 15 };
    case 'hourly':
      return { kind, minute: time.minute };
    case 'daily':
      return { kind, ...time };
    case 'weekly':
      return { kind, days: [1], ...time };
    case 'monthly':
      return { kind, day: 1, ...time };
    case 'yearly':
      return { kind, month: 1, day: 1, ...time };
  }
}

/** A new schedule's timetable: every Monday at 08:00. */
export const DEFAULT_CRON = presetToCron({ kind: 'weekly', days: [1], hour: 8, minute: 0 });
