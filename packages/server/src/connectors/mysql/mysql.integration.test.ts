import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import mysql from 'mysql2/promise';
import { describe, expect, it } from 'vitest';
import { connectorContract, type ContractFixture } from '../connectorContract';
import { datasetFile, probeColumns, renameSakila, SAKILA_PARITY } from '../contractDatasets';

const HOST = '127.0.0.1';
/** The test database's limited user has the database's name and this password. */
const readerPassword = (database: unknown) => `${String(database)}-pw`;
const ourDatabase = (config: Record<string, unknown>) => String(config.database);
const PORT = 3306;
const ADMIN = { host: HOST, port: PORT, user: 'root' };

async function admin(sql: string): Promise<void> {
  const connection = await mysql.createConnection(ADMIN);
  try {
    await connection.query(sql);
  } finally {
    await connection.end();
  }
}

/** Runs SQL text with the mariadb client (the dumps use DELIMITER, which only the client understands). */
function client(sql: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = execFile('mariadb', ['-h', HOST, '-P', String(PORT), '-u', 'root', '--batch'], (error) => (error ? reject(error) : resolve()));
    child.stdin?.end(sql);
  });
}

/** A database of our own with Sakila (the original MySQL dump), a type probe table and a limited user. */
async function setup(): Promise<ContractFixture> {
  const schema = await readFile(datasetFile('sakila', 'mysql', 'sakila-mv-schema.sql'), 'utf8');
  const data = await readFile(datasetFile('sakila', 'mysql', 'sakila-mv-data.sql'), 'utf8');
  const name = `redbi_contract_${randomBytes(6).toString('hex')}`;
  const cleanup = async () => {
    await admin(`DROP DATABASE IF EXISTS \`${name}\``);
    await admin(`DROP USER IF EXISTS '${name}'@'${HOST}'`);
  };
  try {
    await client(renameSakila(schema, name) + renameSakila(data, name));
    await client(`USE \`${name}\`;
      CREATE TABLE type_probe (flag BOOLEAN, tstz TIMESTAMP NULL);
      SET time_zone = '+02:00';
      INSERT INTO type_probe VALUES (TRUE, '2024-02-29 13:45:06');
      CREATE USER '${name}'@'${HOST}' IDENTIFIED BY '${readerPassword(name)}';
      GRANT SELECT ON \`${name}\`.film TO '${name}'@'${HOST}';`);
  } catch (error) {
    await cleanup();
    throw error;
  }
  const config = { host: HOST, port: PORT, database: name, user: 'root', password: '', poolSize: 3, connectTimeoutSec: 5, statementTimeoutSec: 30 };
  return { config, cleanup };
}

describe('renameSakila', () => {
  it('renames the database in CREATE, USE and qualified names only', () => {
    const sql = "DROP SCHEMA IF EXISTS sakila;\nCREATE SCHEMA sakila;\nUSE sakila;\nSELECT * FROM sakila.film WHERE address = '47 MySakila Drive';\n";
    expect(renameSakila(sql, 'db1')).toBe("\nCREATE SCHEMA `db1`;\nUSE `db1`;\nSELECT * FROM `db1`.film WHERE address = '47 MySakila Drive';\n");
  });

  it('refuses a dump that would still touch database sakila', () => {
    expect(() => renameSakila('DROP DATABASE sakila;', 'db1')).toThrow(/still name database sakila/);
  });
});

