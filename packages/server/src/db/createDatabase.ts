import BetterSqlite3 from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, type MigrationProvider } from 'kysely';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import pg from 'pg';
import type { Config } from '../config/loadConfig';
import { sqliteVersions, storeVersions, type MetadataVersions } from './metadataVersions';
import { migrations } from './migrations';
import { withStatementCache } from './statementCache';
import type { Database } from './schema';

export type DatabaseKind = Config['database']['kind'];

export interface MetadataDb {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** The versions of what the server keeps in memory from the store. */
  versions: MetadataVersions;
  /** The PostgreSQL pool's connections now (for the metrics); absent for the embedded SQLite store. */
  poolStats?: () => { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

function sqliteDialect(file: string): SqliteDialect {
  mkdirSync(dirname(file), { recursive: true });
  const database = new BetterSqlite3(file);
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = NORMAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  return new SqliteDialect({ database: withStatementCache(database) });
}

function postgresPool(url: string): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max: 10, idleTimeoutMillis: 30_000 });
  // An idle connection the server ends (a restart, an administrator) is dropped by the pool and the next
  // query opens a new one; without a listener, pg would rethrow the error and end the process.
  pool.on('error', () => undefined);
  return pool;
}

/** Opens the metadata store chosen by the configuration and brings its schema up to date. */
export async function createDatabase(database: Config['database']): Promise<MetadataDb> {
  const pool = database.kind === 'postgres' ? postgresPool(database.url) : undefined;
  const dialect = database.kind === 'sqlite' ? sqliteDialect(database.file) : new PostgresDialect({ pool: pool ?? postgresPool(database.url) });
  const db = new Kysely<Database>({ dialect });
  try {
    await migrate(db);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  if (database.kind === 'postgres') {
    const poolStats = () => ({ total: pool?.totalCount ?? 0, idle: pool?.idleCount ?? 0, waiting: pool?.waitingCount ?? 0 });
    return { db, kind: database.kind, versions: storeVersions(db), poolStats, close: () => db.destroy() };
  }
  const versions = sqliteVersions(database.file);
  return {
    db,
    kind: database.kind,
    versions,
    close: async () => {
      versions.close();
      await db.destroy();
    },
  };
}

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrate(db: Kysely<Database>): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${(error as Error).message}`, { cause: error });
  }
}
