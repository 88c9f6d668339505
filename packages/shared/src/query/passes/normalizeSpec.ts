import type { Aggregation, DateLevel, FieldPath, FilterOperator, FilterValue, QuerySpec } from '../querySpec';
import { DEFAULT_PAGE_SIZE } from '../querySpec';

/** A field of the query by name, with its date level. */
export interface FieldRef {
  field: string;
  dateLevel?: DateLevel;
}

export interface NormalItem extends FieldRef {
  alias: string;
  /** NONE: the raw value. */
  aggregation: Aggregation;
  /** Groups are grouped by even when nothing aggregates. */
  group: boolean;
}

export interface NormalFilter extends FieldRef {
  /** Set (never NONE): the filter applies to this aggregate of the field, in HAVING. */
  aggregation?: Exclude<Aggregation, 'NONE'>;
  operator: FilterOperator;
  values: readonly FilterValue[];
}

export interface NormalOrder extends FieldRef {
  direction: 'ASC' | 'DESC';
  aggregation: Aggregation;
}

/** A QuerySpec with field paths joined into names, defaults filled in and aliases decided. */
export interface NormalSpec {
  distinct: boolean;
  /** Select list order: raw columns, then groups, then aggregators. */
  items: NormalItem[];
  filters: NormalFilter[];
  orders: NormalOrder[];
  functionColumns: { alias: string; snippet: string }[];
  limit: number;
  offset: number;
  countTotal: boolean;
}

/** ["film", "title"] names the field "film.title". */
export const fieldName = (path: FieldPath): string => (typeof path === 'string' ? path : path.join('.'));

/** The default alias: the field, its date level as LEVEL(field), its aggregation as AGG(…): SUM(amount), MAX(MONTH(day)). */
export function defaultAlias(ref: FieldRef, aggregation: Aggregation): string {
  const level = ref.dateLevel ? `${ref.dateLevel.toUpperCase()}(${ref.field})` : ref.field;
  return aggregation === 'NONE' ? level : `${aggregation}(${level})`;
}

const ref = (entry: { column: FieldPath; dateLevel?: DateLevel | undefined }): FieldRef =>
  entry.dateLevel ? { field: fieldName(entry.column), dateLevel: entry.dateLevel } : { field: fieldName(entry.column) };

function item(entry: { column: FieldPath; dateLevel?: DateLevel | undefined; alias?: string | undefined }, aggregation: Aggregation, group: boolean): NormalItem {
  const fieldRef = ref(entry);
  return { ...fieldRef, alias: entry.alias ?? defaultAlias(fieldRef, aggregation), aggregation, group };
}

const withoutNone = (aggregation: Aggregation | undefined) => (aggregation === undefined || aggregation === 'NONE' ? undefined : aggregation);

export function normalizeSpec(spec: QuerySpec): NormalSpec {
  const pageSize = spec.pageInfo?.pageSize ?? DEFAULT_PAGE_SIZE;
  const pageNo = spec.pageInfo?.pageNo ?? 1;
  return {
    distinct: (spec.keywords ?? []).includes('DISTINCT'),
    items: [
      ...(spec.columns ?? []).map((column) => item(column, 'NONE', false)),
      ...(spec.groups ?? []).map((group) => item(group, 'NONE', true)),
      ...(spec.aggregators ?? []).map((aggregator) => item(aggregator, aggregator.sqlOperator, false)),
    ],
    filters: (spec.filters ?? []).map((filter) => {
      const aggregation = withoutNone(filter.aggOperator);
      return { ...ref(filter), ...(aggregation ? { aggregation } : {}), operator: filter.sqlOperator, values: filter.values ?? [] };
    }),
    orders: (spec.orders ?? []).map((order) => ({ ...ref(order), direction: order.operator ?? 'ASC', aggregation: order.aggOperator ?? 'NONE' })),
    functionColumns: (spec.functionColumns ?? []).map(({ alias, snippet }) => ({ alias, snippet })),
    limit: pageSize,
    offset: (pageNo - 1) * pageSize,
    countTotal: spec.pageInfo?.countTotal ?? false,
  };
}
