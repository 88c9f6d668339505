import type { FilterOperator, FilterValue } from '../querySpec';
import { binary, FALSE_CONDITION, param, TRUE_CONDITION, type ComparisonOperator, type SqlExpr } from '../sqlTree';
import { likeText, type BoundValue } from './filterValues';
import { queryError } from './queryError';

/** What a predicate is built from: the filtered expression and the filter's values. */
export interface PredicateInput {
  /** The field's name, for messages. */
  name: string;
  /** The filtered expression, in its comparable form. */
  operand: SqlExpr;
  /** The same expression read as text, for LIKE. */
  textOperand: SqlExpr;
  /** The values bound as parameters (NULLs left out); only operators that compare values read them. */
  values(): readonly BoundValue[];
  /** A NULL is among the values (IN and NOT_IN match it with IS NULL). */
  listsNull: boolean;
  /** The values as given, for LIKE patterns. */
  raw: readonly FilterValue[];
  likeEscape: string;
}

function single(input: PredicateInput): BoundValue {
  const [value] = input.values();
  if (!value) throw queryError('valueRequired', { name: input.name });
  return value;
}

function plainValues(input: PredicateInput): SqlExpr[] {
  return input.values().map((value) => {
    if (value.kind === 'range') throw queryError('rangeNotAllowed', { name: input.name });
    return value.expr;
  });
}

/**
 * A comparison; a recommended range compares with the range: = is within it, <> outside it, < and >= the
 * start, > and <= the end.
 */
const compare =
  (op: ComparisonOperator) =>
  (input: PredicateInput): SqlExpr => {
    const value = single(input);
    if (value.kind === 'value') return binary(op, input.operand, value.expr);
    if (op === '=' || op === '<>') return { kind: 'between', operand: input.operand, low: value.start, high: value.end, negated: op === '<>' };
    return binary(op, input.operand, op === '<' || op === '>=' ? value.start : value.end);
  };

/**
 * IN and NOT_IN. An empty list: IN matches nothing, NOT_IN everything. A NULL in the list stands for "no
 * value" and is matched with IS NULL (in SQL `x NOT IN (1, NULL)` is never true, and `x IN (NULL)` never
 * either): IN (1, NULL) is `x IN (1) OR x IS NULL`, NOT_IN (1, NULL) is `x NOT IN (1) AND x IS NOT NULL`.
 * Without a NULL in the list NOT_IN, like NE, does not match rows without a value.
 */
const inList =
  (negated: boolean) =>
  (input: PredicateInput): SqlExpr => {
    const values = plainValues(input);
    const nulls: SqlExpr = { kind: 'isNull', operand: input.operand, negated };
    if (values.length === 0) return input.listsNull ? nulls : negated ? TRUE_CONDITION : FALSE_CONDITION;
    const list: SqlExpr = { kind: 'in', operand: input.operand, values, negated };
    return input.listsNull ? binary(negated ? 'AND' : 'OR', list, nulls) : list;
  };

/** Two values, or one recommended range standing for both ends. */
const between =
  (negated: boolean) =>
  (input: PredicateInput): SqlExpr => {
    const [first, second] = input.values();
    if (first?.kind === 'range' && !second) return { kind: 'between', operand: input.operand, low: first.start, high: first.end, negated };
    if (first?.kind !== 'value' || second?.kind !== 'value') throw queryError('betweenValues');
    return { kind: 'between', operand: input.operand, low: first.expr, high: second.expr, negated };
  };

/** The value's own wildcards and the escape character, escaped. */
export const escapeLike = (text: string, escape: string): string => text.replace(new RegExp(`[%_${escape.replace(/[\\^\]-]/g, '\\$&')}]`, 'g'), (char) => escape + char);

/** Contains, starts with, ends with: the pattern is built here and bound as one parameter. */
const like =
  (prefix: string, suffix: string, negated: boolean) =>
  (input: PredicateInput): SqlExpr => {
    const text = input.raw.map(likeText).find((value) => value !== undefined);
    if (text === undefined) throw queryError('valueRequired', { name: input.name });
    const pattern = param(`${prefix}${escapeLike(text, input.likeEscape)}${suffix}`);
    return { kind: 'like', operand: input.textOperand, pattern, negated, escape: input.likeEscape };
  };

const isNull = (negated: boolean) => (input: PredicateInput) => ({ kind: 'isNull', operand: input.operand, negated }) as SqlExpr;

/** The 18 filter operators of spec §3. */
export const predicates: Record<FilterOperator, (input: PredicateInput) => SqlExpr> = {
  EQ: compare('='),
  NE: compare('<>'),
  LT: compare('<'),
  GT: compare('>'),
  LTE: compare('<='),
  GTE: compare('>='),
  IN: inList(false),
  NOT_IN: inList(true),
  IS_NULL: isNull(false),
  NOT_NULL: isNull(true),
  LIKE: like('%', '%', false),
  NOT_LIKE: like('%', '%', true),
  PREFIX_LIKE: like('', '%', false),
  PREFIX_NOT_LIKE: like('', '%', true),
  SUFFIX_LIKE: like('%', '', false),
  SUFFIX_NOT_LIKE: like('%', '', true),
  BETWEEN: between(false),
  NOT_BETWEEN: between(true),
};
