import { DuckDBInstance } from '@duckdb/node-api';
import type { ColumnType } from '@redbi/shared/domain';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** The public datasets (../shared/datasets): DATASETS_DIR, else where they live on our machines. */
export const DATASETS_DIR = process.env.DATASETS_DIR ?? '/work/shared/datasets';

/** A dataset file's path; a missing file fails the suite with a message saying what to set. */
export function datasetFile(...parts: string[]): string {
  const path = join(DATASETS_DIR, ...parts);
  if (!existsSync(path)) throw new Error(`Dataset file not found: ${path} (set DATASETS_DIR to the shared/datasets folder)`);
  return path;
}

/**
 * The Sakila schema creates database `sakila`: its CREATE SCHEMA and USE name ours instead (the DROP
 * SCHEMA of `sakila` goes: it must never touch a database we did not create), and so do the views'
 * `sakila.` qualifiers. Every statement that names the database is checked to be rewritten.
 */
export function renameSakila(sql: string, name: string): string {
  const renamed = sql
    .replace(/^DROP SCHEMA IF EXISTS sakila;$/m, '')
    .replace(/^CREATE SCHEMA sakila;$/m, `CREATE SCHEMA \`${name}\`;`)
    .replace(/^USE sakila;$/m, `USE \`${name}\`;`)
    .replace(/\bsakila\./g, `\`${name}\`.`);
  const left = renamed.split('\n').filter((line) => /\bsakila\b/i.test(line) && !/^\s*--/.test(line) && !/'[^']*sakila[^']*'/i.test(line));
  if (left.length > 0) throw new Error(`Sakila statements still name database sakila: ${left.join(' | ')}`);
  return renamed;
}

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

/** Writes a DuckDB file with Sakila from its CSV copy, then runs `extra` statements on it. */
export async function writeSakilaDuckdb(file: string, extra: readonly string[] = []): Promise<void> {
  const instance = await DuckDBInstance.create(file, { autoinstall_known_extensions: 'false', autoload_known_extensions: 'false' });
  const connection = await instance.connect();
  try {
    for (const table of SAKILA_TABLES) {
      const types = CSV_TYPES[table] ? `, types = ${CSV_TYPES[table]}` : '';
      await connection.run(`CREATE TABLE ${table} AS FROM read_csv(${sqlText(datasetFile('sakila', 'csv', `${table}.csv`))}${types})`);
    }
    for (const sql of extra) await connection.run(sql);
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
}

/** Sakila answers every engine must give (PostgreSQL, MariaDB, DuckDB from CSV). */
export const SAKILA_PARITY = {
  paymentSum: 67416.51,
  paymentCount: 16049,
  rentalCount: 16044,
  firstPayment: '2005-05-24T22:53:30',
  lastPayment: '2006-02-14T15:16:03',
  firstFilms: [
    ['ACADEMY DINOSAUR', 0.99, 86],
    ['ACE GOLDFINGER', 4.99, 48],
    ['ADAPTATION HOLES', 2.99, 50],
  ],
  /** md5 of JSON.stringify of every film's [title, rental_rate, length], in film_id order. */
  filmsMd5: 'c6989ed025b0ec841a90be6368dd4ee1',
  /** The rows of `title, rental_rate, length` of films with rental_rate > 2.99 and title LIKE 'A%', by title. */
  filmsAbove299StartingWithA: [
    ['ACE GOLDFINGER', 4.99, 48],
    ['AIRPLANE SIERRA', 4.99, 62],
    ['AIRPORT POLLOCK', 4.99, 54],
    ['ALADDIN CALENDAR', 4.99, 63],
    ['ALI FOREVER', 4.99, 150],
    ['AMELIE HELLFIGHTERS', 4.99, 79],
    ['AMERICAN CIRCUS', 4.99, 129],
    ['ANTHEM LUKE', 4.99, 91],
    ['APACHE DIVINE', 4.99, 92],
    ['APOCALYPSE FLAMINGOS', 4.99, 119],
    ['ATTACKS HATE', 4.99, 113],
    ['ATTRACTION NEWTON', 4.99, 83],
    ['AUTUMN CROW', 4.99, 108],
  ],
};

/**
 * The type probe every engine selects (`i`, `big`, …), and the value each column must come back as
 * once normalised (QueryResult). An engine's test lists the probe columns it has, then its own.
 */
const PROBE = {
  i: { type: 'number', value: 1 },
  big: { type: 'number', value: 9007199254740991 },
  num: { type: 'number', value: 12.34 },
  txt: { type: 'string', value: 'héllo' },
  dt: { type: 'date', value: '2024-02-29' },
  ts: { type: 'datetime', value: '2024-02-29T13:45:06.789' },
  tstz: { type: 'datetime', value: '2024-02-29T11:45:06Z' },
  flag: { type: 'boolean', value: true },
  nul: { type: 'number', value: null },
} as const satisfies Record<string, { type: ColumnType; value: unknown }>;

export const probeColumns = (...names: (keyof typeof PROBE)[]) => names.map((name) => ({ name, ...PROBE[name] }));
