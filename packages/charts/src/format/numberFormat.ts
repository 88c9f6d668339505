import type { NumberFormat, NumberUnit } from '@redbi/shared/domain';
import { decimalOf, shiftDecimal } from './decimalText';

/** The languages numbers and dates are written in (the UI languages). */
export type FormatLocale = 'en' | 'zh';

export { NumberFormatSchema, numberFormatKinds, numberUnits, type NumberFormat, type NumberFormatKind, type NumberUnit } from '@redbi/shared/domain';

/** Each unit's power of ten and the mark written after the number, the same in every language. */
export const numberUnitScale: Record<NumberUnit, { power: number; mark: string }> = {
  none: { power: 0, mark: '' },
  K: { power: 3, mark: 'K' },
  M: { power: 6, mark: 'M' },
  B: { power: 9, mark: 'B' },
  wan: { power: 4, mark: '万' },
  yi: { power: 8, mark: '亿' },
};

const intlLocaleOf: Record<FormatLocale, string> = { en: 'en-US', zh: 'zh-CN' };
const defaultCurrencyOf: Record<FormatLocale, string> = { en: 'USD', zh: 'CNY' };

/** Intl formatters are costly to build and a grid formats thousands of cells: one per options. */
const formatters = new Map<string, Intl.NumberFormat>();
function formatterFor(locale: FormatLocale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(intlLocaleOf[locale], options);
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * The formatter of one format object (a chart's field keeps its format object), locale and notation,
 * found without building the options key for every value: a table of 10,000 rows formats 60,000 cells.
 */
const byFormat = new WeakMap<object, Map<string, Intl.NumberFormat>>();
const noFormat = {};
function cachedFormatter(format: NumberFormat | undefined, locale: FormatLocale, inFull: boolean): Intl.NumberFormat {
  let perFormat = byFormat.get(format ?? noFormat);
  if (!perFormat) {
    perFormat = new Map();
    byFormat.set(format ?? noFormat, perFormat);
  }
  const key = `${locale}${inFull ? 'f' : 'e'}`;
  let formatter = perFormat.get(key);
  if (!formatter) {
    formatter = formatterFor(locale, intlOptions(format, locale, inFull));
    perFormat.set(key, formatter);
  }
  return formatter;
}

/** Beyond these magnitudes the default writes 1.5E-7 and 1E21, where JavaScript switches to exponents too. */
const writtenInFull = (value: number) => value === 0 || (Math.abs(value) >= 1e-6 && Math.abs(value) < 1e21);

function intlOptions(format: NumberFormat | undefined, locale: FormatLocale, inFull: boolean): Intl.NumberFormatOptions {
  const kind = format?.kind ?? 'default';
  const decimals = format?.decimals;
  const digits: Intl.NumberFormatOptions =
    decimals === undefined ? { maximumFractionDigits: 20 } : { minimumFractionDigits: decimals, maximumFractionDigits: decimals };
  // 'negative' writes no sign on zero, so -0.001 with 2 decimals reads 0.00, not -0.00.
  const base: Intl.NumberFormatOptions = { useGrouping: format?.thousands !== false, signDisplay: 'negative' };
  switch (kind) {
    case 'default':
    case 'numeric':
      return { ...base, ...digits, ...(inFull ? {} : { notation: 'scientific' }) };
    case 'currency':
      return { ...base, ...(decimals === undefined ? {} : digits), style: 'currency', currency: format?.currency ?? defaultCurrencyOf[locale] };
    case 'percentage':
      return { ...base, ...digits, style: 'percent' };
    case 'scientific':
      return { ...base, ...digits, notation: 'scientific' };
  }
}

const NUMBER_PARTS = new Set(['integer', 'group', 'decimal', 'fraction']);

/** The formatted number with the unit's mark right after its digits (after '1.28' in '-$1.28K'). */
function withUnitMark(formatter: Intl.NumberFormat, decimal: string, mark: string): string {
  const parts = formatter.formatToParts(decimal as Intl.StringNumericLiteral);
  const last = parts.findLastIndex((part) => NUMBER_PARTS.has(part.type));
  return parts.map((part, index) => (index === last ? `${part.value}${mark}` : part.value)).join('');
}

/**
 * A value as people read it. Without a format: at most 15 significant digits and no float noise
 * (1284.0300000000102 → '1,284.03', 0.1 + 0.2 → '0.3'), thousands separators, no trailing zeros, integers
 * whole (integer text and bigints to the last digit). null and undefined → ''; NaN → 'NaN', ±Infinity →
 * '∞' / '-∞'; anything that is not a number → String(value). Pure; the same in the browser and the server.
 */
export function formatNumber(value: unknown, format: NumberFormat | undefined, locale: FormatLocale): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' && !Number.isFinite(value)) return Number.isNaN(value) ? 'NaN' : value > 0 ? '∞' : '-∞';
  const decimal = decimalOf(value);
  if (decimal === undefined) return String(value);
  const kind = format?.kind ?? 'default';
  const unit = kind === 'percentage' || kind === 'scientific' ? 'none' : (format?.unit ?? 'none');
  const { power, mark } = numberUnitScale[unit];
  // With a unit or decimals the user chose the scale, so tiny values stay written in full (0.00005万, 0.00).
  const inFull = unit !== 'none' || format?.decimals !== undefined || writtenInFull(Number(decimal));
  const formatter = cachedFormatter(format, locale, inFull);
  const scaled = shiftDecimal(decimal, power);
  const text = mark ? withUnitMark(formatter, scaled, mark) : formatter.format(scaled as Intl.StringNumericLiteral);
  return `${format?.prefix ?? ''}${text}${format?.suffix ?? ''}`;
}
