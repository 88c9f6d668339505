/**
 * Dates and times as the API answers them ('YYYY-MM-DD', 'YYYY-MM-DDTHH:mm:ss[.fff][Z|±hh:mm]'), written
 * with a pattern. Values are shown as the database gave them: no time-zone conversion, so a value without
 * a zone and a 'Z' value (UTC) read the same digits they carry. Only with the timeZone option is a value
 * that carries a zone converted to that zone; one without a zone never is. Pure and deterministic.
 */

/** Spec §3's date formats; any other pattern of the tokens below is a custom format. */
export const dateFormats = ['YYYY-MM-DD', 'YYYY-MM-DD HH:mm:ss'] as const;

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
const daysInMonth = (year: number, month: number) => (month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31);

function parseDateText(text: string): { parts: DateParts; zone?: string } | undefined {
  const match = DATE_TEXT.exec(text.trim());
  if (!match) return undefined;
  const [year, month, day, hour = 0, minute = 0, second = 0] = match.slice(1, 7).map((part) => Number(part ?? 0));
  const millisecond = Number((match[7] ?? '0').padEnd(3, '0').slice(0, 3));
  const parts = { year: year!, month: month!, day: day!, hour, minute, second, millisecond };
  const valid = parts.month >= 1 && parts.month <= 12 && parts.day >= 1 && parts.day <= daysInMonth(parts.year, parts.month) && hour <= 23 && minute <= 59 && second <= 59;
  return valid ? { parts, zone: match[8] } : undefined;
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

const pad = (value: number, width: number) => String(value).padStart(width, '0');

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
};

/** Literal text in [brackets], or a token (longest first). */
const PATTERN_PIECE = /\[([^\]]*)]|YYYY|YY|MM|M|DD|D|HH|H|mm|ss|SSS/g;

/**
 * A date or timestamp written with a pattern of the tokens YYYY YY MM M DD D HH H mm ss SSS and literal
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
  return pattern.replace(PATTERN_PIECE, (piece: string, literal: string | undefined) => (literal !== undefined ? literal : (tokens[piece]?.(parts) ?? piece)));
}
