import type { FieldScope } from '../fieldScope';
import { allOf, type FromItem, type OrderItem, type Select, type SelectItem, type SqlExpr } from '../sqlTree';
import { aggregateRef, compileRef, signatureOf } from './fieldRefs';
import { compileFilter } from './filters';
import type { NormalItem, NormalOrder, NormalSpec } from './normalizeSpec';
import { queryError } from './queryError';

interface CompiledItem {
  alias: string;
  expr: SqlExpr;
  aggregate: boolean;
  group: boolean;
  signature: string;
}

function compileItem(item: NormalItem, scope: FieldScope): CompiledItem {
  const field = compileRef(item, scope);
  if (item.group && field.aggregate) throw queryError('aggregateInGroup', { name: item.field });
  const value = aggregateRef(field, item.aggregation);
  return { alias: item.alias, expr: value.expr, aggregate: value.aggregate, group: item.group, signature: signatureOf(item, field, item.aggregation) };
}

/** One select item per alias: the same item twice is kept once, two different ones are an error. */
function uniqueItems(items: readonly CompiledItem[]): CompiledItem[] {
  const byAlias = new Map<string, CompiledItem>();
  for (const item of items) {
    const existing = byAlias.get(item.alias);
    if (!existing) byAlias.set(item.alias, item);
    else if (existing.signature !== item.signature) throw queryError('duplicateAlias', { name: item.alias });
  }
  return [...byAlias.values()];
}

/** By the select item's position when the order names one (parameters inside would not match), else the expression. */
function compileOrder(order: NormalOrder, items: readonly CompiledItem[], scope: FieldScope): OrderItem & { aggregate: boolean } {
  const field = compileRef(order, scope);
  const signature = signatureOf(order, field, order.aggregation);
  const position = items.findIndex((item) => item.signature === signature);
  if (position >= 0) return { expr: { kind: 'ordinal', position: position + 1 }, direction: order.direction, aggregate: false };
  const value = aggregateRef(field, order.aggregation);
  return { expr: value.expr, direction: order.direction, aggregate: value.aggregate };
}

/**
 * The query over the view: select items (raw columns, groups, aggregates), WHERE and HAVING, GROUP BY by
 * position, ORDER BY, LIMIT/OFFSET. When anything aggregates, every raw item is grouped by.
 */
export function buildSelect(spec: NormalSpec, scope: FieldScope, from: FromItem, now: Date): Select {
  const items = uniqueItems(spec.items.map((item) => compileItem(item, scope)));
  const filters = spec.filters.map((filter) => compileFilter(filter, scope, now));
  const orders = spec.orders.map((order) => compileOrder(order, items, scope));
  const having = filters.filter((filter) => filter.having).map((filter) => filter.condition);
  const aggregated = items.some((item) => item.aggregate || item.group) || having.length > 0 || orders.some((order) => order.aggregate);
  const groupBy: SqlExpr[] = aggregated
    ? items.flatMap((item, index) => (item.aggregate ? [] : [{ kind: 'ordinal', position: index + 1 } satisfies SqlExpr]))
    : [];
  const where = allOf(filters.filter((filter) => !filter.having).map((filter) => filter.condition));
  const havingCondition = allOf(having);
  return {
    distinct: spec.distinct,
    items: items.map(({ alias, expr }): SelectItem => ({ expr, alias })),
    from,
    joins: [],
    ...(where ? { where } : {}),
    groupBy,
    ...(havingCondition ? { having: havingCondition } : {}),
    orderBy: orders.map(({ expr, direction }) => ({ expr, direction })),
    limit: spec.limit,
    offset: spec.offset,
  };
}
