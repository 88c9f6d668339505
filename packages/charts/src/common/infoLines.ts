import type { PlacedField } from './chartFields';

/** The tooltip lines of the info fields for one row (an item standing for several rows shows none). */
export const infoLines = (info: readonly PlacedField[], rows: readonly number[]): { title: string; text: string }[] =>
  rows.length === 1 ? info.map((field) => ({ title: field.title, text: field.format(field.values[rows[0]!]) })) : [];
