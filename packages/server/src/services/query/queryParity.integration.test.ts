import type { QuerySpecInput } from '@redbi/shared/query';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSakilaDuckdb } from '../../connectors/contractDatasets';
import { setupAndLogin, startTestApp, type TestApp } from '../../testing/testApp';
import { mariadbSakila, postgresSakila, type FixtureDatabase } from './queryFixtures';
import { queryApi, type QueryApi } from './queryTestApi';

type Frame = { columns: { name: string; type: string }[]; rows: unknown[][]; pageInfo: { pageNo: number; pageSize: number; total?: number } };

/**
 * One SQL text that runs unchanged on the three engines: every payment with its film, category and
 * customer. Five payments have no rental in the MySQL dump, and rental 1 or 291 in the PostgreSQL port
 * (and so in the CSV copy): they are left out, the rest is the same data everywhere.
 */
const PAYMENTS_SQL = `SELECT p.payment_id, p.amount, p.payment_date, f.title, f.rating, f.rental_rate, c.name AS category, cu.last_name, a.district
FROM payment p
JOIN rental r ON r.rental_id = p.rental_id
JOIN inventory i ON i.inventory_id = r.inventory_id
JOIN film f ON f.film_id = i.film_id
JOIN film_category fc ON fc.film_id = f.film_id
JOIN category c ON c.category_id = fc.category_id
JOIN customer cu ON cu.customer_id = p.customer_id
JOIN address a ON a.address_id = cu.address_id
WHERE p.payment_id NOT IN (424, 7011, 10840, 14675, 15458)
  AND c.name IN ($categories$)`;

const MODEL = {
  columns: [
    { name: 'payment_id', type: 'numeric' },
    { name: 'amount', type: 'numeric' },
    { name: 'payment_date', type: 'date' },
    { name: 'title', type: 'string' },
    { name: 'rating', type: 'string' },
    { name: 'rental_rate', type: 'numeric' },
    { name: 'category', type: 'string' },
    { name: 'last_name', type: 'string' },
    { name: 'district', type: 'string' },
  ],
  computedFields: [{ name: 'net', expression: '[amount] - [rental_rate]', type: 'numeric' }],
};

const VARIABLES = [{ name: 'categories', type: 'query', valueType: 'string', permission: 'editable', defaultValue: [] }];

/** Numbers rounded (AVG has another scale on each engine), everything else as it is. */
const normalized = (rows: unknown[][]) => rows.map((row) => row.map((value) => (typeof value === 'number' ? Math.round(value * 10_000) / 10_000 : value)));

const engines = ['postgres', 'mariadb', 'duckdb'] as const;
type Engine = (typeof engines)[number];

