// TPC-H SF 0.01 (../shared/datasets/tpch-sf0.01) in a database of the test's own on each of the four
// engines, with the answers the test's own SQL gives when run directly on it (no RedBI in between).
import { DuckDBInstance } from '@duckdb/node-api';
import BetterSqlite3 from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import { createReadStream, readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { createGunzip, gunzipSync } from 'node:zlib';
import mysql from 'mysql2/promise';
import pg from 'pg';
import { datasetFile } from '../../connectors/contractDatasets';
import { MARIADB, mariadbConfig, mariadbDrop, POSTGRES, postgresTpch, type FixtureDatabase } from '../query/queryFixtures';

export const ENGINES = ['postgres', 'mariadb', 'duckdb', 'sqlite'] as const;
export type Engine = (typeof ENGINES)[number];

/** A statement's result as its database's own driver gives it: column names and rows of raw cells. */
export interface Answer {
  columns: string[];
  rows: unknown[][];
}

/** A TPC-H database, and the answers to the statements asked when it was loaded (in their order). */
export interface TpchDatabase extends FixtureDatabase {
  answers: Answer[];
}

const TABLES = ['region', 'nation', 'part', 'supplier', 'partsupp', 'customer', 'orders', 'lineitem'];
const schemaSql = () => readFileSync(datasetFile('tpch-sf0.01', 'schema.sql'), 'utf8');

/** A table's rows from its .tbl.gz: fields split at '|', the line's trailing '|' dropped. */
function tblRows(table: string): string[][] {
  const text = gunzipSync(readFileSync(datasetFile('tpch-sf0.01', `${table}.tbl.gz`))).toString('utf8');
  return text
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => line.replace(/\|$/, '').split('|'));
}

/** Statements on the superuser's own connection to `database`, every value as PostgreSQL's text. */
export async function postgresAnswers(database: string, statements: readonly string[]): Promise<Answer[]> {
  const text = { getTypeParser: () => (value: string) => value } as unknown as pg.CustomTypesConfig;
  const client = new pg.Client({ ...POSTGRES, database, types: text });
  await client.connect();
  try {
    const answers: Answer[] = [];
    for (const sql of statements) {
      const result = await client.query<unknown[]>({ text: sql, rowMode: 'array' });
      answers.push({ columns: result.fields.map((field) => field.name), rows: result.rows });
    }
    return answers;
  } finally {
    await client.end();
  }
}

/** Statements on a root connection to `database`: dates as text, DECIMAL as text. */
export async function mariadbAnswers(database: string, statements: readonly string[]): Promise<Answer[]> {
  const connection = await mysql.createConnection({ ...MARIADB, database, dateStrings: true });
  try {
    const answers: Answer[] = [];
    for (const sql of statements) {
      const [rows, fields] = await connection.query<mysql.RowDataPacket[]>({ sql, rowsAsArray: true });
      answers.push({ columns: fields.map((field) => field.name), rows: rows as unknown as unknown[][] });
    }
    return answers;
  } finally {
    await connection.end();
  }
}

async function postgres(statements: readonly string[]): Promise<TpchDatabase> {
  const database = await postgresTpch();
  try {
    return { ...database, answers: await postgresAnswers(database.name, statements) };
  } catch (error) {
    await database.drop();
    throw error;
  }
}

/** The schema, then each table's .tbl.gz with LOAD DATA LOCAL INFILE (the client reads and unzips the file); analysed. */
async function mariadb(statements: readonly string[]): Promise<TpchDatabase> {
  const name = `redbi_tpch_${randomBytes(5).toString('hex')}`;
  const drop = mariadbDrop(name);
  try {
    // The server asks the client for the file named in LOAD DATA: only the dataset's files are named here.
    const infileStreamFactory = (path: string) => createReadStream(path).pipe(createGunzip());
    const admin = await mysql.createConnection({ ...MARIADB, multipleStatements: true, infileStreamFactory });
    try {
      await admin.query(`CREATE DATABASE \`${name}\`; USE \`${name}\`; ${schemaSql()}`);
      for (const table of TABLES) {
        const file = datasetFile('tpch-sf0.01', `${table}.tbl.gz`);
        await admin.query({ sql: `LOAD DATA LOCAL INFILE ? INTO TABLE ${table} FIELDS TERMINATED BY '|' LINES TERMINATED BY '|\\n'`, values: [file] });
      }
      // Statistics of the loaded rows: without them the optimizer's estimates stay those of empty tables.
      await admin.query(`ANALYZE TABLE ${TABLES.join(', ')}`);
    } finally {
      await admin.end();
    }
    const answers = await mariadbAnswers(name, statements);
    return { name, config: mariadbConfig(name), answers, drop };
  } catch (error) {
    await drop();
    throw error;
  }
}

/** A file under the data directory's `databases/`, loaded with COPY from the .tbl.gz files; closed when answered. */
async function duckdb(dataDir: string, statements: readonly string[]): Promise<TpchDatabase> {
  await mkdir(join(dataDir, 'databases'), { recursive: true });
  const file = `tpch_${randomBytes(5).toString('hex')}.duckdb`;
  const instance = await DuckDBInstance.create(join(dataDir, 'databases', file), { autoinstall_known_extensions: 'false', autoload_known_extensions: 'false' });
  const connection = await instance.connect();
  try {
    await connection.run(schemaSql());
    for (const table of TABLES) {
      const path = datasetFile('tpch-sf0.01', `${table}.tbl.gz`).replaceAll("'", "''");
      await connection.run(`COPY ${table} FROM '${path}' (DELIMITER '|', HEADER false)`);
    }
    const answers: Answer[] = [];
    for (const sql of statements) {
      const reader = await connection.runAndReadAll(sql);
      answers.push({ columns: reader.columnNames(), rows: reader.getRowsJson() as unknown[][] });
    }
    return { name: file, config: { file, statementTimeoutSec: 30 }, answers, drop: async () => undefined };
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
}

/** A file under the data directory's `databases/`, loaded with prepared INSERTs in one transaction. */
async function sqlite(dataDir: string, statements: readonly string[]): Promise<TpchDatabase> {
  await mkdir(join(dataDir, 'databases'), { recursive: true });
  const file = `tpch_${randomBytes(5).toString('hex')}.sqlite`;
  const db = new BetterSqlite3(join(dataDir, 'databases', file));
  try {
    db.exec(schemaSql());
    db.transaction(() => {
      for (const table of TABLES) {
        const rows = tblRows(table);
        const insert = db.prepare(`INSERT INTO ${table} VALUES (${(rows[0] ?? []).map(() => '?').join(', ')})`);
        for (const row of rows) insert.run(row);
      }
    })();
    const answers = statements.map((sql): Answer => {
      const statement = db.prepare(sql).raw(true);
      return { columns: statement.columns().map((column) => column.name), rows: statement.all() as unknown[][] };
    });
    return { name: file, config: { file, statementTimeoutSec: 30 }, answers, drop: async () => undefined };
  } finally {
    db.close();
  }
}

/** TPC-H in a database of its own on `engine` (files under `dataDir/databases`), with `statements` answered. */
export function tpchDatabase(engine: Engine, dataDir: string, statements: readonly string[]): Promise<TpchDatabase> {
  switch (engine) {
    case 'postgres':
      return postgres(statements);
    case 'mariadb':
      return mariadb(statements);
    case 'duckdb':
      return duckdb(dataDir, statements);
    case 'sqlite':
      return sqlite(dataDir, statements);
  }
}