connectorContract({
  type: 'mysql',
  setup,
  serverVersion: /^(MariaDB|MySQL) \d+/,
  tables: [
    { schema: ourDatabase, table: 'payment', kind: 'table', columns: { payment_id: 'number', customer_id: 'number', amount: 'number', payment_date: 'datetime', last_update: 'datetime' } },
    { schema: ourDatabase, table: 'film', kind: 'table', columns: { film_id: 'number', title: 'string', rating: 'string', special_features: 'string' } },
    { schema: ourDatabase, table: 'customer', kind: 'table', columns: { active: 'boolean', create_date: 'datetime' } },
    { schema: ourDatabase, table: 'film_list', kind: 'view', columns: { FID: 'number', title: 'string', price: 'number' } },
  ],
  parameterised: {
    sql: 'SELECT title, rental_rate, length FROM film WHERE rental_rate > ? AND title LIKE ? ORDER BY title',
    params: [2.99, 'A%'],
    rows: SAKILA_PARITY.filmsAbove299StartingWithA,
  },
  listing: { sql: 'SELECT film_id, title FROM film ORDER BY film_id', count: 1000 },
  types: {
    sql: `SELECT CAST(1 AS SIGNED) AS i, CAST(9007199254740991 AS SIGNED) AS big, CAST(12.34 AS DECIMAL(6,2)) AS num, 'héllo' AS txt,
      CAST('2024-02-29' AS DATE) AS dt, CAST('2024-02-29 13:45:06.789' AS DATETIME(3)) AS ts, tstz, flag, CAST(NULL AS SIGNED) AS nul,
      'a ? in quotes' AS quoted FROM type_probe`,
    columns: [
      ...probeColumns('i', 'big', 'num', 'txt', 'dt', 'ts', 'tstz', 'flag', 'nul'),
      { name: 'quoted', type: 'string', value: 'a ? in quotes' },
    ],
  },
  slowSql: 'SELECT SLEEP(30)',
  stopMessages: { timeout: /max_statement_time exceeded|maximum statement execution time exceeded/, canceled: /Query execution was interrupted/ },
  failures: [
    { name: 'a column that does not exist', kind: 'notFound', sql: 'SELECT no_such_column FROM film', message: /Unknown column 'no_such_column'/ },
    { name: 'a syntax error, with its position', kind: 'syntax', sql: 'SELECT title FROM film WHERE', message: /near '' at line 1/ },
    {
      name: 'a table the user may not read',
      kind: 'permission',
      config: (config) => ({ ...config, user: config.database, password: readerPassword(config.database) }),
      sql: 'SELECT * FROM payment',
      message: /SELECT command denied/,
    },
    {
      name: 'a wrong password',
      kind: 'auth',
      config: (config) => ({ ...config, user: config.database, password: 'wrong' }),
      message: /Access denied for user/,
    },
    { name: 'an unknown database', kind: 'notFound', config: (config) => ({ ...config, database: 'redbi_no_such_database' }), message: /Unknown database 'redbi_no_such_database'/ },
    { name: 'an unknown host', kind: 'network', config: (config) => ({ ...config, host: 'nonexistent.invalid' }), message: /ENOTFOUND/ },
    { name: 'a refused connection', kind: 'network', config: (config) => ({ ...config, port: 1 }), message: /ECONNREFUSED/ },
    {
      name: 'a server that never answers',
      kind: 'timeout',
      config: (config, { silentPort }) => ({ ...config, port: silentPort, connectTimeoutSec: 1 }),
      message: /ETIMEDOUT/,
    },
  ],
  privileges: { fixture: ['FILE', 'SUPER', 'write'], limited: { config: (config) => ({ ...config, user: config.database, password: readerPassword(config.database) }), privileges: [] } },
  sessionReset: {
    changes: [
      'SELECT @x := 5',
      "SELECT GET_LOCK('redbi_contract_lock', 0)",
      'SELECT 1 INTO @y',
      "SELECT @@SESSION.sql_mode, (@z := 'changed') FROM film LIMIT 1",
      "SET SESSION sql_mode = 'NO_BACKSLASH_ESCAPES,ANSI_QUOTES'",
      "SET time_zone = '+05:00'",
      'SET SESSION max_statement_time = 0.001',
    ],
    probe: "SELECT @x, @y, @z, IS_USED_LOCK('redbi_contract_lock'), @@SESSION.sql_mode, @@SESSION.time_zone, @@SESSION.max_statement_time, @@SESSION.tx_read_only",
  },
  refusedByParser: { sql: 'SELECT title FROM film GROUP BY', message: /You have an error in your SQL syntax/ },
  sakila: true,
  readOnly: {
    // DDL too: in a START TRANSACTION READ ONLY it would commit implicitly and run; a read-only session refuses it.
    writes: ['DELETE FROM film_actor WHERE actor_id = 1', "UPDATE film SET title = 'x'", 'TRUNCATE film_text', 'CREATE TABLE redbi_written (a INTEGER)', 'DROP TABLE film_actor'],
    unchanged: `SELECT (SELECT count(*) FROM rental), (SELECT count(*) FROM film_text), (SELECT count(*) FROM film WHERE title = 'x'),
      (SELECT count(*) FROM film_actor), (SELECT count(*) FROM information_schema.tables WHERE table_schema = DATABASE() AND table_name = 'redbi_written')`,
  },
});
