/**
 * Value normalisation shared by every connector (connector.ts, QueryResult): dates as 'YYYY-MM-DD',
 * timestamps as ISO 8601 with milliseconds when there are any ('…T…Z' with a zone, '…T…' without one),
 * other values as strings.
 */

const TIMESTAMP = /^(\d{4,})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?\s*(Z|[+-]\d{2}(?::?\d{2}(?::?\d{2})?)?)?$/i;

/** Fraction of a second to '.sss' (truncated, like a JS Date), or '' when there are no milliseconds. */
function milliseconds(fraction: string | undefined): string {
  const ms = (fraction ?? '').slice(0, 3).padEnd(3, '0');
  return ms === '000' ? '' : `.${ms}`;
}

/** '+05:30' / '-08' / 'Z' to minutes east of UTC. */
function offsetMinutes(zone: string): number {
  if (zone.toUpperCase() === 'Z') return 0;
  const digits = zone.slice(1).replaceAll(':', '');
  const minutes = Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4) || 0) + Number(digits.slice(4, 6) || 0) / 60;
  return zone.startsWith('-') ? -minutes : minutes;
}

/**
 * A database's timestamp text to ISO 8601. Text with an offset is moved to UTC and ends in 'Z'; without
 * one, `zone` says whether it is UTC already ('…Z') or a local date and time ('…'). Text that is not a
 * plain timestamp ('infinity', BC dates, five-digit years with an offset) comes back unchanged.
 */
export function normalizeTimestamp(text: string, zone: boolean): string {
  const match = TIMESTAMP.exec(text.trim());
  if (!match) return text;
  const [, year, month, day, hour, minute, second, fraction, offset] = match as unknown as string[];
  const ms = milliseconds(fraction);
  if (!zone && !offset) return `${year}-${month}-${day}T${hour}:${minute}:${second}${ms}`;
  if (!offset || offsetMinutes(offset) === 0) return `${year}-${month}-${day}T${hour}:${minute}:${second}${ms}Z`;
  if ((year as string).length > 4) return text;
  const local = Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second));
  const utc = new Date(local - offsetMinutes(offset as string) * 60_000);
  if (Number.isNaN(utc.getTime())) return text;
  return `${utc.toISOString().slice(0, 19)}${ms}Z`;
}

/** A calendar date as 'YYYY-MM-DD'; a timestamp's text is cut to its date, anything else unchanged. */
export function normalizeDate(text: string): string {
  const match = /^(\d{4,}-\d{2}-\d{2})(?:$|[ T])/.exec(text.trim());
  return match ? (match[1] as string) : text;
}

/** Milliseconds since the epoch (UTC) as ISO 8601, '.sss' only when non-zero. */
export function isoFromEpochMs(ms: number, zone: boolean): string | undefined {
  const date = new Date(ms);
  if (Number.isNaN(date.getTime()) || date.getUTCFullYear() < 0 || date.getUTCFullYear() > 9999) return undefined;
  const iso = date.toISOString();
  const text = iso.endsWith('.000Z') ? `${iso.slice(0, 19)}Z` : iso;
  return zone ? text : text.slice(0, -1);
}

const INTEGER_TEXT = /^[+-]?\d+$/;

/**
 * A number from a driver's number or numeric text (DECIMAL, BIGINT); other text unchanged. An integer
 * beyond ±2^53 (a BIGINT id, a HUGEINT sum) stays the text of its digits, so that no digit is lost on the
 * way to the browser: the grids and charts format decimal text exactly, and plot it as a number.
 */
export function toNumber(value: unknown): unknown {
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint') return Number.isSafeInteger(Number(value)) ? Number(value) : value.toString();
  if (typeof value !== 'string') return value;
  // Every numeric value of a result comes through here (a million rows of an export: millions of calls), so
  // the common case — text of a number within 2^53 — costs one conversion; the rest are checked after.
  const number = Number(value);
  if (Number.isNaN(number)) return value;
  if (number === 0 && value.trim() === '') return value;
  if (Number.isSafeInteger(number) || !Number.isInteger(number)) return number;
  const text = value.trim();
  return INTEGER_TEXT.test(text) ? text.replace(/^\+/, '') : number;
}

/** Bytes as PostgreSQL shows bytea: '\x' and hex. */
export const hexOfBytes = (bytes: Uint8Array): string => `\\x${Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('hex')}`;

/** Any other value as a string: bytes as hex, objects and arrays as JSON. */
export function toText(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (value instanceof Uint8Array) return hexOfBytes(value);
  if (typeof value === 'object') return JSON.stringify(value, (_key, inner: unknown) => (typeof inner === 'bigint' ? inner.toString() : inner));
  return String(value);
}
