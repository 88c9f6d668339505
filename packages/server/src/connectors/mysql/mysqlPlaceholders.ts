import mysql from 'mysql2';
import { ConnectorError } from '../connector';

/** Where a quoted text or a comment that starts at `start` ends (the index after it). */
function skipQuotedOrComment(sql: string, start: number): number {
  const char = sql[start];
  const next = sql[start + 1];
  if (char === "'" || char === '"' || char === '`') {
    let index = start + 1;
    while (index < sql.length) {
      if (sql[index] === '\\' && char !== '`') index += 2;
      else if (sql[index] === char && sql[index + 1] === char) index += 2;
      else if (sql[index] === char) return index + 1;
      else index += 1;
    }
    return sql.length;
  }
  if ((char === '-' && next === '-' && /\s/.test(sql[start + 2] ?? ' ')) || char === '#') {
    const end = sql.indexOf('\n', start);
    return end === -1 ? sql.length : end + 1;
  }
  if (char === '/' && next === '*') {
    const end = sql.indexOf('*/', start + 2);
    return end === -1 ? sql.length : end + 2;
  }
  return start;
}

const literal = (value: unknown): string => mysql.escape((typeof value === 'bigint' ? value.toString() : value) as Parameters<typeof mysql.escape>[0]);

/**
 * Binds `?` parameters as escaped literals (the text protocol), skipping question marks inside quoted
 * text, quoted identifiers and comments, unlike mysql2's own formatter.
 */
export function bindMysqlParameters(sql: string, params: readonly unknown[]): string {
  if (params.length === 0) return sql;
  let out = '';
  let used = 0;
  let index = 0;
  while (index < sql.length) {
    const skipped = skipQuotedOrComment(sql, index);
    if (skipped > index) {
      out += sql.slice(index, skipped);
      index = skipped;
    } else if (sql[index] === '?') {
      if (used >= params.length) throw new ConnectorError('syntax', `The statement has more placeholders than the ${params.length} parameters given`);
      out += literal(params[used++]);
      index += 1;
    } else {
      out += sql[index];
      index += 1;
    }
  }
  if (used !== params.length) throw new ConnectorError('syntax', `The statement has ${used} placeholders for ${params.length} parameters`);
  return out;
}
