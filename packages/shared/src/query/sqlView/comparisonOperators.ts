/**
 * The comparisons a variable's condition can be, as node-sql-parser names them, with how several values of
 * one variable combine when the condition is repeated for each (`any` of them, or `none` of them for the
 * negated forms), and the words they are written with.
 */
export interface ComparisonOperator {
  combine: 'OR' | 'AND';
  /** Token spellings, each a sequence of tokens (upper case). */
  spellings: readonly (readonly string[])[];
}

const positive = (...spellings: string[][]): ComparisonOperator => ({ combine: 'OR', spellings });
const negative = (...spellings: string[][]): ComparisonOperator => ({ combine: 'AND', spellings });

export const comparisonOperators = {
  '=': positive(['=']),
  '!=': negative(['!='], ['<>']),
  '<>': negative(['<>'], ['!=']),
  '<': positive(['<']),
  '>': positive(['>']),
  '<=': positive(['<=']),
  '>=': positive(['>=']),
  IN: positive(['IN']),
  'NOT IN': negative(['NOT', 'IN']),
  LIKE: positive(['LIKE']),
  'NOT LIKE': negative(['NOT', 'LIKE']),
  ILIKE: positive(['ILIKE']),
  'NOT ILIKE': negative(['NOT', 'ILIKE']),
  BETWEEN: positive(['BETWEEN']),
  // x NOT BETWEEN a AND b is true when it is outside some range: the ranges combine with OR.
  'NOT BETWEEN': positive(['NOT', 'BETWEEN']),
  IS: positive(['IS']),
  'IS NOT': negative(['IS', 'NOT']),
} satisfies Record<string, ComparisonOperator>;

export type ComparisonName = keyof typeof comparisonOperators;

export const isComparison = (operator: string): operator is ComparisonName => Object.hasOwn(comparisonOperators, operator);

export const likeOperators: ReadonlySet<ComparisonName> = new Set(['LIKE', 'NOT LIKE', 'ILIKE', 'NOT ILIKE']);
export const listOperators: ReadonlySet<ComparisonName> = new Set(['IN', 'NOT IN', 'BETWEEN', 'NOT BETWEEN']);
/** Every token that can begin or end a comparison operator: they bound the operands of a condition. */
export const comparisonWords: ReadonlySet<string> = new Set(['=', '!=', '<>', '<', '>', '<=', '>=', '<=>', 'IN', 'LIKE', 'ILIKE', 'BETWEEN', 'IS', 'SIMILAR', 'REGEXP', 'RLIKE', 'GLOB', 'MATCH']);
