import { numberUnitScale, type NumberFormat, type NumberFormatKind } from '@redbi/charts';

/** The value each kind's live sample writes (a share for percentages, a large amount otherwise). */
export const sampleValueOf: Record<NumberFormatKind, number> = {
  default: 1234567.891,
  numeric: 1234567.891,
  currency: 1234567.891,
  percentage: 0.12345,
  scientific: 1234567.891,
};

/** Units apply to these kinds only (a percentage is ×100, a scientific number has its own exponent). */
export const kindsWithUnits: ReadonlySet<NumberFormatKind> = new Set(['default', 'numeric', 'currency']);

export const unitChoices = Object.keys(numberUnitScale) as (keyof typeof numberUnitScale)[];

/** Currencies offered first; any ISO 4217 code is valid. */
export const currencyChoices = ['CNY', 'USD', 'EUR', 'JPY', 'GBP', 'HKD'] as const;

/**
 * A format as stored: settings that change nothing are left out (no unit 'none', thousands unless off,
 * empty prefix and suffix), and a default format with nothing set is no format at all.
 */
export function tidyNumberFormat(format: NumberFormat): NumberFormat | undefined {
  const tidy: NumberFormat = { kind: format.kind };
  if (format.decimals !== undefined) tidy.decimals = format.decimals;
  if (format.unit && format.unit !== 'none' && kindsWithUnits.has(format.kind)) tidy.unit = format.unit;
  if (format.thousands === false) tidy.thousands = false;
  if (format.currency && format.kind === 'currency') tidy.currency = format.currency;
  if (format.prefix) tidy.prefix = format.prefix;
  if (format.suffix) tidy.suffix = format.suffix;
  return Object.keys(tidy).length === 1 && tidy.kind === 'default' ? undefined : tidy;
}
