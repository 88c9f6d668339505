import { ConnectorError, type ConnectorErrorKind } from '../connector';
import { fieldOf, messageOf, socketErrorKind } from '../networkErrors';

/** ClickHouse's error names (src/Common/ErrorCodes.cpp) with a kind of their own. */
const byName: Record<string, ConnectorErrorKind> = {
  AUTHENTICATION_FAILED: 'auth',
  WRONG_PASSWORD: 'auth',
  UNKNOWN_USER: 'auth',
  REQUIRED_PASSWORD: 'auth',
  UNKNOWN_TABLE: 'notFound',
  UNKNOWN_DATABASE: 'notFound',
  UNKNOWN_IDENTIFIER: 'notFound',
  UNKNOWN_FUNCTION: 'notFound',
  NO_SUCH_COLUMN_IN_TABLE: 'notFound',
  THERE_IS_NO_COLUMN: 'notFound',
  UNKNOWN_TABLE_FUNCTION: 'notFound',
  SYNTAX_ERROR: 'syntax',
  READONLY: 'permission',
  ACCESS_DENIED: 'permission',
  NOT_ENOUGH_PRIVILEGES: 'permission',
  QUERY_IS_PROHIBITED: 'permission',
  FUNCTION_NOT_ALLOWED: 'permission',
  TIMEOUT_EXCEEDED: 'timeout',
  SOCKET_TIMEOUT: 'timeout',
  QUERY_WAS_CANCELLED: 'canceled',
};

/** The client's own failures (no server answer): its request timeout and our abort of the request. */
function clientKind(error: unknown): ConnectorErrorKind | undefined {
  const message = messageOf(error);
  if (/^Timeout error/i.test(message)) return 'timeout';
  if (fieldOf(error, 'name') === 'AbortError' || /aborted/i.test(message)) return 'canceled';
  return undefined;
}

/**
 * A @clickhouse/client error as a ConnectorError: a server exception (ClickHouseError: `code`, `type` and the
 * server's message) keeps the server's message with its error name, e.g. "Unknown table expression
 * identifier 'x' … (UNKNOWN_TABLE)"; a socket error or the client's timeout by its code.
 */
export function classifyClickhouseError(error: unknown): ConnectorError {
  if (error instanceof ConnectorError) return error;
  const type = fieldOf(error, 'type');
  if (typeof type === 'string' && fieldOf(error, 'code') !== undefined) {
    // The client appends the FORMAT clause to each query; the user never wrote it.
    const message = `${messageOf(error).replace(/\s*\bFORMAT JSONCompactEachRowWithNamesAndTypes\b/g, '').trim()} (${type})`;
    return new ConnectorError(byName[type] ?? 'other', message, { cause: error });
  }
  const kind = socketErrorKind(fieldOf(error, 'code')) ?? clientKind(error) ?? 'other';
  return new ConnectorError(kind, messageOf(error), { cause: error });
}

/**
 * A syntax error names the line and column ("(line 2, col 7)") but shows the text from there on only: the
 * statement's line is added below, as DuckDB's and PostgreSQL's messages show it.
 */
export function withStatementLine(error: ConnectorError, sql: string): ConnectorError {
  const at = /\(line (\d+), col \d+\)/.exec(error.message);
  if (error.kind !== 'syntax' || !at) return error;
  const line = sql.split('\n')[Number(at[1]) - 1];
  if (line === undefined) return error;
  return new ConnectorError(error.kind, `${error.message}\n\nLINE ${at[1]}: ${line}`, { cause: error.cause });
}
