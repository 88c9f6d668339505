import type { Dialect } from '../../sources/connectorTypes';
import type { ResolvedVariable, SqlFragment } from '../compileTypes';
import { prepareSqlView, type ScopeVariable } from './prepareSqlView';
import { spliceVariables } from './spliceVariables';
import { variableConditions } from './variableConditions';

/**
 * The view's SQL with its variables resolved for one caller: text copied from the SQL (with offsets in the
 * view's SQL as written) and bound values. Throws AppError SQL_PARSE_FAILED / SQL_NOT_A_QUERY / QUERY_INVALID
 * (and VALIDATION for an empty statement). The text pieces depend only on the SQL and on how many values
 * each variable has, never on the values themselves.
 */
export function renderSqlView(script: string, dialect: Dialect, variables: readonly ResolvedVariable[]): SqlFragment {
  return spliceVariables(prepareSqlView(script, dialect, variables));
}

/**
 * Save-time check of a SQL view: one SELECT/WITH statement, and permission variables only inside conditions
 * (where a missing value can turn the condition into 1=0). `variables` are the names and types of the
 * variables in scope; SQL-text variables are checked with their default values.
 */
export function checkSqlView(
  script: string,
  dialect: Dialect,
  variables: readonly { name: string; type: 'query' | 'permission'; sql: boolean; defaultValue?: readonly string[] }[],
): void {
  const scope: ScopeVariable[] = variables.map((variable) => ({
    name: variable.name,
    type: variable.type,
    valueType: 'string',
    values: variable.sql ? (variable.defaultValue ?? []) : [],
    sql: variable.sql,
    unrestricted: false,
  }));
  const prepared = prepareSqlView(script, dialect, scope);
  // A permission variable's condition must be found in the text now, not when a user without values runs it.
  const { conditions, spanOf } = variableConditions(prepared);
  for (const [id, { own }] of conditions) {
    if (own.some((index) => prepared.occurrences[index]?.variable.type === 'permission')) spanOf(id);
  }
}
