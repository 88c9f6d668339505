import type { FilterValue } from '@redbi/shared/query';

/**
 * How facades read and write FilterValue lists. Text values stay untyped (the query compiler reads them as
 * the target field's type: a numeric column gets numbers); numbers are written as numbers; dates carry
 * valueType DATE so a text column holding dates is still compared as a date.
 */

/** The literal values as text, in order (nulls, relative times and recommended ranges left out). */
export const textValues = (values: readonly FilterValue[]): string[] =>
  values.flatMap((value) => ('value' in value && value.value !== null ? [String(value.value)] : []));

/** The first literal value as text. */
export const firstText = (values: readonly FilterValue[]): string | undefined => textValues(values.slice(0, 1))[0];

/** A literal value as a number, when it is one. */
export function numberOf(value: FilterValue | undefined): number | undefined {
  if (!value || !('value' in value) || value.value === null || value.value === '') return undefined;
  const number = Number(value.value);
  return Number.isFinite(number) ? number : undefined;
}

export const textValue = (text: string): FilterValue => ({ value: text });
export const numberValue = (number: number): FilterValue => ({ value: number });
export const dateValue = (text: string): FilterValue => ({ value: text, valueType: 'DATE' });

/** A list of texts as values; an empty list clears the controller. */
export const fromTexts = (texts: readonly string[]): FilterValue[] => texts.map(textValue);

/** Spec §5: a range needs both ends, and its end must exceed its start; undefined when it is fine (or still empty). */
export function rangeProblem(start: number | undefined, end: number | undefined): 'validation.rangeBothEnds' | 'validation.rangeOrder' | undefined {
  if (start === undefined && end === undefined) return undefined;
  if (start === undefined || end === undefined) return 'validation.rangeBothEnds';
  return end > start ? undefined : 'validation.rangeOrder';
}

/** What a controller's control is called for screen readers: its title as the frame shows it. */
export const controllerName = (widget: { name: string; style: { title: string } }): string => widget.style.title || widget.name;

/** Two value lists alike (a picker that reports its value again on closing must not query again). */
export const sameValues = (a: readonly FilterValue[], b: readonly FilterValue[]): boolean => JSON.stringify(a) === JSON.stringify(b);
