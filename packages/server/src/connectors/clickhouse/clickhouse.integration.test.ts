import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConnectorError, type Connection } from '../connector';
import { connectorContract, type ContractFixture } from '../connectorContract';
import { probeColumns, SAKILA_PARITY } from '../contractDatasets';
import { connectors } from '../index';
import { removeChdbData, startChdbHttpServer, type ChdbHttpServer } from './testing/chdbHttpServer';
import { loadSakila } from './testing/clickhouseFixtures';

/**
 * The connector against ClickHouse 26 (chdb) behind its HTTP interface (testing/chdbHttpServer.ts): the real
 * @clickhouse/client, query parameters, settings, errors and KILL QUERY. One engine per test file.
 */
let server: ChdbHttpServer | undefined;
const PASSWORD = 'chdb-pw';

async function started(): Promise<ChdbHttpServer> {
  server ??= await startChdbHttpServer({ users: { default: PASSWORD, reader: { password: 'reader-pw', readonly: 2 } } });
  return server;
}

const configOf = (chdb: ChdbHttpServer, database: string) => ({
  host: chdb.host,
  port: chdb.port,
  database,
  user: 'default',
  password: PASSWORD,
  poolSize: 4,
  connectTimeoutSec: 5,
  statementTimeoutSec: 30,
});

async function setup(): Promise<ContractFixture> {
  const chdb = await started();
  const database = 'sakila_contract';
  await loadSakila(chdb, database, [`CREATE VIEW ${database}.film_list AS SELECT film_id AS fid, title, rental_rate AS price FROM ${database}.film`]);
  return { config: configOf(chdb, database), cleanup: async () => void (await chdb.admin(`DROP DATABASE IF EXISTS ${database}`)) };
}

afterAll(async () => {
  await server?.close();
  await removeChdbData();
});

