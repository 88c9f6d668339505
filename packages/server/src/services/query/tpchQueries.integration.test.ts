import type { QuerySpecInput } from '@redbi/shared/query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupAndLogin, startTestApp, type TestApp } from '../../testing/testApp';
import { postgresAdmin, postgresTpch, type FixtureDatabase } from './queryFixtures';
import { queryApi, type QueryApi } from './queryTestApi';

type Frame = { columns: { name: string }[]; rows: unknown[][] };

/**
 * Rows as objects by column name, numbers rounded (the API answers numbers, pg's own driver numeric
 * strings; dates are written 'YYYY-MM-DD' by the hand-written SQL, as the API answers them).
 */
function byName(columns: readonly string[], rows: readonly unknown[][]): Record<string, unknown>[] {
  const value = (cell: unknown) => {
    const number = typeof cell === 'number' ? cell : typeof cell === 'string' && /^-?\d+(\.\d+)?$/.test(cell) ? Number(cell) : undefined;
    return number === undefined ? cell : Math.round(number * 1e6) / 1e6;
  };
  return rows.map((row) => Object.fromEntries(columns.map((name, index) => [name, value(row[index])])));
}

const numeric = (name: string) => ({ name, type: 'numeric' });

/** Lineitem as a SQL view, with TPC-H's price expressions as computed fields. */
const LINEITEM = {
  name: 'Line items',
  type: 'SQL',
  script: 'SELECT * FROM lineitem',
  model: {
    columns: [
      numeric('l_orderkey'),
      numeric('l_quantity'),
      numeric('l_extendedprice'),
      numeric('l_discount'),
      numeric('l_tax'),
      { name: 'l_returnflag', type: 'string' },
      { name: 'l_linestatus', type: 'string' },
      { name: 'l_shipdate', type: 'date' },
    ],
    computedFields: [
      { name: 'disc_price', expression: '[l_extendedprice] * (1 - [l_discount])', type: 'numeric' },
      { name: 'charge', expression: '[disc_price] * (1 + [l_tax])', type: 'numeric' },
      { name: 'discount_value', expression: '[l_extendedprice] * [l_discount]', type: 'numeric' },
    ],
  },
};

/** Lineitem joined to its order and the order's customer: a structured view. */
const ORDER_LINES = {
  name: 'Order lines',
  type: 'STRUCT',
  script: {
    table: ['public', 'lineitem'],
    columns: ['l_orderkey', 'l_extendedprice', 'l_discount', 'l_shipdate'],
    joins: [
      { type: 'INNER', table: ['public', 'orders'], columns: ['o_orderdate', 'o_shippriority'], conditions: [{ left: ['public', 'lineitem', 'l_orderkey'], right: ['public', 'orders', 'o_orderkey'] }] },
      { type: 'INNER', table: ['public', 'customer'], columns: ['c_mktsegment'], conditions: [{ left: ['public', 'orders', 'o_custkey'], right: ['public', 'customer', 'c_custkey'] }] },
    ],
  },
  model: {
    columns: [
      numeric('lineitem.l_orderkey'),
      numeric('lineitem.l_extendedprice'),
      numeric('lineitem.l_discount'),
      { name: 'lineitem.l_shipdate', type: 'date' },
      { name: 'orders.o_orderdate', type: 'date' },
      numeric('orders.o_shippriority'),
      { name: 'customer.c_mktsegment', type: 'string' },
    ],
    computedFields: [{ name: 'revenue_item', expression: '[lineitem.l_extendedprice] * (1 - [lineitem.l_discount])', type: 'numeric' }],
  },
};

const date = (value: string) => ({ value: `${value} 00:00:00`, valueType: 'DATE' as const });

