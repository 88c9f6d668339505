import type { ChartFilter, FieldType, filterModes } from '@redbi/shared/domain';
import type { FilterOperator, FilterValue, valueTypes } from '@redbi/shared/query';

export type FilterMode = (typeof filterModes)[number];

/** The condition editor's modes a field offers: ranges for numbers, times for dates. */
export function modesFor(type: FieldType): FilterMode[] {
  if (type === 'numeric') return ['list', 'condition', 'range'];
  if (type === 'date') return ['list', 'condition', 'time'];
  return ['list', 'condition'];
}

/** How many values an operator reads: none, one, two (a range) or a list. */
export type Arity = 0 | 1 | 2 | 'many';
export const operatorArity: Record<FilterOperator, Arity> = {
  EQ: 1,
  NE: 1,
  IS_NULL: 0,
  NOT_NULL: 0,
  LIKE: 1,
  NOT_LIKE: 1,
  PREFIX_LIKE: 1,
  PREFIX_NOT_LIKE: 1,
  SUFFIX_LIKE: 1,
  SUFFIX_NOT_LIKE: 1,
  BETWEEN: 2,
  NOT_BETWEEN: 2,
  IN: 'many',
  NOT_IN: 'many',
  LT: 1,
  GT: 1,
  LTE: 1,
  GTE: 1,
};

const valueTypeOf: Record<FieldType, (typeof valueTypes)[number]> = { string: 'STRING', numeric: 'NUMERIC', date: 'DATE' };

/** A literal value of a field, typed as the field is (the compiler checks and binds it as such). */
export const literal = (value: string | number | null, type: FieldType): FilterValue => (value === null ? { value: null } : { value, valueType: valueTypeOf[type] });

/** A literal's value, when the filter value is one. */
export const literalOf = (value: FilterValue | undefined): string | number | boolean | null | undefined => (value && 'value' in value ? value.value : undefined);

const given = (value: FilterValue | undefined): boolean => {
  if (!value) return false;
  if (!('value' in value)) return true;
  return value.value !== null && String(value.value).trim() !== '';
};

/** Can the filter run: every value its operator reads given, a range's end above its start? */
export function filterIsComplete(filter: ChartFilter): boolean {
  const arity = operatorArity[filter.operator];
  if (arity === 0) return true;
  if (arity === 'many') return filter.values.length > 0;
  if (arity === 1) return given(filter.values[0]);
  const [from, to] = filter.values;
  // One recommended range stands for both ends.
  if (from && 'recommend' in from && !to) return true;
  if (!given(from) || !given(to)) return false;
  return rangeIsOrdered(literalOf(from), literalOf(to));
}

/** Spec §5: a range's end must exceed its start (when both are numbers or dates written alike). */
export function rangeIsOrdered(from: unknown, to: unknown): boolean {
  if (from === undefined || to === undefined) return true;
  if (typeof from === 'number' && typeof to === 'number') return to > from;
  const [a, b] = [Number(from), Number(to)];
  if (String(from).trim() !== '' && String(to).trim() !== '' && Number.isFinite(a) && Number.isFinite(b)) return b > a;
  return String(to) > String(from);
}