connectorContract({
  type: 'clickhouse',
  setup,
  serverVersion: /^ClickHouse 2\d\.\d+/,
  tables: [
    { schema: 'sakila_contract', table: 'payment', kind: 'table', columns: { payment_id: 'number', amount: 'number', payment_date: 'datetime' } },
    { schema: 'sakila_contract', table: 'film', kind: 'table', columns: { film_id: 'number', title: 'string', rental_rate: 'number', last_update: 'datetime' } },
    { schema: 'sakila_contract', table: 'film_list', kind: 'view', columns: { fid: 'number', title: 'string', price: 'number' } },
  ],
  parameterised: {
    sql: 'SELECT title, rental_rate, length FROM film WHERE rental_rate > {p1:Float64} AND title LIKE {p2:String} ORDER BY title',
    params: [2.99, 'A%'],
    rows: SAKILA_PARITY.filmsAbove299StartingWithA,
  },
  listing: { sql: 'SELECT film_id, title FROM film ORDER BY film_id', count: 1000 },
  types: {
    sql: `SELECT toInt32(1) AS i, toInt64(9007199254740991) AS big, toDecimal64(12.34, 2) AS num, 'héllo' AS txt, toDate('2024-02-29') AS dt,
      toDateTime64('2024-02-29 13:45:06.789', 3, 'UTC') AS ts, toDateTime('2024-02-29 13:45:06', 'Europe/Berlin') AS tstz, true AS flag,
      CAST(NULL AS Nullable(Int32)) AS nul, toUInt64('18446744073709551615') AS huge, [1, 2] AS list, toFixedString('ab', 4) AS fixed,
      toLowCardinality('lc') AS low, toUUID('61f0c404-5cb3-11e7-907b-a6006ad3dba0') AS id`,
    columns: [
      ...probeColumns('i', 'big', 'num', 'txt', 'dt'),
      // A DateTime is an instant: ISO 8601 in UTC, whatever the column's zone.
      { name: 'ts', type: 'datetime', value: '2024-02-29T13:45:06.789Z' },
      { name: 'tstz', type: 'datetime', value: '2024-02-29T12:45:06Z' },
      ...probeColumns('flag', 'nul'),
      { name: 'huge', type: 'number', value: '18446744073709551615' },
      { name: 'list', type: 'other', value: '[1,2]' },
      { name: 'fixed', type: 'string', value: 'ab' },
      { name: 'low', type: 'string', value: 'lc' },
      { name: 'id', type: 'string', value: '61f0c404-5cb3-11e7-907b-a6006ad3dba0' },
    ],
  },
  slowSql: 'SELECT sum(sipHash64(number)) FROM numbers(1000000000000)',
  stopMessages: { timeout: /Timeout exceeded: elapsed .* maximum: .*\(TIMEOUT_EXCEEDED\)/, canceled: /Query was cancelled\. \(QUERY_WAS_CANCELLED\)/ },
  failures: [
    { name: 'a column that does not exist', kind: 'notFound', sql: 'SELECT no_such_column FROM film', message: /Unknown expression identifier `no_such_column`.*\(UNKNOWN_IDENTIFIER\)/s },
    { name: 'a syntax error, with its position', kind: 'syntax', sql: 'SELECT title FROM film WHERE title = = 1', message: /Syntax error: failed at position 38 \(=\) \(line 1, col 38\): = 1\. .*\(SYNTAX_ERROR\)\n\nLINE 1: SELECT title FROM film WHERE title = = 1$/s },
    { name: 'a statement that writes', kind: 'permission', sql: 'CREATE TABLE x (a Int32) ENGINE = Memory', message: /Cannot execute query in readonly mode.*\(READONLY\)/s },
    { name: 'a SETTINGS clause that loosens the limits', kind: 'permission', sql: 'SELECT 1 SETTINGS max_execution_time = 0', message: /Cannot modify 'max_execution_time' setting in readonly mode/ },
    { name: 'writing through a table function', kind: 'permission', sql: "INSERT INTO FUNCTION file('/tmp/redbi-x.csv', 'CSV', 'a Int32') VALUES (1)", message: /readonly/ },
    { name: 'a wrong password', kind: 'auth', config: (config) => ({ ...config, password: 'wrong' }), message: /Authentication failed.*\(AUTHENTICATION_FAILED\)/s },
    { name: 'an unknown database', kind: 'notFound', config: (config) => ({ ...config, database: 'redbi_no_such_database' }), sql: 'SELECT 1', message: /redbi_no_such_database.*\(UNKNOWN_DATABASE\)/s },
    { name: 'an unknown host', kind: 'network', config: (config) => ({ ...config, host: 'nonexistent.invalid' }), message: /ENOTFOUND/ },
    { name: 'a refused connection', kind: 'network', config: (config) => ({ ...config, port: 1 }), message: /ECONNREFUSED/ },
    {
      name: 'a server that never answers',
      kind: 'timeout',
      config: (config, { silentPort }) => ({ ...config, port: silentPort, connectTimeoutSec: 1 }),
      message: /timed out after 1000 ms/,
    },
  ],
  // chdb's account is its `default` (every privilege but access management); a limited account needs users.xml.
  privileges: { fixture: ['SOURCES', 'SYSTEM', 'write'] },
  refusedByParser: { sql: 'SELECT title FROM film GROUP BY', message: /Syntax error.*\(SYNTAX_ERROR\)/s },
  sakila: false,
  readOnly: {
    writes: [
      "ALTER TABLE film_actor DELETE WHERE actor_id = 1",
      "ALTER TABLE film UPDATE title = 'x' WHERE 1",
      'TRUNCATE TABLE film_actor',
      'CREATE TABLE redbi_written (a Int32) ENGINE = Memory',
      'DROP TABLE film_actor',
      "INSERT INTO film_actor SELECT * FROM film_actor",
      'OPTIMIZE TABLE film_actor FINAL',
    ],
    unchanged: `SELECT (SELECT count() FROM rental), (SELECT count() FROM film WHERE title = 'x'), (SELECT count() FROM film_actor),
      (SELECT count() FROM system.tables WHERE database = currentDatabase() AND name = 'redbi_written')`,
  },
});

