import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { existsSync } from 'node:fs';
import pg from 'pg';
import { migrate } from './createDatabase';
import type { Database } from './schema';

/** Kysely's own bookkeeping: written by the migrations on each side, never copied. */
const KYSELY_TABLES = new Set(['kysely_migration', 'kysely_migration_lock']);
/**
 * Written by triggers as the other tables are copied (db/migrations/…_metadata_versions): emptied and copied
 * last, so that it holds the source's numbers.
 */
const WRITTEN_BY_TRIGGERS = ['metadata_versions'];
/** PostgreSQL allows 65,535 parameters per statement. */
const MAX_PARAMS = 60_000;

export interface CopyReport {
  /** Tables in the order they were copied, with the rows of each (the same on both sides: verified). */
  tables: { name: string; rows: number }[];
  sequencesReset: string[];
}

export class CopyRefused extends Error {
  override readonly name = 'CopyRefused';
}

const quote = (name: string): string => `"${name.replaceAll('"', '""')}"`;

/**
 * The target must be empty: no table at all, or — a copy that failed before — RedBI's schema with no row
 * in any table (the migrations ran, the copy rolled back). Anything else is refused untouched.
 */
async function refuseUnlessEmpty(target: pg.Pool, tables: readonly string[]): Promise<void> {
  if (tables.length === 0) return;
  if (!tables.includes('kysely_migration')) {
    throw new CopyRefused(`the target database is not empty (it has ${tables.length} table(s): ${tables.slice(0, 5).join(', ')}); copy into an empty database only`);
  }
  for (const table of tables.filter((name) => !KYSELY_TABLES.has(name))) {
    const { rows } = await target.query(`SELECT 1 FROM ${quote(table)} LIMIT 1`);
    if (rows.length) throw new CopyRefused(`the target database is not empty (table ${table} has rows); copy into an empty database only`);
  }
}