/** QuerySpecs (without viewId) and what must hold of their shared answer. */
const cases: { name: string; spec: Omit<QuerySpecInput, 'viewId'>; check: (frame: Frame) => void }[] = [
  {
    name: 'groups with every aggregation, IN / contains / BETWEEN filters, orders and the total',
    spec: {
      groups: [{ column: 'category' }],
      aggregators: [
        { column: 'amount', sqlOperator: 'SUM', alias: 'revenue' },
        { column: 'payment_id', sqlOperator: 'COUNT', alias: 'payments' },
        { column: 'title', sqlOperator: 'COUNT_DISTINCT', alias: 'films' },
        { column: 'amount', sqlOperator: 'AVG', alias: 'average' },
        { column: 'amount', sqlOperator: 'MIN', alias: 'smallest' },
        { column: 'amount', sqlOperator: 'MAX', alias: 'largest' },
      ],
      filters: [
        { column: 'rating', sqlOperator: 'IN', values: [{ value: 'PG' }, { value: 'G' }] },
        { column: 'title', sqlOperator: 'LIKE', values: [{ value: 'AN' }] },
        { column: 'payment_date', sqlOperator: 'BETWEEN', values: [{ value: '2005-06-01 00:00:00', valueType: 'DATE' }, { value: '2005-08-31 23:59:59', valueType: 'DATE' }] },
      ],
      orders: [{ column: 'amount', aggOperator: 'SUM', operator: 'DESC' }, { column: 'category' }],
      pageInfo: { pageNo: 1, pageSize: 5, countTotal: true },
    },
    check: (frame) => {
      expect(frame.columns.map((column) => column.name)).toEqual(['category', 'revenue', 'payments', 'films', 'average', 'smallest', 'largest']);
      expect(frame.rows).toHaveLength(5);
      expect(frame.pageInfo.total).toBeGreaterThan(5);
    },
  },
  {
    name: 'date levels (year, quarter, month, ISO week, day) as dates, and a filter on an aggregate',
    spec: {
      groups: [
        { column: 'payment_date', dateLevel: 'year', alias: 'year' },
        { column: 'payment_date', dateLevel: 'quarter', alias: 'quarter' },
        { column: 'payment_date', dateLevel: 'month', alias: 'month' },
      ],
      aggregators: [{ column: 'amount', sqlOperator: 'SUM', alias: 'revenue' }],
      // February 2006 has a few hundred in payments only: the HAVING leaves it out.
      filters: [{ column: 'amount', aggOperator: 'SUM', sqlOperator: 'GT', values: [{ value: 1000, valueType: 'NUMERIC' }] }],
      orders: [{ column: 'payment_date', dateLevel: 'month' }],
    },
    check: (frame) => {
      expect(frame.rows.map((row) => row.slice(0, 3))).toEqual([
        ['2005-01-01', '2005-04-01', '2005-05-01'],
        ['2005-01-01', '2005-04-01', '2005-06-01'],
        ['2005-01-01', '2005-07-01', '2005-07-01'],
        ['2005-01-01', '2005-07-01', '2005-08-01'],
      ]);
      expect(frame.columns.slice(0, 3).map((column) => column.type)).toEqual(['date', 'date', 'date']);
    },
  },
  {
    name: 'ISO weeks start on Monday and days are dates',
    spec: {
      groups: [
        { column: 'payment_date', dateLevel: 'week', alias: 'week' },
        { column: 'payment_date', dateLevel: 'day', alias: 'day' },
      ],
      aggregators: [{ column: 'payment_id', sqlOperator: 'COUNT', alias: 'payments' }],
      filters: [{ column: 'payment_date', sqlOperator: 'LT', values: [{ value: '2005-05-27 00:00:00', valueType: 'DATE' }] }],
      orders: [{ column: 'payment_date', dateLevel: 'day' }],
    },
    check: (frame) => {
      // 2005-05-24 was a Tuesday: its ISO week starts on Monday 2005-05-23.
      expect(frame.rows.map((row) => row.slice(0, 2))).toEqual([
        ['2005-05-23', '2005-05-24'],
        ['2005-05-23', '2005-05-25'],
        ['2005-05-23', '2005-05-26'],
      ]);
    },
  },
  {
    name: 'raw columns on page 3, NOT_IN / prefix / NOT LIKE / IS_NULL filters, a computed field, and the total',
    spec: {
      columns: [{ column: 'payment_id' }, { column: 'title' }, { column: 'amount' }, { column: 'net' }, { column: 'payment_date' }],
      filters: [
        { column: 'category', sqlOperator: 'NOT_IN', values: [{ value: 'Action' }, { value: 'Drama' }] },
        { column: 'last_name', sqlOperator: 'PREFIX_LIKE', values: [{ value: 'SM' }] },
        { column: 'title', sqlOperator: 'NOT_LIKE', values: [{ value: 'Z' }] },
        { column: 'district', sqlOperator: 'NOT_NULL' },
      ],
      orders: [{ column: 'payment_id', operator: 'DESC' }],
      pageInfo: { pageNo: 3, pageSize: 7, countTotal: true },
    },
    check: (frame) => {
      expect(frame.rows).toHaveLength(7);
      expect(frame.pageInfo).toMatchObject({ pageNo: 3, pageSize: 7 });
      expect(frame.rows.every((row) => typeof row[4] === 'string' && /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d/.test(row[4]))).toBe(true);
    },
  },
  {
    name: 'DISTINCT values for an option list, with a suffix filter and NOT_BETWEEN',
    spec: {
      keywords: ['DISTINCT'],
      columns: [{ column: 'category' }, { column: 'rental_rate' }],
      filters: [
        { column: 'title', sqlOperator: 'SUFFIX_LIKE', values: [{ value: 'S' }] },
        { column: 'rental_rate', sqlOperator: 'NOT_BETWEEN', values: [{ value: 1, valueType: 'NUMERIC' }, { value: 3, valueType: 'NUMERIC' }] },
      ],
      orders: [{ column: 'rental_rate' }, { column: 'category' }],
    },
    check: (frame) => {
      expect(frame.rows.length).toBeGreaterThanOrEqual(5);
      expect(new Set(frame.rows.map((row) => JSON.stringify(row))).size).toBe(frame.rows.length);
    },
  },
];

