import type { FilterValue, valueTypes } from '../querySpec';
import { formatTimestamp, resolveRecommendedRange, resolveRelativeTime } from '../relativeTime';
import { param, type SqlExpr } from '../sqlTree';
import { queryError } from './queryError';

/** A filter value bound as a parameter, or a recommended range standing for its start and end. */
export type BoundValue = { kind: 'value'; expr: SqlExpr } | { kind: 'range'; start: SqlExpr; end: SqlExpr };

type FilterValueType = (typeof valueTypes)[number];

/** How values are read when they do not say their type: from the filtered field's type. */
export type FieldKind = 'numeric' | 'string' | 'date' | 'boolean' | 'null';

const DATE_TEXT = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?$/;
const ZONED_TEXT = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?\s*(?:Z|[+-]\d{2}:?\d{2})$/i;

/** A date value as 'YYYY-MM-DD HH:mm:ss': written as is (local time), or moved to local time when it has a zone. */
export function normalizeDateValue(value: string | number): string {
  if (typeof value === 'number') {
    if (Number.isFinite(value)) return formatTimestamp(new Date(value));
  } else {
    const text = value.trim();
    const plain = DATE_TEXT.exec(text);
    if (plain) {
      const [, year, month, day, hour = '00', minute = '00', second = '00'] = plain;
      return `${year}-${month}-${day} ${hour}:${minute}:${second}`;
    }
    const zoned = ZONED_TEXT.test(text) ? new Date(text) : undefined;
    if (zoned && !Number.isNaN(zoned.getTime())) return formatTimestamp(zoned);
  }
  throw queryError('invalidDate', { value: String(value) });
}

function toNumber(value: string | number | boolean): number {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  if (!Number.isFinite(number)) throw queryError('invalidNumber', { value: String(value) });
  return number;
}

function toBoolean(value: string | number | boolean): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value !== 0;
  const text = value.trim().toLowerCase();
  if (text === 'true' || text === '1') return true;
  if (text === 'false' || text === '0') return false;
  throw queryError('invalidBoolean', { value });
}

/** A number bound as is, except a fraction on PostgreSQL/DuckDB, which would be read as an integer column's type. */
const numberParam = (value: number): SqlExpr => param(value, Number.isInteger(value) ? undefined : 'decimal');
const dateParam = (value: string | number): SqlExpr => param(normalizeDateValue(value), 'timestamp');

/**
 * One filter value as a parameter: by its valueType, else by the field's type (a numeric field reads
 * numeric text as numbers). `fieldKind` 'date' (the field or the filter's values are dates) reads every
 * value but numbers and booleans as a date. NULL values are left out (undefined).
 */
export function bindFilterValue(value: FilterValue, fieldKind: FieldKind, now: Date): BoundValue | undefined {
  if ('relative' in value) return { kind: 'value', expr: param(formatTimestamp(resolveRelativeTime(value.relative, now)), 'timestamp') };
  if ('recommend' in value) {
    const [start, end] = resolveRecommendedRange(value.recommend, now);
    return { kind: 'range', start: param(formatTimestamp(start), 'timestamp'), end: param(formatTimestamp(end), 'timestamp') };
  }
  const raw = value.value;
  if (raw === null) return undefined;
  return { kind: 'value', expr: bindLiteral(raw, value.valueType, fieldKind) };
}

function bindLiteral(raw: string | number | boolean, valueType: FilterValueType | undefined, fieldKind: FieldKind): SqlExpr {
  if (valueType === 'NUMERIC') return numberParam(toNumber(raw));
  if (valueType === 'BOOLEAN') return param(toBoolean(raw));
  // Compared as dates: every other value is read as a date.
  if (valueType === 'DATE' || fieldKind === 'date') return dateParam(typeof raw === 'boolean' ? String(raw) : raw);
  if (valueType === 'STRING') return param(String(raw));
  if (fieldKind === 'numeric' && typeof raw === 'string' && raw.trim() !== '' && Number.isFinite(Number(raw))) return numberParam(Number(raw));
  return typeof raw === 'number' ? numberParam(raw) : param(raw);
}

/** The text a LIKE filter looks for (values of any type are read as text). */
export function likeText(value: FilterValue): string | undefined {
  if (!('value' in value) || value.value === null) return undefined;
  return String(value.value);
}
