/**
 * Dates and times as the API answers them ('YYYY-MM-DD', 'YYYY-MM-DDTHH:mm:ss[.fff][Z|±hh:mm]'), written
 * with a pattern. Values are shown as the database gave them: no time-zone conversion, so a value without
 * a zone and a 'Z' value (UTC) read the same digits they carry. Only with the timeZone option is a value
 * that carries a zone converted to that zone; one without a zone never is. Pure and deterministic.
 */

export { dateFormats } from '@redbi/shared/domain';

export interface DateFormatOptions {
  /** An IANA zone ('Asia/Shanghai') to show values that carry a zone in. */
  timeZone?: string;
}

interface DateParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
}

const DATE_TEXT = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;

const isLeapYear = (year: number) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
const daysInMonth = (year: number, month: number) => (month === 2 ? (isLeapYear(year) ? 29 : 28) : month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31);

const DIGIT_0 = 48;
/** The number written by the `length` digits at `at`, or -1 if any of them is not a digit. */
function digitsAt(text: string, at: number, length: number): number {
  let value = 0;
  for (let index = at; index < at + length; index += 1) {
    const digit = text.charCodeAt(index) - DIGIT_0;
    if (digit < 0 || digit > 9) return -1;
    value = value * 10 + digit;
  }
  return value;
}

/**
 * The common shapes without a regular expression: 'YYYY-MM-DD', 'YYYY-MM-DD[T ]HH:mm' and
 * 'YYYY-MM-DD[T ]HH:mm:ss', with nothing after them. Anything else (fractions, zones, spaces) goes to
 * DATE_TEXT. A chart writes every row's date, so this is the hot path of a long line.
 */
function plainDateParts(text: string): DateParts | undefined {
  const { length } = text;
  if ((length !== 10 && length !== 16 && length !== 19) || text.charCodeAt(4) !== 45 || text.charCodeAt(7) !== 45) return undefined;
  const year = digitsAt(text, 0, 4);
  const month = digitsAt(text, 5, 2);
  const day = digitsAt(text, 8, 2);
  if (year < 0 || month < 0 || day < 0) return undefined;
  let hour = 0;
  let minute = 0;
  let second = 0;
  if (length > 10) {
    const separator = text.charCodeAt(10);
    if ((separator !== 84 && separator !== 32) || text.charCodeAt(13) !== 58) return undefined;
    hour = digitsAt(text, 11, 2);
    minute = digitsAt(text, 14, 2);
    if (length === 19) {
      if (text.charCodeAt(16) !== 58) return undefined;
      second = digitsAt(text, 17, 2);
    }
    if (hour < 0 || minute < 0 || second < 0) return undefined;
  }
  return { year, month, day, hour, minute, second, millisecond: 0 };
}

const isRealTime = (parts: DateParts) =>
  parts.month >= 1 && parts.month <= 12 && parts.day >= 1 && parts.day <= daysInMonth(parts.year, parts.month) && parts.hour <= 23 && parts.minute <= 59 && parts.second <= 59;

function parseDateText(text: string): { parts: DateParts; zone?: string } | undefined {
  const plain = plainDateParts(text);
  if (plain) return isRealTime(plain) ? { parts: plain } : undefined;
  const match = DATE_TEXT.exec(text.trim());
  if (!match) return undefined;
  const parts: DateParts = {
    year: Number(match[1]),
    month: Number(match[2]),
    day: Number(match[3]),
    hour: match[4] === undefined ? 0 : Number(match[4]),
    minute: match[5] === undefined ? 0 : Number(match[5]),
    second: match[6] === undefined ? 0 : Number(match[6]),
    millisecond: match[7] === undefined ? 0 : Number(match[7].slice(0, 3).padEnd(3, '0')),
  };
  return isRealTime(parts) ? { parts, zone: match[8] } : undefined;
}

