import type { FunctionCategory } from '../functionInfo';

/** The type of an expression's value; `boolean` for conditions, `null` for the NULL literal. */
export type ValueType = 'numeric' | 'string' | 'date' | 'boolean' | 'null';

/**
 * What an argument accepts: a number (conditions count as 1/0), text, a date (or a text literal that is one), a
 * condition (numbers count as true when not 0), anything, or `same`: every `same` argument shares one type,
 * which is also the result's when the function `returns: 'same'`.
 */
export type ArgKind = 'numeric' | 'string' | 'date' | 'condition' | 'any' | 'same';

export interface FunctionSpec {
  name: string;
  category: FunctionCategory;
  syntax: string;
  /** The kinds of the arguments in order; the last one repeats when `maxArgs` is null (CONCAT, COALESCE). */
  args: readonly ArgKind[];
  minArgs: number;
  /** null: any number of arguments from `minArgs`. */
  maxArgs: number | null;
  returns: Exclude<ValueType, 'null' | 'boolean'> | 'same';
  aggregate: boolean;
  /** Used by the compiler only (operators, casts); not part of the expression language. */
  internal?: boolean;
}

const fn = (
  name: string,
  category: FunctionCategory,
  syntax: string,
  args: readonly ArgKind[],
  returns: FunctionSpec['returns'],
  options: { minArgs?: number; maxArgs?: number | null; aggregate?: boolean; internal?: boolean } = {},
): FunctionSpec => ({
  name,
  category,
  syntax,
  args,
  minArgs: options.minArgs ?? args.length,
  maxArgs: options.maxArgs === undefined ? args.length : options.maxArgs,
  returns,
  aggregate: options.aggregate ?? false,
  ...(options.internal ? { internal: true } : {}),
});

const aggregate = (name: string, syntax: string, arg: ArgKind, returns: FunctionSpec['returns']) => fn(name, 'aggregate', syntax, [arg], returns, { aggregate: true });
const numeric1 = (name: string) => fn(name, 'numeric', `${name}(number)`, ['numeric'], 'numeric');
const string1 = (name: string) => fn(name, 'string', `${name}(text)`, ['string'], 'string');
const datePart = (name: string) => fn(name, 'date', `${name}(date)`, ['date'], 'numeric');
const dateLevel = (name: string) => fn(name, 'date', `${name}(date)`, ['date'], 'date');

/**
 * The expression language's functions (datart's StdSqlOperator list as the guide). A dialect offers those it
 * has a template for (dialects/*.ts); the others are unknown on its sources.
 */
export const functionSpecs = [
  aggregate('SUM', 'SUM(number)', 'numeric', 'numeric'),
  aggregate('AVG', 'AVG(number)', 'numeric', 'numeric'),
  aggregate('MAX', 'MAX(value)', 'same', 'same'),
  aggregate('MIN', 'MIN(value)', 'same', 'same'),
  aggregate('COUNT', 'COUNT(value)', 'any', 'numeric'),
  aggregate('COUNT_DISTINCT', 'COUNT_DISTINCT(value)', 'any', 'numeric'),
  aggregate('VAR', 'VAR(number)', 'numeric', 'numeric'),
  aggregate('STDDEV', 'STDDEV(number)', 'numeric', 'numeric'),
  aggregate('MEDIAN', 'MEDIAN(number)', 'numeric', 'numeric'),
  numeric1('ABS'),
  numeric1('CEILING'),
  numeric1('FLOOR'),
  fn('ROUND', 'numeric', 'ROUND(number, digits)', ['numeric', 'numeric'], 'numeric', { minArgs: 1 }),
  numeric1('TRUNC'),
  fn('POWER', 'numeric', 'POWER(number, exponent)', ['numeric', 'numeric'], 'numeric'),
  numeric1('SQRT'),
  numeric1('EXP'),
  numeric1('LN'),
  fn('MOD', 'numeric', 'MOD(number, divisor)', ['numeric', 'numeric'], 'numeric'),
  numeric1('SIGN'),
  numeric1('DEGREES'),
  numeric1('RADIANS'),
  numeric1('ACOS'),
  numeric1('ASIN'),
  numeric1('ATAN'),
  numeric1('SIN'),
  numeric1('COS'),
  numeric1('TAN'),
  numeric1('COT'),
  fn('LENGTH', 'string', 'LENGTH(text)', ['string'], 'numeric'),
  fn('CONCAT', 'string', 'CONCAT(value, value, …)', ['any'], 'string', { minArgs: 1, maxArgs: null }),
  fn('REPLACE', 'string', 'REPLACE(text, search, replacement)', ['string', 'string', 'string'], 'string'),
  fn('SUBSTRING', 'string', 'SUBSTRING(text, start, length)', ['string', 'numeric', 'numeric'], 'string', { minArgs: 2 }),
  string1('LOWER'),
  string1('UPPER'),
  string1('LTRIM'),
  string1('RTRIM'),
  string1('TRIM'),
  fn('NOW', 'date', 'NOW()', [], 'date'),
  datePart('YEAR'),
  datePart('QUARTER'),
  datePart('MONTH'),
  datePart('WEEK'),
  datePart('DAY'),
  datePart('HOUR'),
  datePart('MINUTE'),
  datePart('SECOND'),
  datePart('DAY_OF_WEEK'),
  datePart('DAY_OF_MONTH'),
  datePart('DAY_OF_YEAR'),
  dateLevel('AGG_DATE_YEAR'),
  dateLevel('AGG_DATE_QUARTER'),
  dateLevel('AGG_DATE_MONTH'),
  dateLevel('AGG_DATE_WEEK'),
  dateLevel('AGG_DATE_DAY'),
  fn('IF', 'logic', 'IF(condition, value, otherwise)', ['condition', 'same', 'same'], 'same'),
  fn('COALESCE', 'logic', 'COALESCE(value, value, …)', ['same'], 'same', { minArgs: 1, maxArgs: null }),
  // The compiler's own: the `/` operator (NULL on division by zero everywhere), text and date readings.
  fn('DIVIDE', 'numeric', 'number / number', ['numeric', 'numeric'], 'numeric', { internal: true }),
  fn('TO_TEXT', 'string', 'TO_TEXT(value)', ['any'], 'string', { internal: true }),
  fn('TO_TIMESTAMP', 'date', 'TO_TIMESTAMP(text)', ['string'], 'date', { internal: true }),
  fn('DATE_COMPARABLE', 'date', 'DATE_COMPARABLE(date)', ['date'], 'date', { internal: true }),
] as const satisfies readonly FunctionSpec[];

export type FunctionName = (typeof functionSpecs)[number]['name'];

const specsByName = new Map<string, FunctionSpec>(functionSpecs.map((spec) => [spec.name, spec]));

/** A function of the language by name (any case); undefined for unknown and internal names. */
export function publicFunctionSpec(name: string): FunctionSpec | undefined {
  const spec = specsByName.get(name.toUpperCase());
  return spec && !spec.internal ? spec : undefined;
}

export function functionSpec(name: FunctionName): FunctionSpec {
  const spec = specsByName.get(name);
  if (!spec) throw new Error(`No function ${name}`);
  return spec;
}
