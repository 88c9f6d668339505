import { formatNumber, type FormatLocale } from '@redbi/charts';

/** How a result cell reads in the grid; null is shown apart (as NULL), so it is undefined here. */
export function cellText(value: unknown): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** A cell of a number column: the text people read (1,284.03) and the value as the database gave it. */
export function numberCell(value: unknown, locale: FormatLocale): { text: string; raw: string } {
  const raw = cellText(value) ?? '';
  return { text: typeof value === 'object' ? raw : formatNumber(value, undefined, locale), raw };
}
