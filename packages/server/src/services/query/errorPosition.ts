import type { Dialect } from '@redbi/shared/sources';
import type { ConnectorError } from '../../connectors/connector';

/** Where a database says its error is, as a 0-based offset into the statement it ran; undefined when it does not say. */
type PositionReader = (error: ConnectorError, sql: string) => number | undefined;

/** The offset where line `line` (1-based) of `sql` starts. */
function lineStart(sql: string, line: number): number | undefined {
  let offset = 0;
  for (let current = 1; current < line; current++) {
    const next = sql.indexOf('\n', offset);
    if (next < 0) return undefined;
    offset = next + 1;
  }
  return offset;
}

const lineAt = (sql: string, start: number): string => {
  const end = sql.indexOf('\n', start);
  return sql.slice(start, end < 0 ? undefined : end);
};

/** PostgreSQL: the error's `position`, 1-based in characters (pg gives it as a string). */
const postgresPosition: PositionReader = (error) => {
  const position = Number((error.cause as { position?: unknown } | undefined)?.position);
  return Number.isInteger(position) && position > 0 ? position - 1 : undefined;
};

/**
 * DuckDB: 'LINE n: <the line, maybe cut with "...">' and a line with '^' under the spot. The shown text is
 * looked up in the statement's line n, so that a cut line still gives the right column.
 */
const duckdbPosition: PositionReader = (error, sql) => {
  const match = /^LINE (\d+): (.*)\n( *)\^/m.exec(error.message);
  if (!match) return undefined;
  const [, lineText, shown, caretIndent] = match as unknown as [string, string, string, string];
  const start = lineStart(sql, Number(lineText));
  if (start === undefined) return undefined;
  const caretColumn = caretIndent.length - `LINE ${lineText}: `.length;
  const cut = shown.startsWith('...') ? 3 : 0;
  const visible = shown.slice(cut).replace(/\.\.\.$/, '');
  const found = lineAt(sql, start).indexOf(visible);
  return start + Math.max(0, (found < 0 ? 0 : found) + caretColumn - cut);
};

/** MySQL/MariaDB: "… near '<the rest of the statement, cut>' at line n". */
const mysqlPosition: PositionReader = (error, sql) => {
  const match = /near '([\s\S]*)' at line (\d+)/.exec(error.message);
  if (!match) return undefined;
  const [, near, line] = match as unknown as [string, string, string];
  const start = lineStart(sql, Number(line));
  if (start === undefined) return undefined;
  // Nothing left to show: the end of the statement. The whole rest shown: it ends the statement.
  if (near === '') return sql.length;
  if (sql.endsWith(near) && sql.length - near.length >= start) return sql.length - near.length;
  const found = sql.indexOf(near, start);
  return found >= 0 ? found : start;
};

/** ClickHouse: "Syntax error: failed at position N (…)", N 1-based in the statement's bytes (ASCII assumed). */
const clickhousePosition: PositionReader = (error) => {
  const match = /failed at position (\d+)/.exec(error.message);
  return match ? Number(match[1]) - 1 : undefined;
};

const readers: Record<Dialect, PositionReader> = {
  postgres: postgresPosition,
  duckdb: duckdbPosition,
  mysql: mysqlPosition,
  // SQLite's messages carry no position.
  sqlite: () => undefined,
  clickhouse: clickhousePosition,
};

/** The 0-based offset in `sql` that a database error points at, when the database says. */
export function errorOffset(dialect: Dialect, error: ConnectorError, sql: string): number | undefined {
  const offset = readers[dialect](error, sql);
  return offset === undefined ? undefined : Math.min(Math.max(0, offset), sql.length);
}
