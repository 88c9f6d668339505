/**
 * Numbers as decimal text that Intl.NumberFormat reads exactly ('1284.03', '-1.5e-7', '9007199254740993'),
 * so that integers given as text or bigint keep every digit and units shift the decimal point without
 * floating-point arithmetic.
 */
import { isDecimalText } from '@redbi/shared/query';

/** Digits the default shows at most (a double holds 15 reliably). */
export const MAX_SIGNIFICANT_DIGITS = 15;

/**
 * Float noise at the end of the 15-digit form: at least five 0s or 9s then one or two last digits,
 * as in 1284.03000000001 or 2328.59999999996 (sums of many prices). The capture is what is kept.
 */
const FLOAT_NOISE = /^(\d*?)(?:0{5,}|9{5,})\d{1,2}$/;

/**
 * A finite number as decimal text of at most 15 significant digits, without float noise:
 * 1284.0300000000102 → '1.28403e3', 0.1 + 0.2 → '3e-1'. Integers are kept whole.
 */
export function decimalOfNumber(value: number): string {
  if (Number.isInteger(value)) return String(value);
  const [mantissa = '', exponentText = '0'] = Math.abs(value).toExponential(MAX_SIGNIFICANT_DIGITS - 1).split('e');
  let digits = mantissa.replace('.', '').replace(/0+$/, '');
  let exponent = Number(exponentText);
  const noise = digits.length >= MAX_SIGNIFICANT_DIGITS - 1 ? FLOAT_NOISE.exec(digits) : null;
  if (noise) {
    // Round the digits at the start of the noise; a run of 9s carries into the digit before it (…59999 → …6).
    const keep = Math.max(noise[1]?.length ?? 0, 1);
    const rounded = String(Math.round(Number(digits) / 10 ** (digits.length - keep)));
    exponent += rounded.length - keep;
    digits = rounded.replace(/0+$/, '');
  }
  return `${value < 0 ? '-' : ''}${digits.slice(0, 1)}${digits.length > 1 ? `.${digits.slice(1)}` : ''}e${exponent}`;
}

/** The value as exact decimal text when it is a number, a bigint or numeric text; undefined otherwise. */
export function decimalOf(value: unknown): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? decimalOfNumber(value) : undefined;
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'string' && isDecimalText(value.trim())) return value.trim();
  return undefined;
}

/** The decimal divided by 10^power, exactly: ('1234567', 4) → '1234567e-4'. */
export function shiftDecimal(decimal: string, power: number): string {
  if (power === 0) return decimal;
  const [base = '', exponent = '0'] = decimal.split(/[eE]/);
  return `${base}e${Number(exponent) - power}`;
}
