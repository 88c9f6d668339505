import BetterSqlite3 from 'better-sqlite3';
import type { Kysely } from 'kysely';
import { preparedQuery } from './preparedQuery';
import type { Database } from './schema';

/** What a version covers: an organisation's access data (`org:<id>`), or a user and their sessions (`user:<id>`). */
export type VersionScope = `org:${string}` | `user:${string}`;

export const orgScope = (orgId: string): VersionScope => `org:${orgId}`;
export const userScope = (userId: string): VersionScope => `user:${userId}`;

/**
 * The versions of what the server keeps in memory from the metadata store. Every write to a table of a
 * scope raises the scope's number in the writing transaction (triggers, migration 0011), and the number
 * lives in the store: a value loaded after reading version n and kept with n is current, on any node, for
 * as long as the scope still reads n. So read the version first, then what it guards; a write that lands
 * in between only makes the kept value be loaded again next time.
 *
 * Only committed numbers may be read: a number seen inside a transaction that then rolls back would be
 * given again to the next write, with other data behind it.
 */
export interface MetadataVersions {
  /** The scope's version now (0 before its first write). */
  current(scope: VersionScope): Promise<number>;
}

/** Through the store's pool: one query per call (on PostgreSQL, a round trip). */
export function storeVersions(db: Kysely<Database>): MetadataVersions {
  const read = preparedQuery(db, (scope: string) => db.selectFrom('metadata_versions').select('version').where('scope', '=', scope));
  return { current: async (scope) => Number((await read(scope))[0]?.version ?? 0) };
}

/**
 * SQLite: on a read-only connection of its own, synchronously (microseconds). Not on the store's
 * connection, which would see the uncommitted numbers of a transaction in progress; a connection of its
 * own sees the last commit (WAL).
 */
export function sqliteVersions(file: string): MetadataVersions & { close(): void } {
  let reader: { database: BetterSqlite3.Database; statement: BetterSqlite3.Statement<[string], number | undefined> } | undefined;
  const open = () => {
    // Opened on first use: the table exists once the migrations have run.
    const database = new BetterSqlite3(file, { readonly: true });
    return { database, statement: database.prepare<[string], number | undefined>('SELECT version FROM metadata_versions WHERE scope = ?').pluck() };
  };
  return {
    current(scope) {
      reader ??= open();
      return Promise.resolve(Number(reader.statement.get(scope) ?? 0));
    },
    close() {
      reader?.database.close();
      reader = undefined;
    },
  };
}
