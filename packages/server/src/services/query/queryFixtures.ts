// Databases of a test's own for the query runner's integration tests (real servers, created and dropped
// by the test): Sakila in PostgreSQL, MariaDB and a DuckDB file, TPC-H in PostgreSQL.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import mysql from 'mysql2/promise';
import pg from 'pg';
import { datasetFile, renameSakila } from '../../connectors/contractDatasets';

const run = promisify(execFile);
const HOST = '127.0.0.1';
export const POSTGRES = { host: HOST, port: 5432, user: 'postgres' };
export const MARIADB = { host: HOST, port: 3306, user: 'root' };

/** A source database: its settings for a source of its type, and how to drop it. */
export interface FixtureDatabase {
  name: string;
  config: Record<string, unknown>;
  drop(): Promise<void>;
}

const uniqueName = (prefix: string) => `${prefix}_${randomBytes(5).toString('hex')}`;

/** Runs SQL on PostgreSQL as the superuser, in `database` (default: postgres). */
export async function postgresAdmin<T extends unknown[] = unknown[]>(sql: string, params: unknown[] = [], database = 'postgres'): Promise<T[]> {
  const client = new pg.Client({ ...POSTGRES, database });
  await client.connect();
  try {
    return (await client.query<T>({ text: sql, values: params, rowMode: 'array' })).rows;
  } finally {
    await client.end();
  }
}

async function postgresDatabase(prefix: string, load: (name: string) => Promise<void>): Promise<FixtureDatabase> {
  const name = uniqueName(prefix);
  const drop = async () => void (await postgresAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  await postgresAdmin(`CREATE DATABASE ${name}`);
  try {
    await load(name);
  } catch (error) {
    await drop();
    throw error;
  }
  return { name, config: { host: HOST, port: POSTGRES.port, database: name, user: POSTGRES.user, password: '', poolSize: 4, statementTimeoutSec: 30 }, drop };
}

const psql = (database: string, args: string[]) => run('psql', ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '-h', HOST, '-p', String(POSTGRES.port), '-U', POSTGRES.user, '-d', database, ...args]);

/** Sakila (the jOOQ port: the same data as the MySQL dump) in a PostgreSQL database of its own. */
export const postgresSakila = (setupSql = ''): Promise<FixtureDatabase> =>
  postgresDatabase('redbi_query_sakila', async (name) => {
    await psql(name, ['-f', datasetFile('sakila', 'postgres', 'postgres-sakila-schema.sql'), '-f', datasetFile('sakila', 'postgres', 'postgres-sakila-insert-data-using-copy.sql')]);
    if (setupSql) await psql(name, ['-c', setupSql]);
  });

const TPCH_TABLES = ['region', 'nation', 'part', 'supplier', 'partsupp', 'customer', 'orders', 'lineitem'];

/** TPC-H at scale factor 0.01 in a PostgreSQL database of its own. */
export const postgresTpch = (): Promise<FixtureDatabase> =>
  postgresDatabase('redbi_query_tpch', async (name) => {
    await psql(name, ['-f', datasetFile('tpch-sf0.01', 'schema.sql')]);
    for (const table of TPCH_TABLES) {
      const file = datasetFile('tpch-sf0.01', `${table}.tbl.gz`);
      // The .tbl lines end with a '|' that COPY would read as one more (empty) column.
      await psql(name, ['-c', `\\copy ${table} FROM PROGRAM 'zcat ${file} | sed "s/|$//"' WITH (DELIMITER '|')`]);
    }
    await psql(name, ['-c', 'ANALYZE']);
  });

/** A small PostgreSQL database of the test's own, made by `setupSql`. */
export const postgresWith = (setupSql: string): Promise<FixtureDatabase> => postgresDatabase('redbi_query_wh', (name) => psql(name, ['-c', setupSql]).then(() => undefined));

/** Runs SQL text with the mariadb client (the Sakila dumps use DELIMITER, which only the client understands). */
function mariadbClient(sql: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = execFile('mariadb', ['-h', HOST, '-P', String(MARIADB.port), '-u', MARIADB.user, '--batch'], (error) => (error ? reject(error) : resolve()));
    child.stdin?.end(sql);
  });
}

/** Drops a MariaDB database of a test's own. */
export const mariadbDrop = (name: string) => async (): Promise<void> => {
  const connection = await mysql.createConnection(MARIADB);
  try {
    await connection.query(`DROP DATABASE IF EXISTS \`${name}\``);
  } finally {
    await connection.end();
  }
};

/** A MariaDB source's configuration for a database of a test's own (root, no password). */
export const mariadbConfig = (name: string, extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  host: HOST,
  port: MARIADB.port,
  database: name,
  user: MARIADB.user,
  password: '',
  poolSize: 4,
  statementTimeoutSec: 30,
  ...extra,
});

/** Sakila (the original MySQL dump) in a MariaDB database of its own. */
export async function mariadbSakila(): Promise<FixtureDatabase> {
  const name = uniqueName('redbi_query_sakila');
  const drop = mariadbDrop(name);
  try {
    const schema = await readFile(datasetFile('sakila', 'mysql', 'sakila-mv-schema.sql'), 'utf8');
    const data = await readFile(datasetFile('sakila', 'mysql', 'sakila-mv-data.sql'), 'utf8');
    await mariadbClient(renameSakila(schema, name) + renameSakila(data, name));
  } catch (error) {
    await drop();
    throw error;
  }
  return { name, config: mariadbConfig(name), drop };
}

/** Pagila (the PostgreSQL port of Sakila, with its views) in a PostgreSQL database of its own. */
export const postgresPagila = (): Promise<FixtureDatabase> =>
  postgresDatabase('redbi_query_pagila', (name) => psql(name, ['-f', datasetFile('pagila', 'pagila-schema.sql'), '-f', datasetFile('pagila', 'pagila-data.sql')]).then(() => undefined));
