import { AppError } from '@redbi/shared/errors';
import type { CompiledSql } from '@redbi/shared/query';
import type { Dialect } from '@redbi/shared/sources';
import { ConnectorError, type Connection, type QueryResult } from '../../connectors/connector';
import { errorOffset } from './errorPosition';

export interface StatementOptions {
  dialect: Dialect;
  /** Aborts when every caller waiting for the result has gone away. */
  signal?: AbortSignal | undefined;
  maxRows?: number | undefined;
}

/**
 * A database failure as SOURCE_QUERY_FAILED with the database's own message; where the database points
 * at a spot of the statement copied from the view's SQL, details {line, column} in the view's SQL.
 */
export function sourceQueryFailure(error: unknown, dialect: Dialect, statement: CompiledSql): unknown {
  if (!(error instanceof ConnectorError)) return error;
  const offset = errorOffset(dialect, error, statement.sql);
  const position = offset === undefined ? undefined : statement.locate?.(offset);
  return new AppError('SOURCE_QUERY_FAILED', { params: { reason: error.message }, ...(position ? { details: { line: position.line, column: position.column } } : {}) });
}

/**
 * Runs one compiled statement on the source's pool, read-only (views never write), within the source's
 * statement timeout and cancelled when `signal` aborts.
 */
export async function executeStatement(connection: Connection, statement: CompiledSql, options: StatementOptions): Promise<QueryResult> {
  try {
    return await connection.execute(statement.sql, statement.params, {
      readOnly: true,
      ...(options.signal ? { signal: options.signal } : {}),
      ...(options.maxRows === undefined ? {} : { maxRows: options.maxRows }),
    });
  } catch (error) {
    throw sourceQueryFailure(error, options.dialect, statement);
  }
}
