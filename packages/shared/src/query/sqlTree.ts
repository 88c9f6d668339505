import type { FieldType, JoinType } from '../domain/view';
import type { SqlFragment } from './compileTypes';

/**
 * The SQL tree every compiler pass builds and `renderSql` writes out per dialect. It holds no SQL text of
 * its own except `raw` pieces, which only the dialect definitions and the compiler's fixed constructs
 * write: user values are `param` nodes, names are `column`/table nodes quoted by the dialect.
 */

/** How a bound value is typed in the statement, where a database cannot infer it from its use. */
export type ParamCast = 'integer' | 'decimal' | 'text' | 'timestamp';

export type ComparisonOperator = '=' | '<>' | '<' | '>' | '<=' | '>=';
export type BinaryOperator = ComparisonOperator | '+' | '-' | '*' | 'AND' | 'OR';

export type SqlExpr =
  /** A column of a table or subquery alias. */
  | { kind: 'column'; table: string; name: string }
  /** A user value, bound as the dialect's next placeholder. */
  | { kind: 'param'; value: unknown; cast?: ParamCast }
  /** NULL, typed when the database must know its type (PostgreSQL cannot aggregate an untyped NULL). */
  | { kind: 'null'; type?: FieldType }
  | { kind: 'boolean'; value: boolean }
  /** A select item's position, for GROUP BY and ORDER BY. */
  | { kind: 'ordinal'; position: number }
  /** A function of the catalogue (expressions/functionSpecs.ts), written by the dialect's template. */
  | { kind: 'call'; name: string; args: readonly SqlExpr[] }
  | { kind: 'binary'; op: BinaryOperator; left: SqlExpr; right: SqlExpr }
  | { kind: 'not'; operand: SqlExpr }
  | { kind: 'negate'; operand: SqlExpr }
  | { kind: 'isNull'; operand: SqlExpr; negated: boolean }
  | { kind: 'in'; operand: SqlExpr; values: readonly SqlExpr[]; negated: boolean }
  | { kind: 'between'; operand: SqlExpr; low: SqlExpr; high: SqlExpr; negated: boolean }
  /** Case-insensitive pattern match; the pattern escapes its wildcards with `escape`. */
  | { kind: 'like'; operand: SqlExpr; pattern: SqlExpr; negated: boolean; escape: string }
  | { kind: 'case'; when: SqlExpr; then: SqlExpr; otherwise: SqlExpr }
  /**
   * Trusted SQL text (a dialect's own construct) around sub-expressions; a function-like whole unless
   * `condition` says it is a comparison (1=1), which binds less tightly.
   */
  | { kind: 'raw'; parts: readonly (string | SqlExpr)[]; condition?: boolean };

export interface SelectItem {
  expr: SqlExpr;
  alias?: string;
}

export type FromItem =
  | { kind: 'table'; path: readonly string[]; alias: string }
  /** A view: a SQL view's fragment or a structured view's SELECT, rendered on lines of its own. */
  | { kind: 'subquery'; query: SqlFragment | Select; alias: string };

export interface Join {
  type: JoinType;
  table: FromItem;
  on: SqlExpr;
}

export interface OrderItem {
  expr: SqlExpr;
  direction: 'ASC' | 'DESC';
}

export interface Select {
  distinct: boolean;
  /** Empty: every column (`*`). */
  items: readonly SelectItem[];
  from: FromItem;
  joins: readonly Join[];
  where?: SqlExpr;
  groupBy: readonly SqlExpr[];
  having?: SqlExpr;
  orderBy: readonly OrderItem[];
  /** Validated non-negative integers: the only numbers written into the SQL text. */
  limit?: number;
  offset?: number;
}

export const column = (table: string, name: string): SqlExpr => ({ kind: 'column', table, name });
export const param = (value: unknown, cast?: ParamCast): SqlExpr => (cast ? { kind: 'param', value, cast } : { kind: 'param', value });
export const call = (name: string, ...args: SqlExpr[]): SqlExpr => ({ kind: 'call', name, args });
export const binary = (op: BinaryOperator, left: SqlExpr, right: SqlExpr): SqlExpr => ({ kind: 'binary', op, left, right });
export const not = (operand: SqlExpr): SqlExpr => ({ kind: 'not', operand });
export const TRUE_CONDITION: SqlExpr = { kind: 'raw', parts: ['1=1'], condition: true };
export const FALSE_CONDITION: SqlExpr = { kind: 'raw', parts: ['1=0'], condition: true };

/** Several conditions joined by AND; undefined when there are none. */
export function allOf(conditions: readonly SqlExpr[]): SqlExpr | undefined {
  return conditions.reduce<SqlExpr | undefined>((all, condition) => (all ? binary('AND', all, condition) : condition), undefined);
}

/**
 * Trusted SQL around sub-expressions, as a tagged template: sql`CAST(${x} AS DATE)`. Only for text written
 * in this code base (dialect templates), never for user input.
 */
export function sql(strings: TemplateStringsArray, ...exprs: SqlExpr[]): SqlExpr {
  const parts: (string | SqlExpr)[] = [];
  strings.forEach((text, index) => {
    if (text) parts.push(text);
    const expr = exprs[index];
    if (expr) parts.push(expr);
  });
  return { kind: 'raw', parts };
}

/** Parts of a raw node: sub-expressions separated by trusted text, e.g. function arguments by ', '. */
export function joinParts(exprs: readonly SqlExpr[], separator: string): (string | SqlExpr)[] {
  return exprs.flatMap((expr, index) => (index === 0 ? [expr] : [separator, expr]));
}

export function emptySelect(from: FromItem): Select {
  return { distinct: false, items: [], from, joins: [], groupBy: [], orderBy: [] };
}
