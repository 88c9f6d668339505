import { z } from 'zod';
import { columnTypes } from '../domain/source';
import { idField } from '../domain/fields';

/** Filter operators of spec §3. The LIKE variants wrap the value in % (contains, starts with, ends with). */
export const filterOperators = [
  'EQ',
  'NE',
  'IS_NULL',
  'NOT_NULL',
  'LIKE',
  'NOT_LIKE',
  'PREFIX_LIKE',
  'PREFIX_NOT_LIKE',
  'SUFFIX_LIKE',
  'SUFFIX_NOT_LIKE',
  'BETWEEN',
  'NOT_BETWEEN',
  'IN',
  'NOT_IN',
  'LT',
  'GT',
  'LTE',
  'GTE',
] as const;
export type FilterOperator = (typeof filterOperators)[number];

/** Aggregations of spec §3; NONE is the raw value. */
export const aggregations = ['NONE', 'SUM', 'AVG', 'COUNT', 'COUNT_DISTINCT', 'MAX', 'MIN'] as const;
export type Aggregation = (typeof aggregations)[number];

/** A date field truncated to the start of its year, quarter, month, ISO week (Monday) or day. */
export const dateLevels = ['year', 'quarter', 'month', 'week', 'day'] as const;
export type DateLevel = (typeof dateLevels)[number];

export const relativeTimeUnits = ['seconds', 'minutes', 'hours', 'days', 'weeks', 'months', 'years', 'quarters'] as const;
export type RelativeTimeUnit = (typeof relativeTimeUnits)[number];
/** `ago`: now minus amount units; `fromNow`: now plus amount units; `current`: the start of the current unit. */
export const relativeTimeModes = ['ago', 'current', 'fromNow'] as const;
export type RelativeTimeMode = (typeof relativeTimeModes)[number];

/** Ranges resolved at query time to a start and an end (both ends of a BETWEEN). */
export const recommendedRanges = ['today', 'yesterday', 'this_week', 'last_7_days', 'last_30_days', 'last_90_days', 'last_1_month', 'last_1_year'] as const;
export type RecommendedRange = (typeof recommendedRanges)[number];

export const valueTypes = ['STRING', 'NUMERIC', 'DATE', 'BOOLEAN'] as const;

/** The row limits of the view editor's preview. */
export const PREVIEW_ROW_LIMITS = [100, 1000, 10000, 100000] as const;
export const DEFAULT_PREVIEW_ROWS = 1000;
export const DEFAULT_PAGE_SIZE = 1000;
export const MAX_PAGE_SIZE = 100_000;

/**
 * A field of the view: a model column, a computed field of the view or a function column of the query. A
 * path (`["film", "title"]`, as datart sends for structured views) names the column "film.title".
 */
export const FieldPathSchema = z.union([z.string().min(1).max(255), z.array(z.string().min(1).max(255)).min(1).max(8)]);
export type FieldPath = z.infer<typeof FieldPathSchema>;

const aliasField = () => z.string().min(1).max(255);

export const RelativeTimeSchema = z.object({
  amount: z.number().int().min(0).max(100_000),
  unit: z.enum(relativeTimeUnits),
  mode: z.enum(relativeTimeModes),
});
export type RelativeTime = z.infer<typeof RelativeTimeSchema>;

/** One filter value: a literal, a time relative to now, or a recommended range (which stands for both ends). */
export const FilterValueSchema = z.union([
  z.object({
    value: z.union([z.string().max(10_000), z.number(), z.boolean(), z.null()]),
    valueType: z.enum(valueTypes).optional(),
  }),
  z.object({ relative: RelativeTimeSchema }),
  z.object({ recommend: z.enum(recommendedRanges) }),
]);
export type FilterValue = z.infer<typeof FilterValueSchema>;

const fieldRef = {
  column: FieldPathSchema,
  dateLevel: z.enum(dateLevels).optional(),
};