describe('TPC-H queries as QuerySpecs equal the hand-written SQL (TPC-H SF 0.01 in PostgreSQL)', () => {
  let test: TestApp;
  let api: QueryApi;
  let tpch: FixtureDatabase;
  let lineitem: string;
  let orderLines: string;

  beforeAll(async () => {
    tpch = await postgresTpch();
    test = await startTestApp('sqlite');
    api = await queryApi(test, await setupAndLogin(test));
    const source = await api.createSource('TPC-H', 'postgres', tpch.config);
    lineitem = (await api.createView({ ...LINEITEM, sourceId: source.id })).id;
    orderLines = (await api.createView({ ...ORDER_LINES, sourceId: source.id })).id;
  });
  afterAll(async () => {
    await test?.close();
    await tpch?.drop();
  });

  async function expectSame(spec: QuerySpecInput, sql: string) {
    const answer = await api.execute(spec);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const frame = answer.body.data as Frame;
    const names = frame.columns.map((column) => column.name);
    const expected = await postgresAdmin(sql, [], tpch.name);
    expect(expected.length).toBeGreaterThan(0);
    expect(byName(names, frame.rows)).toEqual(byName(names, expected));
  }

  it('Q1, the pricing summary report', async () => {
    await expectSame(
      {
        viewId: lineitem,
        groups: [{ column: 'l_returnflag' }, { column: 'l_linestatus' }],
        aggregators: [
          { column: 'l_quantity', sqlOperator: 'SUM', alias: 'sum_qty' },
          { column: 'l_extendedprice', sqlOperator: 'SUM', alias: 'sum_base_price' },
          { column: 'disc_price', sqlOperator: 'SUM', alias: 'sum_disc_price' },
          { column: 'charge', sqlOperator: 'SUM', alias: 'sum_charge' },
          { column: 'l_quantity', sqlOperator: 'AVG', alias: 'avg_qty' },
          { column: 'l_extendedprice', sqlOperator: 'AVG', alias: 'avg_price' },
          { column: 'l_discount', sqlOperator: 'AVG', alias: 'avg_disc' },
          { column: 'l_orderkey', sqlOperator: 'COUNT', alias: 'count_order' },
        ],
        filters: [{ column: 'l_shipdate', sqlOperator: 'LTE', values: [date('1998-09-02')] }],
        orders: [{ column: 'l_returnflag' }, { column: 'l_linestatus' }],
      },
      `SELECT l_returnflag, l_linestatus, sum(l_quantity) AS sum_qty, sum(l_extendedprice) AS sum_base_price,
         sum(l_extendedprice * (1 - l_discount)) AS sum_disc_price, sum(l_extendedprice * (1 - l_discount) * (1 + l_tax)) AS sum_charge,
         avg(l_quantity) AS avg_qty, avg(l_extendedprice) AS avg_price, avg(l_discount) AS avg_disc, count(*) AS count_order
       FROM lineitem
       WHERE l_shipdate <= date '1998-12-01' - interval '90' day
       GROUP BY l_returnflag, l_linestatus
       ORDER BY l_returnflag, l_linestatus`,
    );
  });

  it('Q6, the forecasting revenue change', async () => {
    await expectSame(
      {
        viewId: lineitem,
        aggregators: [{ column: 'discount_value', sqlOperator: 'SUM', alias: 'revenue' }],
        filters: [
          { column: 'l_shipdate', sqlOperator: 'GTE', values: [date('1994-01-01')] },
          { column: 'l_shipdate', sqlOperator: 'LT', values: [date('1995-01-01')] },
          { column: 'l_discount', sqlOperator: 'BETWEEN', values: [{ value: 0.05, valueType: 'NUMERIC' }, { value: 0.07, valueType: 'NUMERIC' }] },
          { column: 'l_quantity', sqlOperator: 'LT', values: [{ value: 24, valueType: 'NUMERIC' }] },
        ],
      },
      `SELECT sum(l_extendedprice * l_discount) AS revenue
       FROM lineitem
       WHERE l_shipdate >= date '1994-01-01' AND l_shipdate < date '1994-01-01' + interval '1' year
         AND l_discount BETWEEN 0.06 - 0.01 AND 0.06 + 0.01 AND l_quantity < 24`,
    );
  });

  it('Q3, the shipping priority, through a structured view joining three tables', async () => {
    await expectSame(
      {
        viewId: orderLines,
        groups: [
          { column: ['lineitem', 'l_orderkey'], alias: 'l_orderkey' },
          { column: 'orders.o_orderdate', alias: 'o_orderdate' },
          { column: 'orders.o_shippriority', alias: 'o_shippriority' },
        ],
        aggregators: [{ column: 'revenue_item', sqlOperator: 'SUM', alias: 'revenue' }],
        filters: [
          { column: 'customer.c_mktsegment', sqlOperator: 'EQ', values: [{ value: 'BUILDING' }] },
          { column: 'orders.o_orderdate', sqlOperator: 'LT', values: [date('1995-03-15')] },
          { column: 'lineitem.l_shipdate', sqlOperator: 'GT', values: [date('1995-03-15')] },
        ],
        orders: [
          { column: 'revenue_item', aggOperator: 'SUM', operator: 'DESC' },
          { column: 'orders.o_orderdate', operator: 'ASC' },
        ],
        pageInfo: { pageNo: 1, pageSize: 10 },
      },
      `SELECT l_orderkey, to_char(o_orderdate, 'YYYY-MM-DD') AS o_orderdate, o_shippriority, sum(l_extendedprice * (1 - l_discount)) AS revenue
       FROM customer, orders, lineitem
       WHERE c_mktsegment = 'BUILDING' AND c_custkey = o_custkey AND l_orderkey = o_orderkey
         AND o_orderdate < date '1995-03-15' AND l_shipdate > date '1995-03-15'
       GROUP BY l_orderkey, o_orderdate, o_shippriority
       ORDER BY revenue DESC, o_orderdate
       LIMIT 10`,
    );
  });

  it('order volume by year and quarter (date levels) with a filter on the aggregate', async () => {
    await expectSame(
      {
        viewId: orderLines,
        groups: [
          { column: 'orders.o_orderdate', dateLevel: 'year', alias: 'year' },
          { column: 'orders.o_orderdate', dateLevel: 'quarter', alias: 'quarter' },
        ],
        aggregators: [{ column: 'lineitem.l_orderkey', sqlOperator: 'COUNT_DISTINCT', alias: 'orders' }],
        filters: [{ column: 'lineitem.l_orderkey', aggOperator: 'COUNT_DISTINCT', sqlOperator: 'GTE', values: [{ value: 500, valueType: 'NUMERIC' }] }],
        orders: [{ column: 'orders.o_orderdate', dateLevel: 'quarter' }],
      },
      `SELECT to_char(date_trunc('year', o_orderdate), 'YYYY-MM-DD') AS year, to_char(date_trunc('quarter', o_orderdate), 'YYYY-MM-DD') AS quarter,
         count(DISTINCT l_orderkey) AS orders
       FROM lineitem JOIN orders ON l_orderkey = o_orderkey JOIN customer ON o_custkey = c_custkey
       GROUP BY 1, 2
       HAVING count(DISTINCT l_orderkey) >= 500
       ORDER BY 2`,
    );
  });
});
