import type { StructScript, ViewModel, ViewType } from '../domain/view';
import type { VariableType, VariableValueType } from '../domain/variable';
import type { Dialect } from '../sources/connectorTypes';

/**
 * A variable in scope of one query, with what applies to the caller (resolved by the server from the
 * request, the variable's default and the values of the caller's roles and own subject).
 */
export interface ResolvedVariable {
  name: string;
  type: VariableType;
  valueType: VariableValueType;
  /** The values for this caller; [] when there are none. */
  values: readonly string[];
  /** The values are SQL text (an expression variable, or an expression default in use), inserted as written. */
  sql: boolean;
  /**
   * A permission variable that does not restrict this caller (the organisation's owner without values of
   * their own): its conditions hold for every row.
   */
  unrestricted: boolean;
}

/** What the compiler needs of a view. */
export interface CompilableView {
  type: ViewType;
  /** The SQL of a SQL view, the structure of a structured one. */
  script: string | StructScript;
  model: ViewModel;
}

export interface CompileContext {
  dialect: Dialect;
  /** Every variable in scope: the view's own, the organisation's public ones and the system ones. */
  variables: readonly ResolvedVariable[];
  /** Fields hidden from the caller by column permissions: the query reads them as typed NULLs. */
  hiddenFields: ReadonlySet<string>;
  /** Now, for relative times and recommended ranges (the server's local time). */
  now: Date;
}

/** A line and column (1-based) in a view's SQL. */
export interface SqlPosition {
  line: number;
  column: number;
}

/** SQL with the dialect's placeholders, and the values bound to them in order. */
export interface CompiledSql {
  sql: string;
  params: unknown[];
  /**
   * Where an offset (0-based) of `sql` comes from in the view's SQL, when it was copied from it: so that a
   * database error pointing into the statement can be shown at the user's line.
   */
  locate?(offset: number): SqlPosition | undefined;
}

export interface CompiledQuery extends CompiledSql {
  /** The count of the whole result's rows, when the page asked for it. */
  count?: CompiledSql;
  /**
   * The result's column names in order, as the query asked for them (the select items' aliases): a database
   * may answer shorter names (PostgreSQL cuts identifiers at 63 bytes).
   */
  columns?: readonly string[];
}

/** A bound value inside a SQL fragment: rendered as the dialect's next placeholder. */
export interface SqlParam {
  param: unknown;
}

/** Text of a SQL fragment; `at` is its offset in the view's SQL when it is copied from it unchanged. */
export interface SqlText {
  text: string;
  at?: number;
}

/**
 * SQL text with bound values in place, in reading order: the form a SQL view takes once its variables are
 * resolved, so that it can enter a larger query as a subquery and be numbered with it.
 */
export type SqlFragment = readonly (SqlText | SqlParam)[];
