// One small table in a database of the test's own on each of the four engines, for the cross-engine
// security suites (the injection battery, the pooled-connection test). Real servers; dropped after.
import { DuckDBInstance } from '@duckdb/node-api';
import BetterSqlite3 from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import mysql from 'mysql2/promise';
import type { SourceType } from '@redbi/shared/sources';
import { MARIADB, mariadbConfig, mariadbDrop, postgresAdmin, postgresWith, type FixtureDatabase } from './queryFixtures';

export const ENGINES = ['postgres', 'mariadb', 'sqlite', 'duckdb'] as const;
export type Engine = (typeof ENGINES)[number];

export const SOURCE_TYPE: Record<Engine, SourceType> = { postgres: 'postgres', mariadb: 'mysql', sqlite: 'sqlite', duckdb: 'duckdb' };

/** Rows of `items (id, s, n)`: `s` text compared exactly (binary, no padding) on every engine. */
export type ItemRow = [id: number, s: string, n: number];

const uniqueName = (prefix: string) => `${prefix}_${randomBytes(5).toString('hex')}`;

/** `'text'` with quotes doubled: only the tests' own fixture rows are written this way. */
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;
const valuesSql = (rows: readonly ItemRow[]) => rows.map(([id, s, n]) => `(${id}, ${literal(s)}, ${n})`).join(', ');

/**
 * PostgreSQL with `standard_conforming_strings = off` set on the database (a backslash then escapes in
 * '…' literals): the setting the connector must override for every connection.
 */
async function postgresItems(rows: readonly ItemRow[], poolSize: number): Promise<FixtureDatabase> {
  // E'' is not needed: the fixture's literals are written while the setting is still on.
  const database = await postgresWith(`CREATE TABLE items (id int PRIMARY KEY, s text NOT NULL, n numeric NOT NULL); INSERT INTO items VALUES ${valuesSql(rows)};`);
  await postgresAdmin(`ALTER DATABASE ${database.name} SET standard_conforming_strings = off`);
  return { ...database, config: { ...database.config, poolSize } };
}

/** MariaDB with `NO_BACKSLASH_ESCAPES` and `ANSI_QUOTES` in the source's own session `sql_mode`. */
async function mariadbItems(rows: readonly ItemRow[], poolSize: number): Promise<FixtureDatabase> {
  const name = uniqueName('redbi_sec');
  const admin = await mysql.createConnection({ ...MARIADB, multipleStatements: true });
  try {
    await admin.query(`CREATE DATABASE \`${name}\``);
    // Quotes doubled, and backslashes doubled too: the fixture's own connection has the default sql_mode.
    const mysqlLiteral = (text: string) => `'${text.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
    await admin.query(
      `CREATE TABLE \`${name}\`.items (id int PRIMARY KEY, s varchar(500) CHARACTER SET utf8mb4 COLLATE utf8mb4_nopad_bin NOT NULL, n decimal(12,2) NOT NULL);` +
        `INSERT INTO \`${name}\`.items VALUES ${rows.map(([id, s, n]) => `(${id}, ${mysqlLiteral(s)}, ${n})`).join(', ')};`,
    );
  } finally {
    await admin.end();
  }
  const drop = mariadbDrop(name);
  const properties = [{ key: 'sql_mode', value: 'NO_BACKSLASH_ESCAPES,ANSI_QUOTES,STRICT_TRANS_TABLES' }];
  return { name, config: mariadbConfig(name, { poolSize, properties }), drop };
}

/** A SQLite file under the data directory's `databases/`. */
async function sqliteItems(dataDir: string, rows: readonly ItemRow[]): Promise<FixtureDatabase> {
  const dir = join(dataDir, 'databases');
  await mkdir(dir, { recursive: true });
  const file = `${uniqueName('items')}.sqlite`;
  const db = new BetterSqlite3(join(dir, file));
  db.exec(`CREATE TABLE items (id INTEGER PRIMARY KEY, s TEXT NOT NULL, n NUMERIC NOT NULL); INSERT INTO items VALUES ${valuesSql(rows)};`);
  db.close();
  return { name: file, config: { file }, drop: async () => undefined };
}

/** A DuckDB file under the data directory's `databases/`. */
async function duckdbItems(dataDir: string, rows: readonly ItemRow[]): Promise<FixtureDatabase> {
  const dir = join(dataDir, 'databases');
  await mkdir(dir, { recursive: true });
  const file = `${uniqueName('items')}.duckdb`;
  const instance = await DuckDBInstance.create(join(dir, file));
  const connection = await instance.connect();
  try {
    await connection.run(`CREATE TABLE items (id INTEGER PRIMARY KEY, s VARCHAR NOT NULL, n DECIMAL(12,2) NOT NULL); INSERT INTO items VALUES ${valuesSql(rows)};`);
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
  return { name: file, config: { file, statementTimeoutSec: 30 }, drop: async () => undefined };
}

/** `items` on each engine, with the server settings an attacker would hope for (see above). */
export function engineItems(engine: Engine, dataDir: string, rows: readonly ItemRow[], poolSize = 4): Promise<FixtureDatabase> {
  switch (engine) {
    case 'postgres':
      return postgresItems(rows, poolSize);
    case 'mariadb':
      return mariadbItems(rows, poolSize);
    case 'sqlite':
      return sqliteItems(dataDir, rows);
    case 'duckdb':
      return duckdbItems(dataDir, rows);
  }
}
