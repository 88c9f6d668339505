import type { NumberFormat, NumberUnit } from '@redbi/shared/domain';
import { compactNumber } from '../format/compactNumber';
import { formatNumber, numberUnitScale, type FormatLocale } from '../format/numberFormat';

/** The unit a number is abbreviated to, by its size and the locale (as compactNumber chooses). */
export function compactUnitOf(value: number, locale: FormatLocale): NumberUnit {
  const size = Math.abs(value);
  if (locale === 'zh') return size >= 1e8 ? 'yi' : size >= 1e4 ? 'wan' : 'none';
  return size >= 1e9 ? 'B' : size >= 1e6 ? 'M' : size >= 1e3 ? 'K' : 'none';
}

/** '12.0K' → '12K', '$950.0' → '$950': ticks are round numbers and read best without a trailing zero. */
const withoutTrailingZero = (text: string) => text.replace(/\.0(?=\D*$)/, '');
/** '12.50K' → '12.5K', '3.00万' → '3万': the zeros a fixed number of decimals leaves at the end. */
const withoutTrailingZeros = (text: string) => text.replace(/\.(\d*?)0+(?=\D*$)/, (_, kept: string) => (kept ? `.${kept}` : ''));

/**
 * The decimals a tick needs in a unit: 2500 in 万 is 0.25 (2), 15000 in K is 15 (0). Ticks are round
 * numbers, so this is short; a value that is not one (12,345 in K) keeps three significant digits (12.3).
 */
function tickDecimals(value: number, unit: NumberUnit): number {
  const scaled = Math.abs(value) / 10 ** numberUnitScale[unit].power;
  if (scaled === 0) return 0;
  const [mantissa = '', exponent = '0'] = Number(scaled.toPrecision(12)).toExponential().split('e');
  const needed = Math.max(0, (mantissa.split('.')[1]?.length ?? 0) - Number(exponent));
  return Math.min(needed, Math.max(0, 2 - Math.floor(Math.log10(scaled))));
}

/**
 * Ticks of one axis all in the unit of its magnitude (the largest value it reaches, axisMagnitude.ts): 0,
 * 0.5万, 1万, 1.5万 rather than 0, 5,000, 1万, 1.5万; each tick with the decimals it needs and no more.
 */
function unitTicks(format: NumberFormat | undefined, locale: FormatLocale, magnitude: number): (value: number) => string {
  const unit = compactUnitOf(magnitude, locale);
  const kind = format?.kind === 'currency' ? 'currency' : 'numeric';
  const affixes = { prefix: format?.prefix, suffix: format?.suffix, currency: format?.currency };
  // Zero is zero in any unit: '0', not '0万'.
  return (value) => {
    const tickUnit = value === 0 ? 'none' : unit;
    return formatNumber(value, { kind, unit: tickUnit, decimals: tickDecimals(value, tickUnit), ...affixes }, locale);
  };
}

/**
 * How a value axis writes its ticks in a metric's format (reference/visual.md): abbreviated by locale
 * (1.2K / 1.2万), in the unit the user chose when there is one, as percentages or currency when the metric
 * is one, with the format's prefix and suffix. Ticks are short, so the format's decimals are not forced.
 * Given the axis's magnitude, every tick takes the unit of the largest (unitTicks); without it each tick
 * is abbreviated on its own.
 */
export function axisNumberFormatter(format: NumberFormat | undefined, locale: FormatLocale, magnitude?: number): (value: number) => string {
  const kind = format?.kind ?? 'default';
  const affixes = { prefix: format?.prefix, suffix: format?.suffix };
  if (kind === 'percentage') return (value) => formatNumber(value, { kind, ...affixes }, locale);
  if (kind === 'scientific') return (value) => formatNumber(value, { kind, decimals: format?.decimals ?? 1, ...affixes }, locale);
  if (format?.unit && format.unit !== 'none') {
    const chosen: NumberFormat = { ...format, decimals: undefined };
    return (value) => formatNumber(value, chosen, locale);
  }
  if (magnitude !== undefined && Number.isFinite(magnitude)) return unitTicks(format, locale, magnitude);
  if (kind === 'currency') {
    return (value) => withoutTrailingZero(formatNumber(value, { kind, currency: format?.currency, unit: compactUnitOf(value, locale), decimals: 1, ...affixes }, locale));
  }
  return (value) => `${format?.prefix ?? ''}${compactNumber(value, locale)}${format?.suffix ?? ''}`;
}

/**
 * The ends of a colour scale (a map's legend), which are data values, not round ticks: in the unit the
 * metric's format chose, else that of the scale's magnitude like an axis, to three significant digits
 * without trailing zeros (0.93K – 81.4K, 0.09万 – 8.14万, 12K).
 */
export function scaleEndFormatter(format: NumberFormat | undefined, locale: FormatLocale, magnitude: number): (value: number) => string {
  const kind = format?.kind ?? 'default';
  if (kind === 'percentage' || kind === 'scientific') return axisNumberFormatter(format, locale, magnitude);
  const unit = format?.unit && format.unit !== 'none' ? format.unit : compactUnitOf(magnitude, locale);
  const affixes = { kind: kind === 'currency' ? ('currency' as const) : ('numeric' as const), prefix: format?.prefix, suffix: format?.suffix, currency: format?.currency };
  return (value) => {
    const scaled = Math.abs(value) / 10 ** numberUnitScale[unit].power;
    const decimals = scaled === 0 ? 0 : Math.min(unit === 'none' ? 6 : 2, Math.max(0, 2 - Math.floor(Math.log10(scaled))));
    return withoutTrailingZeros(formatNumber(value, { ...affixes, unit: value === 0 ? 'none' : unit, decimals }, locale));
  };
}