describe('clickhouse connector, beyond the contract', () => {
  let connection: Connection;
  let fixture: ContractFixture;

  beforeAll(async () => {
    fixture = await setup().catch(async () => {
      // The contract's fixture may exist already (same database name): reuse it.
      const chdb = await started();
      return { config: configOf(chdb, 'sakila_contract'), cleanup: async () => undefined };
    });
    connection = connectors.clickhouse.connect(fixture.config);
  });
  afterAll(async () => {
    await connection?.close();
    await fixture?.cleanup();
  });

  it('gives the Sakila answers every engine gives (date-times as instants, in UTC)', async () => {
    const payments = await connection.execute('SELECT sum(amount) AS total, count() AS n, min(payment_date) AS first_at, max(payment_date) AS last_at FROM payment', []);
    expect(payments.columns.map((column) => column.type)).toEqual(['number', 'number', 'datetime', 'datetime']);
    expect(payments.rows).toEqual([[SAKILA_PARITY.paymentSum, SAKILA_PARITY.paymentCount, `${SAKILA_PARITY.firstPayment}Z`, `${SAKILA_PARITY.lastPayment}Z`]]);
    expect((await connection.execute('SELECT count() FROM rental', [])).rows).toEqual([[SAKILA_PARITY.rentalCount]]);
    const films = await connection.execute('SELECT title, rental_rate, length FROM film ORDER BY film_id', []);
    expect(films.rows.slice(0, 3)).toEqual(SAKILA_PARITY.firstFilms);
    expect(createHash('md5').update(JSON.stringify(films.rows)).digest('hex')).toBe(SAKILA_PARITY.filmsMd5);
  });

  it('binds every kind of value as a typed query parameter (the dialect writes the type)', async () => {
    const result = await connection.execute('SELECT {p1:Int64} AS i, {p2:Float64} AS f, {p3:String} AS s, {p4:Bool} AS b, {p5:Nullable(Nothing)} AS n', [42, 2.5, "it's a \\ \t\n test", true, null]);
    expect(result.rows).toEqual([[42, 2.5, "it's a \\ \t\n test", true, null]]);
  });

  it('caps a result with max_result_rows (break) and says it was truncated', async () => {
    const some = await connection.execute('SELECT number FROM numbers(100000)', [], { maxRows: 10 });
    expect(some.rows).toHaveLength(10);
    expect(some.truncated).toBe(true);
    const all = await connection.execute('SELECT number FROM numbers(10)', [], { maxRows: 10 });
    expect(all.truncated).toBe(false);
    // Subqueries are not capped: only the result is.
    expect((await connection.execute('SELECT count() FROM (SELECT number FROM numbers(100000))', [], { maxRows: 5 })).rows).toEqual([[100000]]);
  });

  it('has the statement killed on the server when the caller leaves (KILL QUERY by query id)', async () => {
    const chdb = await started();
    const controller = new AbortController();
    const running = connection.execute('SELECT sum(sipHash64(number)) FROM numbers(1000000000000)', [], { signal: controller.signal });
    await expect.poll(() => chdb.running(), { interval: 20, timeout: 5_000 }).toBeGreaterThan(0);
    controller.abort();
    const error = await running.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ConnectorError);
    expect((error as ConnectorError).kind).toBe('canceled');
    await expect.poll(() => chdb.running(), { interval: 20, timeout: 5_000 }).toBe(0);
  });

  it('check() has ClickHouse parse and resolve a statement with bound values, and refuses unknown names', async () => {
    await connection.check('SELECT title FROM film WHERE rental_rate > {p1:Float64}', [2.99]);
    const error = await connection.check('SELECT nope FROM film', []).catch((caught: unknown) => caught);
    expect((error as ConnectorError).kind).toBe('notFound');
  });

  it('on an account whose profile is readonly = 2, sends no readonly (it could not) and the profile refuses writes', async () => {
    const reader = connectors.clickhouse.connect({ ...fixture.config, user: 'reader', password: 'reader-pw' });
    try {
      // chdb's grants are its default account's; a readonly profile leaves only what a readonly session can use.
      expect((await reader.test()).privileges).toEqual(['SOURCES', 'INTROSPECTION', 'KILL QUERY']);
      expect((await reader.execute('SELECT count() FROM film WHERE rental_rate > {p1:Float64}', [2.99], { maxRows: 10, timeoutMs: 5_000 })).rows).toEqual([[336]]);
      const write = await reader.execute('CREATE TABLE redbi_reader_written (a Int32) ENGINE = Memory', [], { readOnly: true }).catch((caught: unknown) => caught);
      expect((write as ConnectorError).kind).toBe('permission');
    } finally {
      await reader.close();
    }
  });

  it('introspect() lists the source database first, without system databases', async () => {
    const schemas = await connection.introspect();
    expect(schemas[0]?.name).toBe('sakila_contract');
    expect(schemas.map((schema) => schema.name)).not.toContain('system');
    const payment = schemas[0]?.tables.find((table) => table.name === 'payment');
    expect(payment?.columns.find((column) => column.name === 'amount')?.dbType).toBe('Decimal(5, 2)');
  });
});