/** Tables in an order where each comes after those it references (its foreign keys). */
export function dependencyOrder(tables: readonly string[], references: readonly { from: string; to: string }[]): string[] {
  const ordered: string[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (table: string, path: string[]) => {
    if (state.get(table) === 'done') return;
    if (state.get(table) === 'visiting') throw new Error(`the tables reference each other in a cycle: ${[...path, table].join(' → ')}`);
    state.set(table, 'visiting');
    for (const { from, to } of references) if (from === table && to !== table && tables.includes(to)) visit(to, [...path, table]);
    state.set(table, 'done');
    ordered.push(table);
  };
  for (const table of [...tables].sort()) visit(table, []);
  return ordered;
}

/**
 * Copies the embedded SQLite metadata store (`from`, a file) into an EMPTY PostgreSQL database (`to`): brings
 * the SQLite store up to this version's schema first (as starting the app on it would), refuses a target
 * that holds any table, runs the migrations there, then copies every table — parents before the tables
 * that reference them, in batches — inside ONE transaction, resets sequences if any, and compares the row
 * count of every table before it commits (any difference rolls everything back). Values are copied as they
 * are: encrypted secrets stay readable with the same ENCRYPTION_KEY, password hashes keep working.
 */
export async function copyMetadata(options: { from: string; to: string; batchSize?: number; log?: (line: string) => void }): Promise<CopyReport> {
  const log = options.log ?? (() => undefined);
  if (!existsSync(options.from)) throw new CopyRefused(`${options.from} does not exist`);

  // The source at the current schema (its own migrations, through Kysely), then read with a plain handle.
  const sqlite = new BetterSqlite3(options.from, { fileMustExist: true });
  sqlite.pragma('busy_timeout = 5000');
  const source = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  const target = new pg.Pool({ connectionString: options.to, max: 1 });
  target.on('error', () => undefined);
  try {
    const hasMigrations = sqlite.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'kysely_migration'").get();
    if (!hasMigrations) throw new CopyRefused(`${options.from} is not a RedBI metadata store (it has no kysely_migration table)`);
    await migrate(source);

    const existing = await target.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'",
    );
    await refuseUnlessEmpty(target, existing.rows.map((row) => row.table_name));
    log('migrating the target database');
    const targetDb = new Kysely<Database>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: options.to, max: 1 }) }) });
    try {
      await migrate(targetDb);
    } finally {
      await targetDb.destroy();
    }

    const sourceTables = (sqlite.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").all() as { name: string }[])
      .map((row) => row.name)
      .filter((name) => !KYSELY_TABLES.has(name));
    const targetTables = (
      await target.query<{ table_name: string }>("SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'")
    ).rows
      .map((row) => row.table_name)
      .filter((name) => !KYSELY_TABLES.has(name));
    const missing = sourceTables.filter((name) => !targetTables.includes(name));
    if (missing.length) throw new Error(`tables of the SQLite store that the PostgreSQL schema lacks: ${missing.join(', ')}`);

    const references = (
      await target.query<{ from: string; to: string }>(
        `SELECT child.relname AS "from", parent.relname AS "to" FROM pg_constraint c
           JOIN pg_class child ON child.oid = c.conrelid JOIN pg_class parent ON parent.oid = c.confrelid
           JOIN pg_namespace n ON n.oid = child.relnamespace
          WHERE c.contype = 'f' AND n.nspname = current_schema()`,
      )
    ).rows;
    const order = [...dependencyOrder(sourceTables.filter((name) => !WRITTEN_BY_TRIGGERS.includes(name)), references), ...WRITTEN_BY_TRIGGERS.filter((name) => sourceTables.includes(name))];

    const client = await target.connect();
    const report: CopyReport = { tables: [], sequencesReset: [] };
    try {
      await client.query('BEGIN');
      for (const table of order) {
        const columns = (
          await client.query<{ column_name: string }>('SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1 ORDER BY ordinal_position', [table])
        ).rows.map((row) => row.column_name);
        const sourceColumns = new Set((sqlite.prepare(`SELECT name FROM pragma_table_info(?)`).all(table) as { name: string }[]).map((row) => row.name));
        const shared = columns.filter((column) => sourceColumns.has(column));
        if (WRITTEN_BY_TRIGGERS.includes(table)) await client.query(`DELETE FROM ${quote(table)}`);
        const total = (sqlite.prepare(`SELECT count(*) AS n FROM ${quote(table)}`).get() as { n: number }).n;
        const batch = Math.max(1, Math.min(options.batchSize ?? 500, Math.floor(MAX_PARAMS / Math.max(1, shared.length))));
        const read = sqlite.prepare(`SELECT ${shared.map(quote).join(', ')} FROM ${quote(table)} ORDER BY rowid`).raw(true);
        let rows: unknown[][] = [];
        const flush = async () => {
          if (!rows.length) return;
          const values = rows.map((row, r) => `(${row.map((_, c) => `$${r * shared.length + c + 1}`).join(', ')})`).join(', ');
          await client.query(`INSERT INTO ${quote(table)} (${shared.map(quote).join(', ')}) VALUES ${values}`, rows.flat());
          rows = [];
        };
        for (const row of read.iterate() as Iterable<unknown[]>) {
          rows.push(row);
          if (rows.length >= batch) await flush();
        }
        await flush();
        report.tables.push({ name: table, rows: total });
        log(`${table}: ${total} row(s)`);
      }

      // Sequences of serial or identity columns, if any: past the largest value copied.
      const sequences = (
        await client.query<{ table_name: string; column_name: string; sequence: string }>(
          `SELECT table_name, column_name, pg_get_serial_sequence(quote_ident(table_name), column_name) AS sequence FROM information_schema.columns
            WHERE table_schema = current_schema() AND pg_get_serial_sequence(quote_ident(table_name), column_name) IS NOT NULL`,
        )
      ).rows.filter((row) => !KYSELY_TABLES.has(row.table_name));
      for (const { table_name, column_name, sequence } of sequences) {
        await client.query(`SELECT setval($1, COALESCE((SELECT max(${quote(column_name)}) FROM ${quote(table_name)}), 0) + 1, false)`, [sequence]);
        report.sequencesReset.push(sequence);
      }

      // Every table, counted on both sides before anything is committed.
      for (const { name, rows } of report.tables) {
        const copied = Number((await client.query<{ n: string }>(`SELECT count(*) AS n FROM ${quote(name)}`)).rows[0]?.n ?? -1);
        if (copied !== rows) throw new Error(`${name}: ${rows} row(s) in SQLite but ${copied} in PostgreSQL; nothing was copied`);
      }
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
    return report;
  } finally {
    await source.destroy();
    await target.end();
  }
}
