import { binary, call, type SqlExpr } from '../sqlTree';
import { isDateText, shownValue } from '../valueChecks';
import { expressionError } from './expressionError';
import type { ValueType } from './functionSpecs';

/** A compiled expression: its SQL tree, the type of its value and whether it aggregates rows. */
export interface Typed {
  expr: SqlExpr;
  type: ValueType;
  aggregate: boolean;
  /** Where the (first) aggregate inside it is written, for errors about aggregating it again. */
  aggregateAt?: number;
}

/** Whether any of the values aggregates, and where the first aggregate is written. */
export function aggregateOf(...values: readonly Typed[]): Pick<Typed, 'aggregate' | 'aggregateAt'> {
  const first = values.find((value) => value.aggregate);
  return first ? { aggregate: true, ...(first.aggregateAt === undefined ? {} : { aggregateAt: first.aggregateAt }) } : { aggregate: false };
}

const ZERO: SqlExpr = { kind: 'raw', parts: ['0'] };
const ONE: SqlExpr = { kind: 'raw', parts: ['1'] };

/** A number where one is needed: a condition counts as 1 or 0 (the same on every database). */
export function asNumber(value: Typed, name: string, position: number): Typed {
  if (value.type === 'numeric' || value.type === 'null') return value;
  if (value.type === 'boolean') return { ...value, type: 'numeric', expr: { kind: 'case', when: value.expr, then: ONE, otherwise: ZERO } };
  throw expressionError(position, 'needsNumber', { name });
}

/** A condition where one is needed: a number holds when it is not 0. */
export function asCondition(value: Typed, name: string, position: number): Typed {
  if (value.type === 'boolean' || value.type === 'null') return value;
  if (value.type === 'numeric') return { ...value, type: 'boolean', expr: binary('<>', value.expr, ZERO) };
  throw expressionError(position, 'needsCondition', { name });
}

/** A text literal read as a date: it must be written as one (valueChecks.ts), else `notADate` at its position. */
function dateLiteral(value: Typed, position: number): Typed | undefined {
  if (value.expr.kind !== 'param' || typeof value.expr.value !== 'string') return undefined;
  if (!isDateText(value.expr.value)) throw expressionError(position, 'notADate', { value: shownValue(value.expr.value) });
  return { ...value, type: 'date', expr: { ...value.expr, cast: 'timestamp' } };
}

/**
 * A date where a function needs one (YEAR, AGG_DATE_MONTH …): a date, or a text literal that is a date
 * ('2024-01-31'). A text field or expression is refused (`needsDate`): it is not known to hold dates, and
 * the database would fail on, or silently misread, the first value that is not one.
 */
export function asDate(value: Typed, name: string, position: number): Typed {
  if (value.type === 'date' || value.type === 'null') return value;
  const literal = value.type === 'string' ? dateLiteral(value, position) : undefined;
  if (!literal) throw expressionError(position, 'needsDate', { name });
  return literal;
}

/** Text next to a date (a comparison, IF, COALESCE) is read as a date: a literal must be one, other text is converted. */
const readAsDate = (value: Typed, position: number): Typed => dateLiteral(value, position) ?? { ...value, type: 'date', expr: call('TO_TIMESTAMP', value.expr) };

export function asString(value: Typed, name: string, position: number): Typed {
  if (value.type === 'string' || value.type === 'null') return value;
  throw expressionError(position, 'needsText', { name });
}

/** Anything, conditions as 1/0 (a condition is not a value on every database). */
export const asValue = (value: Typed, name: string, position: number): Typed => (value.type === 'boolean' ? asNumber(value, name, position) : value);

/**
 * Values that must share one type (IF's branches, COALESCE, MAX, comparisons): conditions count as numbers,
 * and text next to a date is read as a date. Throws `mixedTypes` at the first value that does not fit.
 */
export function unify(values: readonly { value: Typed; position: number }[], name: string): { values: Typed[]; type: ValueType } {
  const valued = values.map(({ value, position }) => ({ value: asValue(value, name, position), position }));
  const types = new Set(valued.map(({ value }) => value.type).filter((type) => type !== 'null'));
  if (types.size === 0) return { values: valued.map(({ value }) => value), type: 'null' };
  const type: ValueType = types.has('date') ? 'date' : (types.values().next().value as ValueType);
  const unified = valued.map(({ value, position }) => {
    if (value.type === type || value.type === 'null') return value;
    if (type === 'date' && value.type === 'string') return readAsDate(value, position);
    throw expressionError(position, 'mixedTypes', { name });
  });
  return { values: unified, type };
}

/** The value of a whole expression: a condition becomes 1/0 so that it reads the same everywhere. */
export const asResult = (value: Typed): Typed => (value.type === 'boolean' ? asNumber(value, '', 0) : value);