describe('the same QuerySpec over Sakila in PostgreSQL, MariaDB and DuckDB (its CSV copy)', () => {
  let test: TestApp;
  let api: QueryApi;
  const databases: FixtureDatabase[] = [];
  const views = {} as Record<Engine, string>;
  const sourceIds = {} as Record<Engine, string>;

  beforeAll(async () => {
    test = await startTestApp('sqlite');
    api = await queryApi(test, await setupAndLogin(test));
    const [postgres, mariadb] = await Promise.all([postgresSakila(), mariadbSakila()]);
    databases.push(postgres, mariadb);
    const localDir = join(test.dataDir, 'databases');
    await mkdir(localDir, { recursive: true });
    await writeSakilaDuckdb(join(localDir, 'sakila.duckdb'));
    const sources = {
      postgres: await api.createSource('Sakila PostgreSQL', 'postgres', postgres.config),
      mariadb: await api.createSource('Sakila MariaDB', 'mysql', mariadb.config),
      duckdb: await api.createSource('Sakila DuckDB', 'duckdb', { file: 'sakila.duckdb', statementTimeoutSec: 30 }),
    };
    for (const engine of engines) {
      sourceIds[engine] = sources[engine].id;
      views[engine] = (await api.createView({ name: `Payments ${engine}`, sourceId: sources[engine].id, script: PAYMENTS_SQL, model: MODEL, variables: VARIABLES })).id;
    }
  });
  afterAll(async () => {
    await test?.close();
    await Promise.all(databases.map((database) => database.drop()));
    if (test) await rm(join(test.dataDir, 'databases'), { recursive: true, force: true });
  });

  const frameOn = async (engine: Engine, spec: Omit<QuerySpecInput, 'viewId'>): Promise<Frame> => {
    const answer = await api.execute({ ...spec, viewId: views[engine] });
    expect(answer.status, `${engine}: ${JSON.stringify(answer.body)}`).toBe(200);
    return answer.body.data as Frame;
  };

  for (const { name, spec, check } of cases) {
    it(name, async () => {
      const [postgres, mariadb, duckdb] = await Promise.all(engines.map((engine) => frameOn(engine, spec)));
      check(postgres as Frame);
      expect(normalized((mariadb as Frame).rows)).toEqual(normalized((postgres as Frame).rows));
      expect(normalized((duckdb as Frame).rows)).toEqual(normalized((postgres as Frame).rows));
      expect((mariadb as Frame).pageInfo).toEqual((postgres as Frame).pageInfo);
      expect((duckdb as Frame).pageInfo).toEqual((postgres as Frame).pageInfo);
      expect((duckdb as Frame).columns.map((column) => column.name)).toEqual((postgres as Frame).columns.map((column) => column.name));
    });
  }

  it('gives a query variable with several values as IN on every engine', async () => {
    const spec: Omit<QuerySpecInput, 'viewId'> = {
      groups: [{ column: 'category' }],
      aggregators: [{ column: 'payment_id', sqlOperator: 'COUNT', alias: 'payments' }],
      orders: [{ column: 'category' }],
      params: { categories: ['Music', 'Travel', 'Horror'] },
    };
    const frames = await Promise.all(engines.map((engine) => frameOn(engine, spec)));
    for (const frame of frames) {
      expect(frame.rows.map((row) => row[0])).toEqual(['Horror', 'Music', 'Travel']);
      expect(frame.rows).toEqual((frames[0] as Frame).rows);
    }
    const all = await frameOn('mariadb', { aggregators: [{ column: 'payment_id', sqlOperator: 'COUNT', alias: 'payments' }] });
    expect(all.rows).toEqual([[16044]]);
  });

  it("points a database error at the view's line on PostgreSQL and DuckDB, with each database's message", async () => {
    const script = 'SELECT payment_id,\n       amount,\n       no_such_column\nFROM payment';
    const preview = (engine: Engine) => api.call('POST', '/data-provider/execute/test', { sourceId: sourceIds[engine], script });
    const [postgres, mariadb, duckdb] = await Promise.all(engines.map(preview));
    expect(postgres?.body).toMatchObject({ errCode: 'SOURCE_QUERY_FAILED', data: { line: 3, column: 8 }, message: expect.stringContaining('column "no_such_column" does not exist') });
    expect(duckdb?.body).toMatchObject({ errCode: 'SOURCE_QUERY_FAILED', data: { line: 3, column: 8 }, message: expect.stringContaining('no_such_column') });
    expect(mariadb?.body).toMatchObject({ errCode: 'SOURCE_QUERY_FAILED', message: expect.stringContaining("Unknown column 'no_such_column'") });
  });

  it('refuses writes read-only on every engine', async () => {
    // One SELECT is all a view may be: a write never reaches the database.
    for (const engine of engines) {
      const answer = await api.call('POST', '/data-provider/execute/test', { sourceId: sourceIds[engine], script: 'DELETE FROM payment' });
      expect(answer.status).toBe(400);
      expect(answer.body.errCode).toBe('SQL_NOT_A_QUERY');
    }
    const counts = await Promise.all(engines.map((engine) => frameOn(engine, { aggregators: [{ column: 'payment_id', sqlOperator: 'COUNT', alias: 'n' }] })));
    expect(counts.map((frame) => frame.rows)).toEqual([[[16044]], [[16044]], [[16044]]]);
  });
});
