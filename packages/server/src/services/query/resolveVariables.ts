import { SYSTEM_VARIABLES, type SubjectVariableValues, type Variable, type VariablePermission } from '@redbi/shared/domain';
import { AppError } from '@redbi/shared/errors';
import type { ResolvedVariable } from '@redbi/shared/query';

/** What a variable needs to be resolved: a saved one (Variable) or one of the view editor's, unsaved. */
export type ScopedVariable = Pick<Variable, 'name' | 'type' | 'valueType' | 'permission' | 'defaultValue' | 'expression' | 'values'>;

/** Who runs the query, as far as variables are concerned. */
export interface VariableCaller {
  user: { id: string; username: string; email: string; name: string };
  roleIds: readonly string[];
  /** Members whose rows count like the roles' rows (a share's SUBJECTS data permission); absent: none. */
  extraUserIds?: readonly string[];
  /** The organisation's owner: permission variables without a value of their own do not restrict them. */
  isOwner: boolean;
  /** Manage on the view (or writing it in the editor): every query variable is editable. */
  canManage: boolean;
}

export interface VariableScope {
  caller: VariableCaller;
  /** The organisation's public variables. */
  publicVariables: readonly ScopedVariable[];
  /** The view's own variables: one of them shadows a public variable of the same name. */
  viewVariables: readonly ScopedVariable[];
  /** Values asked for by the request (QuerySpec.params), by variable name. */
  params: Readonly<Record<string, readonly string[]>>;
}

const invalid = (messageKey: string, name: string) => new AppError('QUERY_INVALID', { messageKey, params: { name } });

const key = (name: string) => name.toLowerCase();

const permissionRank: Record<VariablePermission, number> = { hidden: 0, readonly: 1, editable: 2 };

/** The current user's id, username, e-mail and name: query variables that no request can set. */
export function systemVariables(user: VariableCaller['user']): ResolvedVariable[] {
  const values: Record<(typeof SYSTEM_VARIABLES)[number], string> = {
    REDBI_USER_ID: user.id,
    REDBI_USER_USERNAME: user.username,
    REDBI_USER_EMAIL: user.email,
    REDBI_USER_NAME: user.name,
  };
  return SYSTEM_VARIABLES.map((name) => ({ name, type: 'query', valueType: 'string', values: [values[name]], sql: false, unrestricted: false }));
}

/** Values given by one subject row, and whether they are SQL (the expression default in use). */
interface Contribution {
  values: readonly string[];
  sql: boolean;
}

function contributionOf(variable: ScopedVariable, row: SubjectVariableValues): Contribution {
  return row.useDefault ? { values: variable.defaultValue, sql: variable.expression } : { values: row.values, sql: false };
}

/**
 * The union of several rows' values. Literal values and an expression default cannot be bound together:
 * the literal values, assigned on purpose, win over the default.
 */
function union(contributions: readonly Contribution[]): Contribution {
  const literal = contributions.filter((contribution) => !contribution.sql);
  const chosen = literal.length > 0 ? literal : contributions;
  return { values: [...new Set(chosen.flatMap((contribution) => contribution.values))], sql: chosen.length > 0 && literal.length === 0 };
}

function rowsOf(variable: ScopedVariable, caller: VariableCaller) {
  const own = variable.values.find((row) => row.subject.type === 'user' && row.subject.id === caller.user.id);
  const extraUserIds = caller.extraUserIds ?? [];
  const roles = variable.values.filter(
    (row) => (row.subject.type === 'role' && caller.roleIds.includes(row.subject.id)) || (row.subject.type === 'user' && extraUserIds.includes(row.subject.id)),
  );
  return { own, roles };
}

/** A row's own permission overrides the variable's: the user's row wins, else the most permissive role row. */
function effectivePermission(variable: ScopedVariable, caller: VariableCaller): VariablePermission {
  const { own, roles } = rowsOf(variable, caller);
  if (own?.permission) return own.permission;
  const fromRoles = roles.flatMap((row) => (row.permission ? [row.permission] : []));
  if (fromRoles.length === 0) return variable.permission;
  return fromRoles.reduce((best, permission) => (permissionRank[permission] > permissionRank[best] ? permission : best));
}

/** A query variable: the request's values when it may set them, else the caller's subject values, else the default. */
function queryValues(variable: ScopedVariable, caller: VariableCaller, requested: readonly string[] | undefined): Contribution {
  if (requested !== undefined) {
    if (variable.valueType === 'expression') throw invalid('query.variableHoldsSql', variable.name);
    if (!caller.canManage && effectivePermission(variable, caller) !== 'editable') throw invalid('query.variableNotEditable', variable.name);
    return { values: requested, sql: false };
  }
  const { own, roles } = rowsOf(variable, caller);
  if (own) return contributionOf(variable, own);
  if (roles.length > 0) return union(roles.map((row) => contributionOf(variable, row)));
  return { values: variable.defaultValue, sql: variable.expression };
}

/**
 * A permission variable: the union of the caller's user row and role rows, never the request's. No row
 * gives no values, so its conditions match no row (fails closed). The owner without a row of their own is
 * not restricted; a value assigned to the owner applies to them like to anyone.
 */
function permissionValues(variable: ScopedVariable, caller: VariableCaller): Contribution & { unrestricted: boolean } {
  const { own, roles } = rowsOf(variable, caller);
  if (caller.isOwner && !own) return { values: [], sql: false, unrestricted: true };
  return { ...union([...(own ? [own] : []), ...roles].map((row) => contributionOf(variable, row))), unrestricted: false };
}

/**
 * Every variable in scope of one query, with what applies to the caller (design: "Variable resolution"):
 * the system variables, the organisation's public variables and the view's own (which shadow public ones
 * of the same name). Throws QUERY_INVALID for a request value the caller may not set.
 */
export function resolveVariables({ caller, publicVariables, viewVariables, params }: VariableScope): ResolvedVariable[] {
  const system = systemVariables(caller.user);
  const reserved = new Set(system.map((variable) => key(variable.name)));
  const inScope = new Map<string, ScopedVariable>();
  for (const variable of [...publicVariables, ...viewVariables]) {
    if (!reserved.has(key(variable.name))) inScope.set(key(variable.name), variable);
  }

  const requested = new Map<string, readonly string[]>();
  for (const [name, values] of Object.entries(params)) {
    if (reserved.has(key(name))) throw invalid('query.variableNotEditable', name);
    const variable = inScope.get(key(name));
    if (!variable) throw invalid('query.unknownVariable', name);
    if (variable.type === 'permission') throw invalid('query.variableNotEditable', variable.name);
    requested.set(key(name), values);
  }

  const resolved = [...inScope.values()].map((variable): ResolvedVariable => {
    const base = { name: variable.name, type: variable.type, valueType: variable.valueType };
    if (variable.type === 'permission') {
      const { values, sql, unrestricted } = permissionValues(variable, caller);
      return { ...base, values, sql: sql || variable.valueType === 'expression', unrestricted };
    }
    const { values, sql } = queryValues(variable, caller, requested.get(key(variable.name)));
    return { ...base, values, sql: sql || variable.valueType === 'expression', unrestricted: false };
  });
  return [...system, ...resolved];
}
