import { AppError } from '../../errors';
import type { Dialect } from '../../sources/connectorTypes';
import { parseSql } from './sqlParsers';
import type { SqlToken } from './sqlTokens';

/** Where a position of the parsed text is in the user's SQL, and the text found there. */
export type DescribePosition = (offset: number) => { line: number; column: number; near: string };

/** First words of statements that are not queries, refused before parsing (the grammars lack some of them). */
const notQueries = new Set(
  (
    'INSERT UPDATE DELETE MERGE UPSERT REPLACE CREATE DROP ALTER TRUNCATE RENAME COMMENT GRANT REVOKE VACUUM ANALYZE ' +
    'ANALYSE COPY CALL EXEC EXECUTE DO SET RESET SHOW USE LOCK UNLOCK BEGIN START COMMIT ROLLBACK SAVEPOINT RELEASE ' +
    'LOAD ATTACH DETACH PRAGMA EXPLAIN DESCRIBE DESC REINDEX CLUSTER REFRESH DISCARD LISTEN NOTIFY PREPARE ' +
    'DEALLOCATE CHECKPOINT INSTALL EXPORT IMPORT HANDLER KILL FLUSH OPTIMIZE REPAIR'
  ).split(' '),
);

/** A SQL view's SQL is empty: the same message as the request validation's, on the field `script`. */
export const sqlEmptyError = () =>
  new AppError('VALIDATION', { messageKey: 'validation.sqlEmpty', details: { script: 'validation.sqlEmpty' } });

/** Refuses empty SQL, several statements and statements that are plainly not queries, from the tokens alone. */
export function checkStatementTokens(tokens: readonly SqlToken[]): void {
  const statements: SqlToken[][] = [[]];
  for (const token of tokens) {
    if (token.kind === 'semicolon') statements.push([]);
    else statements[statements.length - 1]?.push(token);
  }
  const nonEmpty = statements.filter((statement) => statement.length > 0);
  const first = nonEmpty[0]?.[0];
  if (!first) throw sqlEmptyError();
  if (nonEmpty.length > 1) throw new AppError('SQL_NOT_A_QUERY', { params: { found: `${nonEmpty.length} statements` } });
  const keyword = first.text.toUpperCase();
  if (first.kind === 'word' && notQueries.has(keyword)) throw new AppError('SQL_NOT_A_QUERY', { params: { found: keyword } });
  const modifying = nonEmpty[0]?.find((_, index, statement) => modifiesData(statement, index));
  if (modifying) throw new AppError('SQL_NOT_A_QUERY', { params: { found: modifying.text.toUpperCase() } });
}

/**
 * A data-modifying statement opening a parenthesis (PostgreSQL's `WITH d AS (DELETE FROM t RETURNING *)`):
 * the words each statement needs after its keyword tell it from MySQL's INSERT() function or a column.
 */
function modifiesData(tokens: readonly SqlToken[], index: number): boolean {
  if (tokens[index - 1]?.kind !== 'open' || tokens[index]?.kind !== 'word') return false;
  const word = (at: number) => (tokens[at]?.kind === 'word' ? tokens[at]?.text.toUpperCase() : undefined);
  const keyword = word(index);
  if (keyword === 'INSERT' || keyword === 'MERGE') return word(index + 1) === 'INTO';
  if (keyword === 'DELETE') return word(index + 1) === 'FROM';
  if (keyword === 'UPDATE') return tokens[index + 1] !== undefined && tokens[index + 1]?.kind !== 'open';
  return false;
}

interface ParserSyntaxError {
  location: { start: { offset: number } };
  found: string | null;
}

const isSyntaxError = (error: unknown): error is ParserSyntaxError =>
  typeof error === 'object' && error !== null && 'location' in error && typeof (error as ParserSyntaxError).location?.start?.offset === 'number';

interface StatementNode {
  type?: unknown;
  into?: { position?: unknown } | null;
  _next?: unknown;
}

/** node-sql-parser's `SELECT … INTO table` creates a table: it is not a query either. */
function selectsInto(statement: StatementNode): boolean {
  for (let part: StatementNode | undefined = statement; part; part = part._next as StatementNode | undefined) {
    if (part.into?.position) return true;
  }
  return false;
}

/** Where the grammar stopped reading a statement, and the error that says so (SQL_PARSE_FAILED). */
export interface UnreadStatement {
  line: number;
  column: number;
  reason: string;
  error: AppError;
}

/** The grammar's reading of the statement: its AST, or where the grammar could not read it. */
export type ParsedQuery = { ast: object; unread?: undefined } | { ast?: undefined; unread: UnreadStatement };

/**
 * Parses the one statement with the dialect's grammar. A syntax error is not final (the grammar lacks parts
 * of every dialect): it comes back as `unread`, at the user's line and column, for the database's parser to
 * decide. What the grammar reads must be one SELECT (WITH … SELECT, UNION …), else SQL_NOT_A_QUERY.
 */
export function parseQuery(sql: string, dialect: Dialect, describe: DescribePosition): ParsedQuery {
  let statements: unknown[];
  try {
    statements = parseSql(sql, dialect);
  } catch (error) {
    if (!isSyntaxError(error)) throw error;
    const { line, column, near } = describe(error.location.start.offset);
    const reason = error.found === null ? 'unexpected end of input' : `unexpected "${near || error.found}"`;
    return { unread: { line, column, reason, error: new AppError('SQL_PARSE_FAILED', { params: { line, column, reason }, details: { line, column } }) } };
  }
  if (statements.length !== 1) throw new AppError('SQL_NOT_A_QUERY', { params: { found: `${statements.length} statements` } });
  const statement = statements[0] as StatementNode;
  const type = typeof statement.type === 'string' ? statement.type.toUpperCase() : 'UNKNOWN';
  if (type !== 'SELECT') throw new AppError('SQL_NOT_A_QUERY', { params: { found: type } });
  if (selectsInto(statement)) throw new AppError('SQL_NOT_A_QUERY', { params: { found: 'SELECT INTO' } });
  return { ast: statement };
}
