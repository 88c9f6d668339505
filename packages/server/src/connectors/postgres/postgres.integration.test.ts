import { randomBytes } from 'node:crypto';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import pg from 'pg';
import { connectorContract, type ContractFixture } from '../connectorContract';
import { datasetFile, probeColumns, SAKILA_PARITY } from '../contractDatasets';

const run = promisify(execFile);
const HOST = '127.0.0.1';
const PORT = 5432;
const ADMIN = { host: HOST, port: PORT, user: 'postgres', database: 'postgres' };

async function admin(sql: string): Promise<void> {
  const client = new pg.Client(ADMIN);
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A database of our own with Sakila (the jOOQ port, identical data), and a role without privileges. */
async function setup(): Promise<ContractFixture> {
  const schema = datasetFile('sakila', 'postgres', 'postgres-sakila-schema.sql');
  const data = datasetFile('sakila', 'postgres', 'postgres-sakila-insert-data-using-copy.sql');
  const name = `redbi_contract_${randomBytes(6).toString('hex')}`;
  const role = `${name}_reader`;
  const cleanup = async () => {
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin(`DROP ROLE IF EXISTS ${role}`);
  };
  try {
    await admin(`CREATE DATABASE ${name}`);
    await admin(`CREATE ROLE ${role} LOGIN`);
    await run('psql', ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '-h', HOST, '-p', String(PORT), '-U', 'postgres', '-d', name, '-f', schema, '-f', data]);
  } catch (error) {
    await cleanup();
    throw error;
  }
  const config = { host: HOST, port: PORT, database: name, user: 'postgres', password: '', poolSize: 3, connectTimeoutSec: 5, statementTimeoutSec: 30 };
  return { config, cleanup };
}

connectorContract({
  type: 'postgres',
  setup,
  serverVersion: /^PostgreSQL \d+/,
  tables: [
    {
      schema: 'public',
      table: 'payment',
      kind: 'table',
      columns: { payment_id: 'number', customer_id: 'number', amount: 'number', payment_date: 'datetime' },
    },
    { schema: 'public', table: 'film', kind: 'table', columns: { film_id: 'number', title: 'string', rating: 'string', last_update: 'datetime', special_features: 'other' } },
    { schema: 'public', table: 'customer', kind: 'table', columns: { activebool: 'boolean', create_date: 'date' } },
    { schema: 'public', table: 'film_list', kind: 'view', columns: { fid: 'number', title: 'string', price: 'number' } },
  ],
  parameterised: {
    sql: 'SELECT title, rental_rate, length FROM film WHERE rental_rate > $1 AND title LIKE $2 ORDER BY title',
    params: [2.99, 'A%'],
    rows: SAKILA_PARITY.filmsAbove299StartingWithA,
  },
  listing: { sql: 'SELECT film_id, title FROM film ORDER BY film_id', count: 1000 },
  types: {
    sql: `SELECT 1::int AS i, 9007199254740991::bigint AS big, 12.34::numeric(6,2) AS num, 'héllo'::text AS txt,
      DATE '2024-02-29' AS dt, TIMESTAMP '2024-02-29 13:45:06.789' AS ts, TIMESTAMPTZ '2024-02-29 13:45:06+02' AS tstz,
      true AS flag, NULL::int AS nul, 'G'::mpaa_rating AS rating`,
    columns: [
      ...probeColumns('i', 'big', 'num', 'txt', 'dt', 'ts', 'tstz', 'flag', 'nul'),
      { name: 'rating', type: 'string', value: 'G' },
    ],
  },
  slowSql: 'SELECT pg_sleep(30)',
  stopMessages: { timeout: /canceling statement due to statement timeout/, canceled: /canceling statement due to user request/ },
  failures: [
    { name: 'a column that does not exist', kind: 'notFound', sql: 'SELECT no_such_column FROM film', message: /column "no_such_column" does not exist/ },
    { name: 'a syntax error, with its position', kind: 'syntax', sql: 'SELECT title FROM film WHERE', message: /syntax error at end of input \(at character \d+\)/ },
    { name: 'a division by zero', kind: 'other', sql: 'SELECT 1 / 0', message: /division by zero/ },
    {
      name: 'a table the user may not read',
      kind: 'permission',
      config: (config) => ({ ...config, user: `${String(config.database)}_reader` }),
      sql: 'SELECT * FROM film',
      message: /permission denied for table film/,
    },
    {
      // The cluster trusts 127.0.0.1 (no password is checked), so a wrong password cannot fail here; an
      // unknown role is refused at authentication (SQLSTATE 28000) and reads as 'auth' all the same.
      name: 'an unknown user',
      kind: 'auth',
      config: (config) => ({ ...config, user: 'redbi_no_such_role' }),
      message: /role "redbi_no_such_role" does not exist/,
    },
    { name: 'an unknown database', kind: 'notFound', config: (config) => ({ ...config, database: 'redbi_no_such_database' }), message: /database "redbi_no_such_database" does not exist/ },
    { name: 'an unknown host', kind: 'network', config: (config) => ({ ...config, host: 'nonexistent.invalid' }), message: /ENOTFOUND/ },
    { name: 'a refused connection', kind: 'network', config: (config) => ({ ...config, port: 1 }), message: /ECONNREFUSED/ },
    {
      name: 'a server that never answers',
      kind: 'timeout',
      config: (config, { silentPort }) => ({ ...config, port: silentPort, connectTimeoutSec: 1 }),
      message: /timeout/,
    },
  ],
  privileges: { fixture: ['superuser', 'write'], limited: { config: (config) => ({ ...config, user: `${String(config.database)}_reader` }), privileges: [] } },
  // A window function's frame the grammar of some tools cannot read is fine; this one PostgreSQL refuses.
  sessionReset: {
    changes: [
      "SELECT set_config('DateStyle', 'German', false)",
      "SELECT set_config('search_path', 'pg_catalog', false)",
      "SELECT set_config('TimeZone', 'Asia/Tokyo', false)",
      "SELECT set_config('standard_conforming_strings', 'off', false)",
      "SELECT set_config('statement_timeout', '1', false)",
      'SELECT pg_advisory_lock(42)',
    ],
    probe:
      "SELECT CAST(DATE '2024-01-31' AS text), current_setting('search_path'), current_setting('TimeZone'), current_setting('standard_conforming_strings'), " +
      "current_setting('statement_timeout'), (SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND pid = pg_backend_pid())",
  },
  refusedByParser: { sql: 'SELECT title FROM film GROUP BY', message: /syntax error at end of input/ },
  sakila: true,
  readOnly: {
    writes: [
      'DELETE FROM film_actor WHERE actor_id = 1',
      "UPDATE film SET title = 'x'",
      'TRUNCATE payment CASCADE',
      'CREATE TABLE redbi_written (a integer)',
      'DROP TABLE film_actor',
      // A write inside a SELECT: only the transaction stops it.
      "SELECT nextval('actor_actor_id_seq')",
    ],
    unchanged: `SELECT (SELECT count(*) FROM rental), (SELECT count(*) FROM payment), (SELECT count(*) FROM film WHERE title = 'x'),
      (SELECT count(*) FROM film_actor), to_regclass('redbi_written') IS NULL, (SELECT last_value FROM actor_actor_id_seq)`,
  },
});
