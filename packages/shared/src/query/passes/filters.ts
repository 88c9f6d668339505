import type { FieldScope } from '../fieldScope';
import type { FilterValue } from '../querySpec';
import { call, type SqlExpr } from '../sqlTree';
import { aggregateRef, compileRef, type CompiledRef } from './fieldRefs';
import { bindFilterValue, type BoundValue } from './filterValues';
import { defaultAlias, type NormalFilter } from './normalizeSpec';
import { predicates } from './predicates';
import { queryError } from './queryError';

export interface CompiledFilter {
  /** On an aggregate: goes to HAVING. */
  having: boolean;
  condition: SqlExpr;
}

const isDateValue = (value: FilterValue) => !('value' in value) || value.valueType === 'DATE';

/** A date compared in the dialect's comparable form (SQLite: datetime(x)); text compared with dates is read as a date. */
function comparable(target: CompiledRef): SqlExpr {
  if (target.type === 'date') return call('DATE_COMPARABLE', target.expr);
  if (target.type === 'string') return call('TO_TIMESTAMP', target.expr);
  return target.expr;
}

/**
 * A filter as a condition: on the rows (WHERE), or with an aggregation on the aggregate (HAVING). A field
 * that aggregates by itself can only be filtered as an aggregate (QUERY_INVALID 'query.aggregateInWhere').
 */
export function compileFilter(filter: NormalFilter, scope: FieldScope, now: Date): CompiledFilter {
  const field = compileRef(filter, scope);
  if (field.aggregate && !filter.aggregation) throw queryError('aggregateInWhere', { name: filter.field });
  const target = aggregateRef(field, filter.aggregation ?? 'NONE');
  const dates = target.type === 'date' || filter.values.some(isDateValue);
  const valueTarget = { kind: dates ? 'date' : target.type, name: defaultAlias(filter, filter.aggregation ?? 'NONE') } as const;
  const condition = predicates[filter.operator]({
    name: filter.field,
    operand: dates ? comparable(target) : target.expr,
    textOperand: target.type === 'string' ? target.expr : call('TO_TEXT', target.expr),
    values: () => filter.values.map((value) => bindFilterValue(value, valueTarget, now)).filter((value): value is BoundValue => value !== undefined),
    listsNull: filter.values.some((value) => 'value' in value && value.value === null),
    raw: filter.values,
    likeEscape: scope.dialect.likeEscape,
  });
  return { having: target.aggregate, condition };
}
