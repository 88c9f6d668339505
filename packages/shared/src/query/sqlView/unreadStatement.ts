import { AppError } from '../../errors';
import type { UnreadStatement } from './checkStatement';
import type { Occurrence } from './prepareSqlView';
import type { TokenStructure } from './tokenStructure';
import { wordOf } from './tokenStructure';

/** First words of a query in some dialect (DuckDB's FROM-first, PIVOT, SUMMARIZE; a parenthesised query). */
const queryStarts = new Set(['SELECT', 'WITH', 'VALUES', 'TABLE', 'FROM', 'PIVOT', 'UNPIVOT', 'SUMMARIZE']);

/**
 * What can still be decided, from the tokens, about a statement the grammar could not read, before the
 * database's parser has the last word (Connection.check on the server):
 * - it must start like a query, with its brackets balanced (else it is not one statement that can stand as
 *   a subquery: the grammar's SQL_PARSE_FAILED stands);
 * - `SELECT … INTO` creates a table (DuckDB's `UNPIVOT … INTO NAME` only names columns);
 * - a permission variable needs the AST to place its condition safely: refused, failing closed.
 * Query variables need nothing more: without the AST they are bound values where they stand.
 */
export function checkUnreadStatement(unread: UnreadStatement, structure: TokenStructure, occurrences: readonly Occurrence[]): void {
  const { tokens, partner } = structure;
  const code = tokens.filter((token) => token.kind !== 'semicolon');
  const first = code[0];
  const startsQuery = first?.kind === 'open' || queryStarts.has(wordOf(first));
  const balanced = tokens.every((token, index) => (token.kind !== 'open' && token.kind !== 'close') || (partner[index] ?? -1) >= 0);
  if (!startsQuery || !balanced) throw unread.error;
  tokens.forEach((token, index) => {
    if (wordOf(token) === 'INTO' && wordOf(tokens[index + 1]) !== 'NAME') throw new AppError('SQL_NOT_A_QUERY', { params: { found: 'SELECT INTO' } });
  });
  const permission = occurrences.find((occurrence) => occurrence.variable.type === 'permission');
  if (permission) {
    const { line, column, reason } = unread;
    throw new AppError('SQL_PARSE_FAILED', {
      messageKey: 'errors.sqlPermissionNeedsParser',
      params: { name: permission.variable.name, line, column, reason },
      details: { line, column },
    });
  }
}
