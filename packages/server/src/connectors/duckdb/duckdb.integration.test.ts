import { DuckDBInstance } from '@duckdb/node-api';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { connectorContract, type ContractFixture } from '../connectorContract';
import { datasetFile, probeColumns, SAKILA_PARITY } from '../contractDatasets';
import { connectors } from '../index';

const SAKILA_TABLES = [
  'actor',
  'address',
  'category',
  'city',
  'country',
  'customer',
  'film',
  'film_actor',
  'film_category',
  'inventory',
  'language',
  'payment',
  'rental',
  'staff',
  'store',
];

/** Money columns as in the SQL dumps: DuckDB would infer DOUBLE and lose the exact sums. */
const CSV_TYPES: Record<string, string> = {
  payment: "{'amount': 'DECIMAL(5,2)'}",
  film: "{'rental_rate': 'DECIMAL(4,2)', 'replacement_cost': 'DECIMAL(5,2)'}",
};

const sqlText = (value: string) => `'${value.replaceAll("'", "''")}'`;

/** A temporary DuckDB file with Sakila from its CSV files, written here and then opened read-only by the connector. */
async function setup(): Promise<ContractFixture> {
  const csv = Object.fromEntries(SAKILA_TABLES.map((table) => [table, datasetFile('sakila', 'csv', `${table}.csv`)]));
  const dir = await mkdtemp(join(tmpdir(), 'redbi-duckdb-contract-'));
  const cleanup = () => rm(dir, { recursive: true, force: true });
  try {
    const file = join(dir, 'sakila.duckdb');
    const instance = await DuckDBInstance.create(file, { autoinstall_known_extensions: 'false', autoload_known_extensions: 'false' });
    const connection = await instance.connect();
    for (const table of SAKILA_TABLES) {
      const types = CSV_TYPES[table] ? `, types = ${CSV_TYPES[table]}` : '';
      await connection.run(`CREATE TABLE ${table} AS FROM read_csv(${sqlText(csv[table] as string)}${types})`);
    }
    await connection.run('CREATE VIEW film_list AS SELECT film_id AS fid, title, rental_rate AS price FROM film');
    connection.closeSync();
    instance.closeSync();
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
      { name: 'huge', type: 'number', value: 12345678901234567000 },
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
    { name: 'switching external access back on', kind: 'other', sql: 'SET enable_external_access = true', message: /Cannot enable external access while database is running/ },
    { name: 'a missing file', kind: 'notFound', config: (config) => ({ ...config, file: `${String(config.file)}.missing` }), message: /Cannot open database ".*missing" in read-only mode: database does not exist/ },
  ],
  sakila: true,
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
