import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { connectorContract, type ContractFixture } from '../connectorContract';
import { probeColumns, SAKILA_PARITY, writeSakilaDuckdb } from '../contractDatasets';
import { connectors } from '../index';

/** A temporary DuckDB file with Sakila from its CSV files, written here and then opened read-only by the connector. */
async function setup(): Promise<ContractFixture> {
  const dir = await mkdtemp(join(tmpdir(), 'redbi-duckdb-contract-'));
  const cleanup = () => rm(dir, { recursive: true, force: true });
  try {
    const file = join(dir, 'sakila.duckdb');
    await writeSakilaDuckdb(file, ['CREATE VIEW film_list AS SELECT film_id AS fid, title, rental_rate AS price FROM film']);
    return { config: { file, statementTimeoutSec: 30 }, cleanup };
  } catch (error) {
    await cleanup();
    throw error;
  }
}

connectorContract({
  type: 'duckdb',
  setup,
  serverVersion: /^DuckDB v\d+/,
  tables: [
    { schema: 'main', table: 'payment', kind: 'table', columns: { payment_id: 'number', amount: 'number', payment_date: 'datetime' } },
    { schema: 'main', table: 'film', kind: 'table', columns: { film_id: 'number', title: 'string', rental_rate: 'number', last_update: 'datetime' } },
    { schema: 'main', table: 'film_list', kind: 'view', columns: { fid: 'number', title: 'string', price: 'number' } },
  ],
  parameterised: {
    sql: 'SELECT title, rental_rate, length FROM film WHERE rental_rate > $1 AND title LIKE $2 ORDER BY title',
    params: [2.99, 'A%'],
    rows: SAKILA_PARITY.filmsAbove299StartingWithA,
  },
  listing: { sql: 'SELECT film_id, title FROM film ORDER BY film_id', count: 1000 },
  types: {
    sql: `SELECT 1::INTEGER AS i, 9007199254740991::BIGINT AS big, 12.34::DECIMAL(6,2) AS num, 'héllo' AS txt, DATE '2024-02-29' AS dt,
      TIMESTAMP '2024-02-29 13:45:06.789' AS ts, TIMESTAMPTZ '2024-02-29 13:45:06+02' AS tstz, true AS flag, NULL::INTEGER AS nul,
      12345678901234567890::HUGEINT AS huge, [1, 2] AS list, 'ab'::BLOB AS bytes`,
    columns: [
      ...probeColumns('i', 'big', 'num', 'txt', 'dt', 'ts', 'tstz', 'flag', 'nul'),
      // Beyond ±2^53 an integer keeps every digit, as text (normalizeValues.toNumber).
      { name: 'huge', type: 'number', value: '12345678901234567890' },
      { name: 'list', type: 'other', value: '[1, 2]' },
      { name: 'bytes', type: 'other', value: '\\x6162' },
    ],
  },
  slowSql: 'SELECT count(*) FROM range(1000000000000)',
  stopMessages: { timeout: /INTERRUPT Error: Interrupted!/, canceled: /INTERRUPT Error: Interrupted!/ },
  failures: [
    { name: 'a column that does not exist', kind: 'notFound', sql: 'SELECT no_such_column FROM film', message: /Referenced column "no_such_column" not found/ },
    { name: 'a syntax error, with its position', kind: 'syntax', sql: 'SELECT title FROM film WHERE WHERE', message: /syntax error at or near "WHERE"\n\nLINE 1: SELECT title FROM film WHERE WHERE/ },
    { name: 'a statement that writes', kind: 'permission', sql: 'CREATE TABLE x (a INTEGER)', message: /read-only/ },
    { name: 'reading a server file', kind: 'permission', sql: "SELECT * FROM read_csv('/etc/passwd')", message: /disabled by configuration/ },
    { name: 'an ATTACH', kind: 'permission', sql: "ATTACH '/tmp/redbi-attach.duckdb' AS other", message: /disabled by configuration/ },
    { name: 'installing an extension', kind: 'permission', sql: 'INSTALL spatial', message: /file system operations are disabled/ },
    { name: 'loading an extension', kind: 'permission', sql: 'LOAD spatial', message: /Loading external extensions is disabled/ },
    { name: 'switching external access back on (the configuration is locked)', kind: 'other', sql: 'SET enable_external_access = true', message: /the configuration has been locked/ },
    { name: 'a missing file', kind: 'notFound', config: (config) => ({ ...config, file: `${String(config.file)}.missing` }), message: /Cannot open database ".*missing" in read-only mode: database does not exist/ },
  ],
  privileges: { fixture: [] },
  refusedByParser: { sql: 'SELECT title FROM film GROUP BY', message: /syntax error at end of input/ },
  sakila: true,
  readOnly: {
    writes: ['DELETE FROM film_actor WHERE actor_id = 1', "UPDATE film SET title = 'x'", 'CREATE TABLE redbi_written (a INTEGER)', 'DROP TABLE film_actor', 'CREATE SEQUENCE redbi_seq'],
    unchanged: `SELECT (SELECT count(*) FROM rental), (SELECT count(*) FROM film WHERE title = 'x'), (SELECT count(*) FROM film_actor),
      (SELECT count(*) FROM information_schema.tables WHERE table_name = 'redbi_written')`,
  },
});

describe('file sources', () => {
  it('are DuckDB files behind the same connector, registered as type file', async () => {
    const fixture = await setup();
    const connection = connectors.file.connect(fixture.config);
    try {
      expect(connectors.file.dialect).toBe('duckdb');
      const [main] = await connection.introspect();
      expect(main?.name).toBe('main');
      expect((await connection.execute('SELECT count(*) FROM rental', [])).rows).toEqual([[SAKILA_PARITY.rentalCount]]);
    } finally {
      await connection.close();
      await fixture.cleanup();
    }
  });
});
