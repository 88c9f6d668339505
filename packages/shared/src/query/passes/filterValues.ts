import type { FilterValue, valueTypes } from '../querySpec';
import { formatTimestamp, resolveRecommendedRange, resolveRelativeTime } from '../relativeTime';
import { param, type SqlExpr } from '../sqlTree';
import { booleanValue, dateTextParts, numberValue, shownValue, zonedDateValue } from '../valueChecks';
import { queryError } from './queryError';

/** A filter value bound as a parameter, or a recommended range standing for its start and end. */
export type BoundValue = { kind: 'value'; expr: SqlExpr } | { kind: 'range'; start: SqlExpr; end: SqlExpr };

type FilterValueType = (typeof valueTypes)[number];

/** How values are read when they do not say their type: from the filtered field's type. */
export type FieldKind = 'numeric' | 'string' | 'date' | 'boolean' | 'null';

/** What a filter's values are checked and bound as: the type of the field (after aggregation) and its name. */
export interface ValueTarget {
  kind: FieldKind;
  /** The filtered field as messages name it: `amount`, or `SUM(amount)` for a filter on the aggregate. */
  name: string;
}

const refused = (reason: 'invalidNumber' | 'invalidDate' | 'invalidBoolean', target: ValueTarget, value: unknown) =>
  queryError(reason, { name: target.name, value: shownValue(value) });

/** A date value as 'YYYY-MM-DD HH:mm:ss': written as is (local time), or moved to local time when it has a zone. */
function normalizeDateValue(value: string | number | boolean, target: ValueTarget): string {
  if (typeof value === 'number' && Number.isFinite(value)) return formatTimestamp(new Date(value));
  if (typeof value === 'string') {
    const text = value.trim();
    const plain = dateTextParts(text);
    if (plain) return `${plain.year}-${plain.month}-${plain.day} ${plain.hour}:${plain.minute}:${plain.second}`;
    const zoned = zonedDateValue(text);
    if (zoned) return formatTimestamp(zoned);
  }
  throw refused('invalidDate', target, value);
}

function toNumber(value: string | number | boolean, target: ValueTarget): number {
  const number = numberValue(value);
  if (number === undefined) throw refused('invalidNumber', target, value);
  return number;
}

function toBoolean(value: string | number | boolean, target: ValueTarget): boolean {
  const boolean = booleanValue(value);
  if (boolean === undefined) throw refused('invalidBoolean', target, value);
  return boolean;
}

/** A number bound as is, except a fraction on PostgreSQL/DuckDB, which would be read as an integer column's type. */
const numberParam = (value: number): SqlExpr => param(value, Number.isInteger(value) ? undefined : 'decimal');

/**
 * One filter value as a parameter, checked against its type first (valueChecks.ts): its valueType, else the
 * field's type. A field compared as a date (`target.kind` 'date': the field or the filter's values are
 * dates) reads every value as a date, a numeric field every value as a number (whatever its valueType
 * says, STRING included: MariaDB would coerce text such as '-1 OR 1=1' to -1). A value that is not of its
 * type is QUERY_INVALID ('<field> must be a number, not "…"'). NULL values are left out (undefined).
 */
export function bindFilterValue(value: FilterValue, target: ValueTarget, now: Date): BoundValue | undefined {
  if ('relative' in value) return { kind: 'value', expr: param(formatTimestamp(resolveRelativeTime(value.relative, now)), 'timestamp') };
  if ('recommend' in value) {
    const [start, end] = resolveRecommendedRange(value.recommend, now);
    return { kind: 'range', start: param(formatTimestamp(start), 'timestamp'), end: param(formatTimestamp(end), 'timestamp') };
  }
  const raw = value.value;
  if (raw === null) return undefined;
  return { kind: 'value', expr: bindLiteral(raw, value.valueType, target) };
}

function bindLiteral(raw: string | number | boolean, valueType: FilterValueType | undefined, target: ValueTarget): SqlExpr {
  if (valueType === 'NUMERIC') return numberParam(toNumber(raw, target));
  if (valueType === 'BOOLEAN') return param(toBoolean(raw, target));
  // Compared as dates: every other value is read as a date.
  if (valueType === 'DATE' || target.kind === 'date') return param(normalizeDateValue(raw, target), 'timestamp');
  // Compared with a number: every other value must be one (true/false count as 1/0, like conditions).
  if (target.kind === 'numeric') return numberParam(typeof raw === 'boolean' ? Number(raw) : toNumber(raw, target));
  if (valueType === 'STRING') return param(String(raw));
  return typeof raw === 'number' ? numberParam(raw) : param(raw);
}

/** The text a LIKE filter looks for (values of any type are read as text). */
export function likeText(value: FilterValue): string | undefined {
  if (!('value' in value) || value.value === null) return undefined;
  return String(value.value);
}
