import { AppError } from '../../errors';
import type { ScopeVariable } from './prepareSqlView';

export type BoundValue = string | number;

/**
 * A variable's values as they are bound: numbers for a numeric variable (a value that is not a number is
 * refused rather than sent to the database as text), strings otherwise (dates as written).
 */
export function bindValues(variable: ScopeVariable): BoundValue[] {
  if (variable.valueType !== 'numeric') return [...variable.values];
  return variable.values.map((value) => {
    const number = value.trim() === '' ? Number.NaN : Number(value);
    if (!Number.isFinite(number)) {
      throw new AppError('QUERY_INVALID', { messageKey: 'query.variableNotNumeric', params: { name: variable.name, value } });
    }
    return number;
  });
}

const isLess = (a: BoundValue, b: BoundValue): boolean =>
  typeof a === 'number' && typeof b === 'number' ? a < b : String(a) < String(b);

/** The smallest or largest value: numbers compared as numbers, other values as strings. */
export function pickValue(values: readonly BoundValue[], which: 'min' | 'max'): BoundValue | undefined {
  let picked: BoundValue | undefined;
  for (const value of values) {
    if (picked === undefined) picked = value;
    else if (which === 'min' ? isLess(value, picked) : isLess(picked, value)) picked = value;
  }
  return picked;
}
