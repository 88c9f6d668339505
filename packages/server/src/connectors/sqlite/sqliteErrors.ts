import { ConnectorError, type ConnectorErrorKind } from '../connector';
import { fieldOf, messageOf } from '../networkErrors';

/** Result codes (extended codes start with these) with a kind of their own. */
const byCode: [string, ConnectorErrorKind][] = [
  ['SQLITE_READONLY', 'permission'],
  ['SQLITE_AUTH', 'permission'],
  ['SQLITE_PERM', 'permission'],
  ['SQLITE_CANTOPEN', 'notFound'],
  ['SQLITE_INTERRUPT', 'canceled'],
];

/** SQLITE_ERROR is generic: its message tells a syntax error from an unknown name. */
const byMessage: [RegExp, ConnectorErrorKind][] = [
  [/no such (table|column|function|module|collation)|unknown database/i, 'notFound'],
  [/syntax error|incomplete input|unrecognized token|ambiguous column|misuse of|wrong number of arguments/i, 'syntax'],
  [/attempt to write a readonly database|not authorized/i, 'permission'],
  [/unable to open database file|does not exist/i, 'notFound'],
];

/** A better-sqlite3 error as a ConnectorError with SQLite's message ('near "SELEC": syntax error'). */
export function classifySqliteError(error: unknown): ConnectorError {
  if (error instanceof ConnectorError) return error;
  const code = String(fieldOf(error, 'code') ?? '');
  const message = messageOf(error);
  const kind =
    byCode.find(([prefix]) => code.startsWith(prefix))?.[1] ?? byMessage.find(([pattern]) => pattern.test(message))?.[1] ?? 'other';
  return new ConnectorError(kind, message, { cause: error });
}
