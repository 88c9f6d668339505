// Helpers shared by the SQL view tests.
import { AppError } from '../../errors';
import type { Dialect } from '../../sources/connectorTypes';
import type { ResolvedVariable, SqlFragment } from '../compileTypes';
import { renderSqlView } from './index';

export const allDialects: readonly Dialect[] = ['postgres', 'mysql', 'sqlite', 'duckdb', 'clickhouse'];

export function variable(name: string, values: readonly string[], options: Partial<ResolvedVariable> = {}): ResolvedVariable {
  return { name, type: 'query', valueType: 'string', values, sql: false, unrestricted: false, ...options };
}

export const permission = (name: string, values: readonly string[], options: Partial<ResolvedVariable> = {}) =>
  variable(name, values, { type: 'permission', ...options });

/** The fragment's text with `?` for each bound value, and the values. */
export function flatten(fragment: SqlFragment): { text: string; params: unknown[] } {
  const params: unknown[] = [];
  const text = fragment.map((piece) => ('param' in piece ? (params.push(piece.param), '?') : piece.text)).join('');
  return { text, params };
}

export const render = (sql: string, variables: readonly ResolvedVariable[], dialect: Dialect = 'postgres') =>
  flatten(renderSqlView(sql, dialect, variables));

/** The AppError `run` throws, as plain data (fails the test when it throws nothing or something else). */
export function appErrorOf(run: () => unknown) {
  try {
    run();
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { code: error.code, messageKey: error.messageKey, params: error.params, details: error.details };
  }
  throw new Error('expected an AppError');
}
