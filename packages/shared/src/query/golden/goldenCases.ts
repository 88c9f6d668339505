// The cases of the golden SQL files: each is compiled for every dialect and compared with <name>.<dialect>.sql.
import type { Dialect } from '../../sources/connectorTypes';
import type { CompilableView, ResolvedVariable } from '../compileTypes';
import type { FilterOperator, FilterValue, QuerySpec, RecommendedRange, RelativeTime } from '../querySpec';
import { aggregations, dateLevels, recommendedRanges } from '../querySpec';
import { spec, sqlView, structView, variable } from '../queryTestKit';
import type { JoinType } from '../../domain/view';
import { functionCases } from './goldenFunctionCases';

export interface GoldenCase {
  /** The file name's first part. */
  name: string;
  spec: QuerySpec;
  view?: CompilableView;
  variables?: ResolvedVariable[];
  hidden?: string[];
  /** Only these dialects (the case uses functions the others do not have). */
  dialects?: readonly Dialect[];
  /** The editor's preview (compilePreview) with this row limit, instead of compileQuery. */
  preview?: number;
}

const value = (v: string | number | null, valueType?: 'STRING' | 'NUMERIC' | 'DATE'): FilterValue => (valueType ? { value: v, valueType } : { value: v });

/** One filter over a detail query. */
const filterCase = (name: string, column: string, sqlOperator: FilterOperator, values: FilterValue[]): GoldenCase => ({
  name,
  spec: spec({ columns: [{ column: 'id' }, { column: 'region' }, { column }], filters: [{ column, sqlOperator, values }], orders: [{ column: 'id' }] }),
});

const operatorCases: GoldenCase[] = [
  filterCase('op_EQ', 'region', 'EQ', [value('North')]),
  filterCase('op_NE', 'region', 'NE', [value('North')]),
  filterCase('op_LT', 'amount', 'LT', [value('100', 'NUMERIC')]),
  filterCase('op_GT', 'amount', 'GT', [value(99.5)]),
  filterCase('op_LTE', 'quantity', 'LTE', [value(3)]),
  filterCase('op_GTE', 'order_date', 'GTE', [value('2024-01-01')]),
  filterCase('op_IN', 'region', 'IN', [value('North'), value('East')]),
  filterCase('op_IN_empty', 'region', 'IN', []),
  filterCase('op_NOT_IN', 'product', 'NOT_IN', [value('Phone'), value('Tablet')]),
  filterCase('op_NOT_IN_empty', 'product', 'NOT_IN', []),
  // A NULL in the list is matched with IS NULL (SQL's `x NOT IN (…, NULL)` is never true).
  filterCase('op_IN_null', 'note', 'IN', [value('a'), value(null)]),
  filterCase('op_NOT_IN_null', 'note', 'NOT_IN', [value('a'), value(null)]),
  filterCase('op_NOT_IN_only_null', 'note', 'NOT_IN', [value(null)]),
  filterCase('op_IS_NULL', 'note', 'IS_NULL', []),
  filterCase('op_NOT_NULL', 'note', 'NOT_NULL', []),
  filterCase('op_LIKE', 'note', 'LIKE', [value('_')]),
  filterCase('op_LIKE_wildcards', 'note', 'LIKE', [value('b%!x')]),
  filterCase('op_LIKE_number', 'amount', 'LIKE', [value('5')]),
  filterCase('op_NOT_LIKE', 'product', 'NOT_LIKE', [value('phone')]),
  filterCase('op_PREFIX_LIKE', 'product', 'PREFIX_LIKE', [value('Ph')]),
  filterCase('op_PREFIX_NOT_LIKE', 'product', 'PREFIX_NOT_LIKE', [value('Ph')]),
  filterCase('op_SUFFIX_LIKE', 'product', 'SUFFIX_LIKE', [value('one')]),
  filterCase('op_SUFFIX_NOT_LIKE', 'product', 'SUFFIX_NOT_LIKE', [value('one')]),
  filterCase('op_BETWEEN', 'amount', 'BETWEEN', [value(10), value(100)]),
  filterCase('op_NOT_BETWEEN', 'order_date', 'NOT_BETWEEN', [value('2024-01-01', 'DATE'), value('2024-01-31 23:59:59', 'DATE')]),
];

const aggregationCases: GoldenCase[] = aggregations.map((sqlOperator) => ({
  name: `agg_${sqlOperator}`,
  spec: spec({ groups: [{ column: 'region' }], aggregators: [{ column: 'amount', sqlOperator }], orders: [{ column: 'region' }] }),
}));

const dateLevelCases: GoldenCase[] = dateLevels.map((dateLevel) => ({
  name: `level_${dateLevel}`,
  spec: spec({
    groups: [{ column: 'order_date', dateLevel }],
    aggregators: [{ column: 'amount', sqlOperator: 'SUM' }],
    filters: [{ column: 'order_date', dateLevel, sqlOperator: 'GTE', values: [value('2024-01-01')] }],
    orders: [{ column: 'order_date', dateLevel }],
  }),
}));

const dateFilter = (name: string, values: FilterValue[], sqlOperator: FilterOperator = 'BETWEEN'): GoldenCase => ({
  name,
  spec: spec({ columns: [{ column: 'id' }, { column: 'order_date' }], filters: [{ column: 'order_date', sqlOperator, values }], orders: [{ column: 'order_date' }] }),
});
const relative = (amount: number, unit: RelativeTime['unit'], mode: RelativeTime['mode']): FilterValue => ({ relative: { amount, unit, mode } });

