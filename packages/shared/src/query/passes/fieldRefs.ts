import type { ValueType } from '../expressions/functionSpecs';
import type { FieldScope } from '../fieldScope';
import type { Aggregation, DateLevel } from '../querySpec';
import { call, type SqlExpr } from '../sqlTree';
import type { FieldRef } from './normalizeSpec';
import { queryError } from './queryError';

/** A field of the query compiled, with its date level and aggregation applied. */
export interface CompiledRef {
  name: string;
  expr: SqlExpr;
  type: ValueType;
  aggregate: boolean;
}

const dateLevelFunctions: Record<DateLevel, string> = {
  year: 'AGG_DATE_YEAR',
  quarter: 'AGG_DATE_QUARTER',
  month: 'AGG_DATE_MONTH',
  week: 'AGG_DATE_WEEK',
  day: 'AGG_DATE_DAY',
};

/** The field by name (QUERY_INVALID 'query.unknownField' when there is none), truncated to its date level. */
export function compileRef(ref: FieldRef, scope: FieldScope): CompiledRef {
  const field = scope.resolve(ref.field);
  if (!field) throw queryError('unknownField', { name: ref.field });
  const compiled = { name: ref.field, expr: field.expr, type: field.type, aggregate: field.aggregate };
  if (!ref.dateLevel) return compiled;
  if (field.type !== 'date') throw queryError('dateLevelOnNonDate', { name: ref.field });
  return { ...compiled, expr: call(dateLevelFunctions[ref.dateLevel], field.expr) };
}

const aggregateTypes: Record<Exclude<Aggregation, 'NONE'>, ValueType | 'same'> = {
  SUM: 'numeric',
  AVG: 'numeric',
  COUNT: 'numeric',
  COUNT_DISTINCT: 'numeric',
  MAX: 'same',
  MIN: 'same',
};

/**
 * The aggregate of a field. A field that aggregates already (an aggregate computed field) is its own
 * aggregate: the operator is not applied around it, which would nest aggregates.
 */
export function aggregateRef(ref: CompiledRef, aggregation: Aggregation): CompiledRef {
  if (aggregation === 'NONE' || ref.aggregate) return ref;
  const type = aggregateTypes[aggregation];
  return { ...ref, expr: call(aggregation, ref.expr), type: type === 'same' ? ref.type : type, aggregate: true };
}

/** What an item or order computes (`field` compiled before aggregation), to find an order among the select items. */
export const signatureOf = (ref: FieldRef, field: CompiledRef, aggregation: Aggregation): string =>
  JSON.stringify([ref.field, ref.dateLevel ?? '', field.aggregate ? 'NONE' : aggregation]);
