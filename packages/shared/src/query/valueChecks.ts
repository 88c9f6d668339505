/**
 * What a value of each type must look like before it enters a query: filter values, variable values and
 * text literals read as dates all go through these checkers. A value the database (or JavaScript) would
 * coerce instead — MariaDB reads '-1 OR 1=1' as -1 and compares a date with 'garbage' as it likes,
 * `Number('0x10')` is 16 — is refused, and the caller answers the spec's '%s must be …' message.
 */

/** A plain decimal number: an optional sign, digits with an optional fraction, an optional exponent. */
const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

/** Whether the text (nothing around it) is a plain decimal number: '-2.5', '1e3'; not '0x10' or '12abc'. */
export const isDecimalText = (text: string): boolean => DECIMAL.test(text);

/**
 * The number a value stands for, or undefined: a finite JS number, or decimal text (spaces around it are
 * ignored, since only the number is bound). No hex, no `Infinity`, no trailing text: '0x10', '1e',
 * '12abc' and '-1 OR 1=1' are not numbers.
 */
export function numberValue(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (!isDecimalText(text)) return undefined;
  const number = Number(text);
  return Number.isFinite(number) ? number : undefined;
}

/** A calendar date and time of day, as written (the time is 00:00:00 when the text has none). */
export interface DateParts {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  second: string;
}

/** YYYY-MM-DD, then optionally a time HH:mm, HH:mm:ss or HH:mm:ss.ffffff after a space or a T. */
const DATE_TEXT = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,6})?)?)?$/;
/** The same, with a time zone: Z or ±HH:mm. */
const ZONED_TEXT = /^(\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?)\s*(?:Z|[+-]\d{2}:?\d{2})$/i;

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const daysInMonth = (year: number, month: number) => (month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31);

/**
 * The parts of a date written 'YYYY-MM-DD' or 'YYYY-MM-DD HH:mm[:ss[.ffffff]]' (T between date and time
 * too), or undefined: it must be a real day of the calendar (no 2024-02-30, no year 0) and a real time
 * (hours 00-23, no leap second). Nothing around it, not even spaces.
 */
export function dateTextParts(text: string): DateParts | undefined {
  const match = DATE_TEXT.exec(text);
  if (!match) return undefined;
  const [, year = '', month = '', day = '', hour = '00', minute = '00', second = '00'] = match;
  const [y, m, d] = [Number(year), Number(month), Number(day)];
  if (y < 1 || m < 1 || m > 12 || d < 1 || d > daysInMonth(y, m)) return undefined;
  if (Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59) return undefined;
  return { year, month, day, hour, minute, second };
}

/** Whether the text is a date of `dateTextParts` (the form a date variable or a date literal must have). */
export const isDateText = (text: string): boolean => dateTextParts(text) !== undefined;

/** A date and time with a time zone ('2024-01-02T03:04:05Z', '… +08:00') as an instant, or undefined. */
export function zonedDateValue(text: string): Date | undefined {
  const match = ZONED_TEXT.exec(text);
  if (!match?.[1] || !isDateText(match[1])) return undefined;
  const instant = new Date(text);
  return Number.isNaN(instant.getTime()) ? undefined : instant;
}

/** true/false: the booleans, the text 'true'/'false' (any case) or '1'/'0', the numbers 1/0. */
export function booleanValue(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value === 1 ? true : value === 0 ? false : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim().toLowerCase();
  return text === 'true' || text === '1' ? true : text === 'false' || text === '0' ? false : undefined;
}

/** A value as it is shown in a message: cut after 50 characters. */
export const shownValue = (value: unknown): string => {
  const text = String(value);
  return text.length > 50 ? `${text.slice(0, 50)}…` : text;
};
