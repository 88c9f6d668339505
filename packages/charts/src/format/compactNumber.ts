import { formatNumber, type FormatLocale } from './numberFormat';

/**
 * A number abbreviated for an axis by locale (reference/visual.md): 1.2K, 3.4M, 5B in English; 1.2万,
 * 3.4亿 in Chinese; at most one decimal, small numbers as they are.
 */
export function compactNumber(value: unknown, locale: FormatLocale): string {
  if (value === null || value === undefined || value === '') return '';
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(number)) return formatNumber(value, undefined, locale);
  const size = Math.abs(number);
  const unit =
    locale === 'zh' ? (size >= 1e8 ? 'yi' : size >= 1e4 ? 'wan' : 'none') : size >= 1e9 ? 'B' : size >= 1e6 ? 'M' : size >= 1e3 ? 'K' : 'none';
  if (unit === 'none') return formatNumber(Math.abs(number) < 1 ? number : Math.round(number * 100) / 100, undefined, locale);
  const text = formatNumber(number, { kind: 'numeric', unit, decimals: 1 }, locale);
  return text.replace(/\.0(?=\D*$)/, '');
}
