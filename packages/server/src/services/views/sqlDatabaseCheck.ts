import type { SqlViewDatabaseCheck } from '@redbi/shared/query';
import type { Dialect } from '@redbi/shared/sources';
import type { Connection } from '../../connectors/connector';
import { sourceQueryFailure } from '../query/executeStatement';

/**
 * SQL the grammar could not read, decided by the source's own parser: prepared without running, read-only
 * (Connection.check). A rejection is SOURCE_QUERY_FAILED with the database's message, at the view's line
 * and column where the database points. Nothing is remembered: a statement the database refused once (or
 * accepted once) is asked again, as the source's schema may have changed since.
 */
export async function checkWithDatabase(connection: Connection, dialect: Dialect, check: SqlViewDatabaseCheck | undefined): Promise<void> {
  if (!check) return;
  try {
    await connection.check(check.statement.sql, check.statement.params);
  } catch (error) {
    throw sourceQueryFailure(error, dialect, check.statement);
  }
}