/** The wall-clock parts of an instant in an IANA zone. */
function partsInZone(epochMs: number, timeZone: string): DateParts {
  const formatter = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(formatter.formatToParts(epochMs).find((each) => each.type === type)?.value ?? 0);
  return { year: part('year'), month: part('month'), day: part('day'), hour: part('hour'), minute: part('minute'), second: part('second'), millisecond: new Date(epochMs).getUTCMilliseconds() };
}

const pad = (value: number, width: number) => (width === 2 && value >= 0 && value < 10 ? `0${value}` : String(value).padStart(width, '0'));

const tokens: Record<string, (parts: DateParts) => string> = {
  YYYY: (parts) => pad(parts.year, 4),
  YY: (parts) => pad(parts.year % 100, 2),
  MM: (parts) => pad(parts.month, 2),
  M: (parts) => String(parts.month),
  DD: (parts) => pad(parts.day, 2),
  D: (parts) => String(parts.day),
  HH: (parts) => pad(parts.hour, 2),
  H: (parts) => String(parts.hour),
  mm: (parts) => pad(parts.minute, 2),
  ss: (parts) => pad(parts.second, 2),
  SSS: (parts) => pad(parts.millisecond, 3),
  Q: (parts) => String(Math.ceil(parts.month / 3)),
};

/** Literal text in [brackets], or a token (longest first). */
const PATTERN_PIECE = /\[([^\]]*)]|YYYY|YY|MM|M|DD|D|HH|H|mm|ss|SSS|Q/g;

type Piece = string | ((parts: DateParts) => string);

/** Patterns split into literal text and token writers once; a chart writes thousands of values with one. */
const compiled = new Map<string, Piece[]>();
/** Patterns are typed by people: a long-running server forgets them beyond this many. */
const MAX_COMPILED = 200;
function piecesOf(pattern: string): Piece[] {
  let pieces = compiled.get(pattern);
  if (!pieces) {
    pieces = [];
    let last = 0;
    for (const match of pattern.matchAll(PATTERN_PIECE)) {
      if (match.index > last) pieces.push(pattern.slice(last, match.index));
      pieces.push(match[1] !== undefined ? match[1] : (tokens[match[0]] ?? match[0]));
      last = match.index + match[0].length;
    }
    if (last < pattern.length) pieces.push(pattern.slice(last));
    if (compiled.size >= MAX_COMPILED) compiled.clear();
    compiled.set(pattern, pieces);
  }
  return pieces;
}

/**
 * A date or timestamp written with a pattern of the tokens YYYY YY MM M DD D HH H mm ss SSS Q (quarter) and literal
 * text in [brackets]: ('2024-03-05T07:08:09', 'YYYY[年]M[月]D[日] HH:mm') → '2024年3月5日 07:08'.
 * null and undefined → ''; anything that is not such a date (or is no real day, like 2024-02-30) is
 * returned as given (String(value)).
 */
export function formatDate(value: unknown, pattern: string, options: DateFormatOptions = {}): string {
  if (value === null || value === undefined) return '';
  const text = value instanceof Date ? (Number.isNaN(value.getTime()) ? '' : value.toISOString()) : typeof value === 'string' ? value : '';
  const parsed = parseDateText(text);
  if (!parsed) return String(value);
  let parts = parsed.parts;
  if (options.timeZone && parsed.zone) {
    const zone = parsed.zone.toUpperCase() === 'Z' ? 'Z' : `${parsed.zone.slice(0, 3)}:${parsed.zone.slice(-2)}`;
    const { year, month, day, hour, minute, second, millisecond } = parts;
    const iso = `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}T${pad(hour, 2)}:${pad(minute, 2)}:${pad(second, 2)}.${pad(millisecond, 3)}${zone}`;
    parts = partsInZone(Date.parse(iso), options.timeZone);
  }
  let written = '';
  for (const piece of piecesOf(pattern)) written += typeof piece === 'string' ? piece : piece(parts);
  return written;
}
