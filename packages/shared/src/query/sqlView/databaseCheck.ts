import type { Dialect } from '../../sources/connectorTypes';
import type { CompiledSql, SqlFragment } from '../compileTypes';
import { dialectOf } from '../dialects';
import { SqlWriter } from '../sqlWriter';
import type { UnreadStatement } from './checkStatement';

/**
 * A SQL view the grammar could not read, as the statement the database's own parser must accept (prepared
 * without running, read-only: Connection.check) before the view is saved or previewed. `statement.locate`
 * points a database error back at the view's SQL.
 */
export interface SqlViewDatabaseCheck {
  statement: CompiledSql;
  /** Where the grammar stopped, should the server want to say so too. */
  unread: Omit<UnreadStatement, 'error'>;
}

/** The view's rendered SQL as one statement of the dialect: placeholders numbered, values bound. */
export function databaseCheckOf(fragment: SqlFragment, dialect: Dialect, script: string, unread: UnreadStatement): SqlViewDatabaseCheck {
  const writer = new SqlWriter(dialectOf(dialect));
  for (const piece of fragment) {
    if ('param' in piece) writer.param(piece.param);
    else if (piece.at === undefined) writer.text(piece.text);
    else writer.copied(piece.text, piece.at);
  }
  const { line, column, reason } = unread;
  return { statement: writer.finish(script), unread: { line, column, reason } };
}