export const QueryColumnSchema = z.object({ ...fieldRef, alias: aliasField().optional() });
export const QueryAggregatorSchema = z.object({ ...fieldRef, sqlOperator: z.enum(aggregations), alias: aliasField().optional() });
export const QueryGroupSchema = z.object({ ...fieldRef, alias: aliasField().optional() });
export const QueryFilterSchema = z.object({
  ...fieldRef,
  /** Set: the filter applies to the aggregate (HAVING); absent: to the rows (WHERE). */
  aggOperator: z.enum(aggregations).optional(),
  sqlOperator: z.enum(filterOperators),
  values: z.array(FilterValueSchema).max(10_000).default([]),
});
export const QueryOrderSchema = z.object({ ...fieldRef, operator: z.enum(['ASC', 'DESC']).default('ASC'), aggOperator: z.enum(aggregations).optional() });
/** A computed field of the query (the chart's own), referenced by its alias from the other lists. */
export const FunctionColumnSchema = z.object({ alias: aliasField(), snippet: z.string().min(1).max(10_000) });

export const PageRequestSchema = z.object({
  pageNo: z.number().int().min(1).max(10_000_000).default(1),
  pageSize: z.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  /** Also count the rows of the whole result (a second query). */
  countTotal: z.boolean().default(false),
});

/**
 * What a chart asks of a view (datart's ViewExecuteParam): raw columns, aggregates, groups, filters on
 * rows or on aggregates, orders, computed fields, date levels, paging and query-variable values.
 * Aggregates without groups aggregate the whole view; raw columns next to aggregates are grouped by.
 */
export const QuerySpecSchema = z
  .object({
    viewId: idField(),
    keywords: z.array(z.enum(['DISTINCT'])).max(1).default([]),
    columns: z.array(QueryColumnSchema).max(500).default([]),
    aggregators: z.array(QueryAggregatorSchema).max(500).default([]),
    groups: z.array(QueryGroupSchema).max(500).default([]),
    filters: z.array(QueryFilterSchema).max(500).default([]),
    orders: z.array(QueryOrderSchema).max(500).default([]),
    functionColumns: z.array(FunctionColumnSchema).max(200).default([]),
    pageInfo: PageRequestSchema.default({ pageNo: 1, pageSize: DEFAULT_PAGE_SIZE, countTotal: false }),
    /** Query-variable values by variable name; several values turn `=` into IN. */
    params: z.record(z.string().max(255), z.array(z.string().max(10_000)).max(10_000)).default({}),
    /** Also answer the generated SQL (only for those who may manage the view). */
    script: z.boolean().default(false),
  })
  .meta({ id: 'QuerySpec' });
export type QuerySpec = z.output<typeof QuerySpecSchema>;
export type QuerySpecInput = z.input<typeof QuerySpecSchema>;
export type QueryFilter = z.output<typeof QueryFilterSchema>;
export type QueryOrder = z.output<typeof QueryOrderSchema>;

export const DataframeColumnSchema = z.object({ name: z.string(), type: z.enum(columnTypes) });
export type DataframeColumn = z.infer<typeof DataframeColumnSchema>;

const dataframeShape = {
  columns: z.array(DataframeColumnSchema),
  rows: z.array(z.array(z.unknown())),
  pageInfo: z.object({ pageNo: z.number().int(), pageSize: z.number().int(), total: z.number().int().optional() }),
  /** The SQL that ran, with placeholders for the bound values. */
  script: z.string().optional(),
  /** The answer came from the result cache. */
  cached: z.boolean(),
};

/** The answer of one of a chart's extra queries (a score card's previous period or sparkline). */
export const ExtraDataframeSchema = z.object(dataframeShape).meta({ id: 'ExtraDataframe' });

/**
 * A query's answer: typed columns, rows as arrays in column order, the page, and the SQL for managers. A
 * chart's data (the batched board request, a saved chart's data) also carries the answers of the chart's
 * extra queries by name, each run as the main one is (the same caller, permissions and cache).
 */
export const DataframeSchema = z
  .object({ ...dataframeShape, extras: z.record(z.string().min(1).max(64), ExtraDataframeSchema).optional() })
  .meta({ id: 'Dataframe' });
export type Dataframe = z.infer<typeof DataframeSchema>;
