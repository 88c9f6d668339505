import { z } from 'zod';
import { decimalOf, shiftDecimal } from './decimalText';

/** The languages numbers and dates are written in (the UI languages). */
export type FormatLocale = 'en' | 'zh';

export const numberFormatKinds = ['default', 'numeric', 'currency', 'percentage', 'scientific'] as const;
export type NumberFormatKind = (typeof numberFormatKinds)[number];

/** Spec §3's number units: none, thousand (K), million (M), billion (B), 万 (wan) and 亿 (yi). */
export const numberUnits = ['none', 'K', 'M', 'B', 'wan', 'yi'] as const;
export type NumberUnit = (typeof numberUnits)[number];

/** Each unit's power of ten and the mark written after the number, the same in every language. */
export const numberUnitScale: Record<NumberUnit, { power: number; mark: string }> = {
  none: { power: 0, mark: '' },
  K: { power: 3, mark: 'K' },
  M: { power: 6, mark: 'M' },
  B: { power: 9, mark: 'B' },
  wan: { power: 4, mark: '万' },
  yi: { power: 8, mark: '亿' },
};

/**
 * How a number reads, as stored in a chart's settings. Units apply to default, numeric and currency;
 * percentage multiplies by 100; scientific writes 1.23E4. Without decimals the default rule holds (up to
 * 15 significant digits, no float noise, no trailing zeros); currency then uses the currency's own digits.
 */
export const NumberFormatSchema = z.object({
  kind: z.enum(numberFormatKinds),
  /** Digits after the decimal point (of the mantissa, for scientific). */
  decimals: z.number().int().min(0).max(20).optional(),
  unit: z.enum(numberUnits).optional(),
  /** Thousands separators; on unless false. */
  thousands: z.boolean().optional(),
  /** ISO 4217 code; USD in English and CNY in Chinese when absent. */
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .optional(),
  prefix: z.string().max(50).optional(),
  suffix: z.string().max(50).optional(),
});
export type NumberFormat = z.infer<typeof NumberFormatSchema>;

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
  const formatter = formatterFor(locale, intlOptions(format, locale, inFull));
  const scaled = shiftDecimal(decimal, power);
  const text = mark ? withUnitMark(formatter, scaled, mark) : formatter.format(scaled as Intl.StringNumericLiteral);
  return `${format?.prefix ?? ''}${text}${format?.suffix ?? ''}`;
}
