import type { NumberFormat } from '@redbi/shared/domain';
import { roundedAverage, toNumber } from '../../common/chartFields';
import { formatNumber, type FormatLocale } from '../../format/numberFormat';
import type { TableField } from './tableFields';

/** Decimals a column is padded to at most: beyond, values keep their own (a ratio of 0.333333 is not padded). */
const MAX_ALIGNED_DECIMALS = 4;
/** Values looked at to find a column's decimals. */
const SAMPLED_VALUES = 500;

/** A format that leaves the decimals to the value: default or numeric, no unit, no decimals chosen. */
const leavesDecimals = (format: NumberFormat | undefined) =>
  !format || ((format.kind === 'default' || format.kind === 'numeric') && format.decimals === undefined && (format.unit ?? 'none') === 'none');

/** The digits after the decimal point of a number as the default format writes it ('1,284.03' → 2; no float noise). */
function writtenDecimals(value: unknown): number {
  const text = formatNumber(value, undefined, 'en');
  const point = text.indexOf('.');
  return point < 0 || /e/i.test(text) ? 0 : text.length - point - 1;
}

/**
 * A numeric column whose format leaves the decimals to each value writes them all with as many as its
 * most precise value has (up to MAX_ALIGNED_DECIMALS), so right-aligned numbers line up on the decimal
 * point: 14,669.60 under 16,761.52, not 14,669.6. Other columns, and columns with more decimals, are
 * returned as they are.
 */
export function withAlignedDecimals(field: TableField, values: readonly unknown[], locale: FormatLocale): TableField {
  if (!field.numeric || !leavesDecimals(field.field.format)) return field;
  // An average without a format reads to at most two decimals (roundedAverage): it lines up on those.
  const written = field.aggregate === 'AVG' && !field.field.format ? roundedAverage : (value: unknown) => value;
  let decimals = 0;
  for (const value of values.slice(0, SAMPLED_VALUES)) {
    if (toNumber(value) === null) continue;
    decimals = Math.max(decimals, writtenDecimals(written(value)));
  }
  if (decimals === 0 || decimals > MAX_ALIGNED_DECIMALS) return field;
  const format: NumberFormat = { ...field.field.format, kind: field.field.format?.kind ?? 'default', decimals };
  return { ...field, format: (value) => formatNumber(value, format, locale) };
}
