import type { Dialect } from '../../sources/connectorTypes';
import type { ResolvedVariable, SqlFragment } from '../compileTypes';
import { databaseCheckOf, type SqlViewDatabaseCheck } from './databaseCheck';
import { prepareSqlView, type ScopeVariable } from './prepareSqlView';
import { spliceVariables } from './spliceVariables';
import { variableConditions } from './variableConditions';

export type { SqlViewDatabaseCheck } from './databaseCheck';

/**
 * The view's SQL with its variables resolved for one caller: text copied from the SQL (with offsets in the
 * view's SQL as written) and bound values. Throws AppError SQL_FORBIDDEN_FUNCTION / SQL_PARSE_FAILED /
 * SQL_NOT_A_QUERY / QUERY_INVALID (and VALIDATION for an empty statement). SQL the grammar cannot read
 * renders too (its variables as bound values where they stand): the database's parser judges it. The text pieces depend only on the SQL and on how many values
 * each variable has, never on the values themselves.
 */
export function renderSqlView(script: string, dialect: Dialect, variables: readonly ResolvedVariable[]): SqlFragment {
  return spliceVariables(prepareSqlView(script, dialect, variables));
}

/**
 * The statement the source's database must accept (Connection.check) before a preview runs: present only
 * when the grammar could not read the view's SQL. Throws as renderSqlView.
 */
export function sqlViewDatabaseCheck(script: string, dialect: Dialect, variables: readonly ResolvedVariable[]): SqlViewDatabaseCheck | undefined {
  const prepared = prepareSqlView(script, dialect, variables);
  return prepared.unread ? databaseCheckOf(spliceVariables(prepared), dialect, script, prepared.unread) : undefined;
}

/**
 * Save-time check of a SQL view: one SELECT/WITH statement without side effects (sideEffects.ts), and
 * permission variables only inside conditions (where a missing value can turn the condition into 1=0).
 * `variables` are the names and types of the variables in scope; SQL-text variables are checked with
 * their default values. Where the grammar cannot read the SQL, the answer is the statement the source's
 * database must accept before the view is saved (query variables bound as NULL).
 */
export function checkSqlView(
  script: string,
  dialect: Dialect,
  variables: readonly { name: string; type: 'query' | 'permission'; sql: boolean; defaultValue?: readonly string[] }[],
): { databaseCheck?: SqlViewDatabaseCheck } {
  const scope: ScopeVariable[] = variables.map((variable) => ({
    name: variable.name,
    type: variable.type,
    valueType: 'string',
    values: variable.sql ? (variable.defaultValue ?? []) : [],
    sql: variable.sql,
    unrestricted: false,
  }));
  const prepared = prepareSqlView(script, dialect, scope);
  if (prepared.unread) return { databaseCheck: databaseCheckOf(spliceVariables(prepared), dialect, script, prepared.unread) };
  // A permission variable's condition must be found in the text now, not when a user without values runs it.
  const { conditions, spanOf } = variableConditions(prepared);
  for (const [id, { own }] of conditions) {
    if (own.some((index) => prepared.occurrences[index]?.variable.type === 'permission')) spanOf(id);
  }
  return {};
}
