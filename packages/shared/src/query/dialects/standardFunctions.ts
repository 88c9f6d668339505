import type { FunctionName } from '../expressions/functionSpecs';
import { joinParts, sql, type SqlExpr } from '../sqlTree';
import type { FunctionTemplate } from './dialectDefinition';

/** `NAME(a, b, …)`. */
export const plain =
  (name: string): FunctionTemplate =>
  (args) => ({ kind: 'raw', parts: [`${name}(`, ...joinParts(args, ', '), ')'] });

/** Trusted text around the first argument. */
export const around =
  (before: string, after: string): FunctionTemplate =>
  (args) => ({ kind: 'raw', parts: [before, arg(args, 0), after] });

/** The first argument (a template that changes nothing). */
export const identity: FunctionTemplate = (args) => arg(args, 0);

/** The n-th argument; the compiler checked the count against the function's arity. */
export function arg(args: readonly SqlExpr[], index: number): SqlExpr {
  const value = args[index];
  if (!value) throw new Error(`Missing argument ${index + 1}`);
  return value;
}

/** `a / b` that gives NULL, not an error or infinity, when b is 0; the numerator cast to `castTo` if given. */
export const divideBy =
  (castTo?: string): FunctionTemplate =>
  (args) => {
    const numerator: SqlExpr = castTo ? { kind: 'raw', parts: ['CAST(', arg(args, 0), ` AS ${castTo})`] } : arg(args, 0);
    return sql`(${numerator} / NULLIF(${arg(args, 1)}, 0))`;
  };

const sameName = (names: readonly FunctionName[]) => Object.fromEntries(names.map((name) => [name, plain(name)])) as Partial<Record<FunctionName, FunctionTemplate>>;

/** Functions written the same way in every dialect of the registry. */
export const standardFunctions: Partial<Record<FunctionName, FunctionTemplate>> = {
  ...sameName(['SUM', 'AVG', 'MAX', 'MIN', 'COUNT', 'ABS', 'FLOOR', 'SQRT', 'EXP', 'LN', 'SIGN', 'DEGREES', 'RADIANS']),
  ...sameName(['ACOS', 'ASIN', 'ATAN', 'SIN', 'COS', 'TAN', 'POWER', 'REPLACE', 'LOWER', 'UPPER', 'LTRIM', 'RTRIM', 'TRIM', 'COALESCE']),
  COUNT_DISTINCT: (args) => sql`COUNT(DISTINCT ${arg(args, 0)})`,
  IF: (args) => ({ kind: 'case', when: arg(args, 0), then: arg(args, 1), otherwise: arg(args, 2) }),
};
