import type BetterSqlite3 from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/** How many prepared statements of the metadata store are kept: far more than the distinct queries it runs. */
const STATEMENT_CACHE_SIZE = 1000;

/**
 * Kysely prepares every query anew, and preparing was the largest cost of the metadata store in a profile of
 * the query API: statements are kept by their SQL (least recently used go first). Kysely runs one query at a
 * time on the connection, so a kept statement is never in use twice.
 */
export function withStatementCache(database: BetterSqlite3.Database, size = STATEMENT_CACHE_SIZE): SqliteDatabase {
  const statements = new Map<string, BetterSqlite3.Statement>();
  return {
    close: () => database.close(),
    prepare(sql: string) {
      const kept = statements.get(sql);
      if (kept) {
        statements.delete(sql);
        statements.set(sql, kept);
        return kept;
      }
      const statement = database.prepare(sql);
      statements.set(sql, statement);
      if (statements.size > size) statements.delete(statements.keys().next().value as string);
      return statement;
    },
  };
}
