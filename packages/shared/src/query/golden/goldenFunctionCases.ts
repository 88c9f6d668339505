// Golden cases for the expression language's functions on every dialect (see goldenCases.ts).
import { spec } from '../queryTestKit';
import type { GoldenCase } from './goldenCases';

export const functionCases: GoldenCase[] = [
  {
    name: 'functions_numeric',
    spec: spec({
      columns: [{ column: 'n1' }, { column: 'n2' }, { column: 'n3' }],
      functionColumns: [
        { alias: 'n1', snippet: 'ABS(-[amount]) + CEILING([amount] / 3) - FLOOR([amount] % 7) + TRUNC(-2.5)' },
        { alias: 'n2', snippet: 'ROUND(SQRT(POWER([quantity], 2)) * EXP(0) + LN(1) + SIGN(-[id]), 1) + ROUND([amount] / 7)' },
        { alias: 'n3', snippet: 'MOD([id], 3) + DEGREES(RADIANS(90)) + SIN(0) + COS(0) + TAN(0) + ATAN(1) + ACOS(1) + ASIN(0) + COT(1)' },
      ],
    }),
  },
  {
    name: 'functions_string',
    spec: spec({
      columns: [{ column: 's1' }, { column: 's2' }],
      functionColumns: [
        { alias: 's1', snippet: "CONCAT(LOWER([region]), '/', SUBSTRING([product], 2, 3), '/', LENGTH([product]))" },
        { alias: 's2', snippet: "CONCAT(TRIM(LTRIM(RTRIM(REPLACE(COALESCE([note], ' none '), 'o', '0')))), UPPER(SUBSTRING([region], 2)))" },
      ],
    }),
  },
  {
    name: 'functions_date',
    spec: spec({
      columns: [{ column: 'd1' }, { column: 'd2' }, { column: 'd3' }, { column: 'd4' }],
      functionColumns: [
        { alias: 'd1', snippet: 'YEAR([order_date]) * 10000 + MONTH([order_date]) * 100 + DAY([order_date]) + QUARTER([order_date]) + WEEK([order_date])' },
        { alias: 'd2', snippet: 'HOUR([order_date]) + MINUTE([order_date]) + SECOND([order_date]) + DAY_OF_WEEK([order_date]) + DAY_OF_MONTH([order_date]) + DAY_OF_YEAR([order_date])' },
        { alias: 'd3', snippet: "IF([order_date] < '2024-02-01', AGG_DATE_QUARTER([order_date]), AGG_DATE_WEEK([order_date]))" },
        { alias: 'd4', snippet: 'NOW() > [order_date] AND AGG_DATE_YEAR(NOW()) > AGG_DATE_DAY([order_date])' },
      ],
      filters: [{ column: 'd3', sqlOperator: 'LT', values: [{ value: '2030-01-01' }] }],
    }),
  },
  {
    name: 'functions_statistics',
    dialects: ['postgres', 'duckdb'],
    spec: spec({
      groups: [{ column: 'region' }],
      aggregators: [{ column: 'spread', sqlOperator: 'NONE' }],
      functionColumns: [{ alias: 'spread', snippet: 'VAR([amount]) + STDDEV([amount]) + MEDIAN([amount]) + COUNT_DISTINCT([product])' }],
    }),
  },
];