const timeCases: GoldenCase[] = [
  dateFilter('relative_ago', [relative(7, 'days', 'ago')], 'GTE'),
  dateFilter('relative_fromNow', [relative(2, 'weeks', 'fromNow')], 'LTE'),
  dateFilter('relative_current', [relative(0, 'months', 'current'), relative(1, 'quarters', 'fromNow')]),
  ...recommendedRanges.map((recommend: RecommendedRange) => dateFilter(`recommend_${recommend}`, [{ recommend }])),
  dateFilter('recommend_in_comparison', [{ recommend: 'this_week' }], 'EQ'),
];

const joinCase = (type: JoinType): GoldenCase => ({
  name: `struct_${type.toLowerCase()}`,
  view: structView(
    {
      table: ['sales'],
      columns: ['id', 'region', 'amount'],
      joins: [{ type, table: ['regions'], columns: ['manager'], conditions: [{ left: ['sales', 'region'], right: ['regions', 'name'] }] }],
    },
    [
      ['sales.id', 'numeric'],
      ['sales.region', 'string'],
      ['sales.amount', 'numeric'],
      ['regions.manager', 'string'],
    ],
  ),
  spec: spec({ groups: [{ column: ['regions', 'manager'] }], aggregators: [{ column: ['sales', 'amount'], sqlOperator: 'SUM' }], orders: [{ column: 'regions.manager' }] }),
});

const shapeCases: GoldenCase[] = [
  { name: 'distinct', spec: spec({ keywords: ['DISTINCT'], columns: [{ column: 'region' }], orders: [{ column: 'region' }] }) },
  {
    name: 'paging_count',
    spec: spec({
      columns: [{ column: 'id' }, { column: 'product', alias: 'Product name' }],
      filters: [{ column: 'amount', sqlOperator: 'GT', values: [value(10)] }],
      orders: [{ column: 'id', operator: 'DESC' }],
      pageInfo: { pageNo: 3, pageSize: 20, countTotal: true },
    }),
  },
  {
    name: 'having',
    spec: spec({
      groups: [{ column: 'region' }],
      aggregators: [{ column: 'amount', sqlOperator: 'SUM' }],
      filters: [
        { column: 'amount', aggOperator: 'SUM', sqlOperator: 'GT', values: [value(1000)] },
        { column: 'id', aggOperator: 'COUNT', sqlOperator: 'GTE', values: [value(2)] },
        { column: 'total_revenue', aggOperator: 'SUM', sqlOperator: 'LT', values: [value(1e6)] },
      ],
      orders: [{ column: 'amount', aggOperator: 'AVG', operator: 'DESC' }],
    }),
  },
  {
    name: 'computed_fields',
    spec: spec({
      groups: [{ column: 'size' }, { column: 'order_year' }],
      aggregators: [
        { column: 'revenue', sqlOperator: 'SUM' },
        { column: 'total_revenue', sqlOperator: 'NONE' },
        { column: 'average_price', sqlOperator: 'NONE' },
      ],
      filters: [{ column: 'revenue', sqlOperator: 'GT', values: [value(0)] }],
      orders: [{ column: 'total_revenue', operator: 'DESC' }],
    }),
  },
  {
    name: 'function_columns',
    spec: spec({
      columns: [{ column: 'label' }, { column: 'discounted' }, { column: 'flagged' }],
      functionColumns: [
        { alias: 'discounted', snippet: 'ROUND([amount] * 0.9, 2)' },
        { alias: 'label', snippet: "CONCAT(UPPER([region]), ' - ', [product])" },
        { alias: 'flagged', snippet: "[discounted] > 50 AND [note] IS NOT NULL OR [product] = 'Phone'" },
      ],
      orders: [{ column: 'discounted' }],
    }),
  },
  {
    name: 'hidden_fields',
    hidden: ['amount', 'note'],
    spec: spec({
      groups: [{ column: 'region' }, { column: 'note' }],
      aggregators: [
        { column: 'amount', sqlOperator: 'SUM' },
        { column: 'revenue', sqlOperator: 'MAX' },
      ],
      filters: [{ column: 'amount', sqlOperator: 'GT', values: [value(10)] }],
    }),
  },
  {
    name: 'sql_view_variables',
    view: sqlView('SELECT *\nFROM sales\nWHERE region IN ($regions$)\n  AND amount >= $min_amount$ -- a comment on the last line'),
    variables: [variable('regions', ['North', 'East']), variable('min_amount', ['10'], { valueType: 'numeric' })],
    spec: spec({ columns: [{ column: 'id' }, { column: 'region' }], filters: [{ column: 'product', sqlOperator: 'EQ', values: [value('Phone')] }] }),
  },
  {
    name: 'sql_view_permission_without_values',
    view: sqlView('SELECT * FROM sales WHERE region IN ($allowed_regions$) OR note = $REDBI_USER_NAME$'),
    variables: [variable('allowed_regions', [], { type: 'permission' }), variable('REDBI_USER_NAME', ['ann'])],
    spec: spec({ aggregators: [{ column: 'id', sqlOperator: 'COUNT' }] }),
  },
  { name: 'preview', preview: 100, spec: spec({}) },
  { name: 'preview_hidden', preview: 1000, hidden: ['amount'], spec: spec({}) },
  { name: 'all_columns', hidden: ['note'], spec: spec({ pageInfo: { pageNo: 1, pageSize: 5, countTotal: false } }) },
];

export const goldenCases: GoldenCase[] = [
  ...operatorCases,
  ...aggregationCases,
  ...dateLevelCases,
  ...timeCases,
  ...shapeCases,
  joinCase('INNER'),
  joinCase('LEFT'),
  joinCase('RIGHT'),
  ...functionCases,
];

