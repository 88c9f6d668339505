import { AppError } from '../../errors';
import { isDateText, numberValue, shownValue } from '../valueChecks';
import type { ScopeVariable } from './prepareSqlView';

export type BoundValue = string | number;

const refused = (messageKey: string, variable: ScopeVariable, value: string) =>
  new AppError('QUERY_INVALID', { messageKey, params: { name: variable.name, value: shownValue(value) } });

/**
 * A variable's values as they are bound, checked against the variable's type first (valueChecks.ts):
 * numbers for a numeric variable, dates ('YYYY-MM-DD' or 'YYYY-MM-DD HH:mm:ss', a real calendar day) as
 * written for a date variable, strings otherwise. A value that is not of its type is refused (QUERY_INVALID
 * 'The variable $x$ must be a number, not "…"') rather than sent to the database, which would coerce it:
 * MariaDB compares a date with 'garbage' and reads '-1 OR 1=1' as -1.
 */
export function bindValues(variable: ScopeVariable): BoundValue[] {
  if (variable.valueType === 'numeric') {
    return variable.values.map((value) => {
      const number = numberValue(value);
      if (number === undefined) throw refused('query.variableNotNumeric', variable, value);
      return number;
    });
  }
  if (variable.valueType === 'date') {
    return variable.values.map((value) => {
      const text = value.trim();
      if (!isDateText(text)) throw refused('query.variableNotDate', variable, value);
      return text;
    });
  }
  return [...variable.values];
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
