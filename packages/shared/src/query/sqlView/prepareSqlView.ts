import { AppError } from '../../errors';
import type { Dialect } from '../../sources/connectorTypes';
import type { ResolvedVariable } from '../compileTypes';
import { checkStatementTokens, parseQuery, sqlEmptyError, type UnreadStatement } from './checkStatement';
import { lexRules } from './lexRules';
import { checkSideEffects } from './sideEffects';
import { lexSql, type SqlToken } from './sqlTokens';
import { editText, lineColumnAt, sourceOffset, type EditedText, type Replacement } from './textEdits';
import { structureOf, type TokenStructure } from './tokenStructure';
import { checkUnreadStatement } from './unreadStatement';
import { findVariableSites, type VariableSite } from './variableSites';

export type ScopeVariable = Pick<ResolvedVariable, 'name' | 'type' | 'valueType' | 'values' | 'sql' | 'unrestricted'>;

/** One `$name$` of a variable whose values are bound (not SQL text). */
export interface Occurrence {
  variable: ScopeVariable;
  /** Index in `PreparedSqlView.structure.tokens`. */
  token: number;
}

/** A SQL view checked and analysed: what the splicing of values needs. */
export interface PreparedSqlView {
  /** The SQL after SQL-text variables were substituted, and the way back to the user's SQL. */
  substituted: EditedText;
  structure: TokenStructure;
  occurrences: readonly Occurrence[];
  /** By occurrence index; absent when the occurrence is not inside a comparison (always, when `unread`). */
  sites: ReadonlyMap<number, VariableSite>;
  /**
   * The grammar could not read the statement: nothing here refuses it, and the database's parser decides
   * (the server's Connection.check) before the view is saved or previewed.
   */
  unread?: UnreadStatement;
}

export const misplacedPermission = (name: string) =>
  new AppError('QUERY_INVALID', { messageKey: 'query.permissionVariableMisplaced', params: { name } });

/** A placeholder name the SQL does not contain, so that the parser's params are surely ours. */
function placeholderPrefix(sql: string): string {
  const lower = sql.toLowerCase();
  let prefix = 'rbv';
  while (lower.includes(prefix)) prefix += 'x';
  return prefix;
}

/**
 * Substitutes SQL-text variables, checks that the result is one SELECT statement (parsing it with each
 * other variable replaced by a placeholder param), and finds the comparison around each occurrence.
 * Permission variables outside any comparison are refused here, so they can never be bypassed.
 */
export function prepareSqlView(script: string, dialect: Dialect, variables: readonly ScopeVariable[]): PreparedSqlView {
  if (script.trim() === '') throw sqlEmptyError();
  const scope = new Map<string, ScopeVariable>();
  for (const variable of variables) if (!scope.has(variable.name.toLowerCase())) scope.set(variable.name.toLowerCase(), variable);
  const inScope = (name: string) => scope.has(name);
  const variableOf = (token: SqlToken) => (token.variable === undefined ? undefined : scope.get(token.variable));

  const sqlTexts = lexSql(script, dialect, inScope).flatMap((token) => {
    const variable = variableOf(token);
    if (!variable?.sql) return [];
    return [{ start: token.start, end: token.end, text: variable.values.length > 0 ? variable.values.join(', ') : 'NULL' }];
  });
  const substituted = editText(script, sqlTexts);
  const tokens = lexSql(substituted.text, dialect, inScope);
  checkStatementTokens(tokens);
  const describeSubstituted = (offset: number) => ({ ...lineColumnAt(script, sourceOffset(substituted, offset, script.length)), near: '' });
  // After SQL-text variables are in: their values are checked as the SQL they become.
  checkSideEffects({ text: substituted.text, tokens }, dialect, describeSubstituted);

  const prefix = placeholderPrefix(substituted.text);
  const occurrences: Occurrence[] = [];
  const placeholders: Replacement[] = [];
  tokens.forEach((token, index) => {
    const variable = variableOf(token);
    if (!variable || variable.sql) return;
    placeholders.push({ start: token.start, end: token.end, text: ` :${prefix}${occurrences.length} ` });
    occurrences.push({ variable, token: index });
  });
  const parsed = editText(substituted.text, placeholders);
  const describe = (offset: number) => {
    const original = sourceOffset(substituted, sourceOffset(parsed, offset, substituted.text.length), script.length);
    return { ...lineColumnAt(script, original), near: /^\S{0,30}/.exec(script.slice(original))?.[0] ?? '' };
  };
  const { ast, unread } = parseQuery(parsed.text, dialect, describe);
  const structure = structureOf(tokens, lexRules[dialect].logicalPipes);
  if (unread) {
    checkUnreadStatement(unread, structure, occurrences);
    return { substituted, structure, occurrences, sites: new Map(), unread };
  }
  const placeholder = new RegExp(`^${prefix}(\\d+)$`, 'i');
  const sites = findVariableSites(ast, (name) => {
    const index = placeholder.exec(name)?.[1];
    return index === undefined ? undefined : Number(index);
  });
  occurrences.forEach((occurrence, index) => {
    if (occurrence.variable.type === 'permission' && !sites.has(index)) throw misplacedPermission(occurrence.variable.name);
  });
  return { substituted, structure, occurrences, sites };
}
