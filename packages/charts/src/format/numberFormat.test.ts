import { describe, expect, it } from 'vitest';
import { decimalOfNumber } from './decimalText';
import { formatNumber, NumberFormatSchema, type NumberFormat } from './numberFormat';

const en = (value: unknown, format?: NumberFormat) => formatNumber(value, format, 'en');
const zh = (value: unknown, format?: NumberFormat) => formatNumber(value, format, 'zh');

describe('formatNumber without a format', () => {
  it('drops float noise: a sum of prices reads as prices', () => {
    expect(en(1284.0300000000102)).toBe('1,284.03');
    expect(en(0.1 + 0.2)).toBe('0.3');
    // SUM(unit_price) over the sample's 2240 invoice lines, as a double.
    expect(en(2328.599999999957)).toBe('2,328.6');
    expect(en(2328.600000000004)).toBe('2,328.6');
    expect(en(0.9999999999999996)).toBe('1');
    expect(en(-1284.0300000000102)).toBe('-1,284.03');
  });

  it('shows at most 15 significant digits, and all of them when they are not noise', () => {
    expect(en(1.23456789012345)).toBe('1.23456789012345');
    expect(en(1.2345678901234567)).toBe('1.23456789012346');
    expect(en(12345678901.23)).toBe('12,345,678,901.23');
    expect(en(0.0000123456789)).toBe('0.0000123456789');
    // Short values with zeros inside are real digits, not noise.
    expect(en(1.0000001)).toBe('1.0000001');
    expect(en(100.00001)).toBe('100.00001');
  });

  it('keeps integers whole, with separators, and integer text and bigints to the last digit', () => {
    expect(en(0)).toBe('0');
    expect(en(-0)).toBe('0');
    expect(en(1234567)).toBe('1,234,567');
    expect(en(-1234567)).toBe('-1,234,567');
    expect(en(9007199254740991)).toBe('9,007,199,254,740,991');
    expect(en('9007199254740993')).toBe('9,007,199,254,740,993');
    expect(en(9007199254740993n)).toBe('9,007,199,254,740,993');
    expect(en(' 1284.030 ')).toBe('1,284.03');
    expect(zh(1234567.5)).toBe('1,234,567.5');
  });

  it('writes very large and very small numbers with an exponent, as JavaScript does', () => {
    expect(en(1e21)).toBe('1E21');
    expect(en(1.5e-7)).toBe('1.5E-7');
    expect(en(-2.5e300)).toBe('-2.5E300');
    expect(en(0.000001)).toBe('0.000001');
  });

  it('writes empty for null, NaN and infinities plainly, and anything else as its text', () => {
    expect(en(null)).toBe('');
    expect(en(undefined)).toBe('');
    expect(en(Number.NaN)).toBe('NaN');
    expect(en(Number.POSITIVE_INFINITY, { kind: 'currency' })).toBe('∞');
    expect(en(Number.NEGATIVE_INFINITY)).toBe('-∞');
    expect(en('abc')).toBe('abc');
    expect(en('12abc')).toBe('12abc');
    expect(en('')).toBe('');
    expect(en(true)).toBe('true');
  });
});

describe('formatNumber with a format', () => {
  it('numeric: fixed decimals from 0 up, separators on unless turned off', () => {
    expect(en(1284.0300000000102, { kind: 'numeric', decimals: 0 })).toBe('1,284');
    expect(en(1284.5, { kind: 'numeric', decimals: 0 })).toBe('1,285');
    expect(en(1284.03, { kind: 'numeric', decimals: 1 })).toBe('1,284.0');
    expect(en(1284, { kind: 'numeric', decimals: 2 })).toBe('1,284.00');
    expect(en(1.005, { kind: 'numeric', decimals: 2 })).toBe('1.01');
    expect(en(1284.03, { kind: 'numeric', decimals: 4, thousands: false })).toBe('1284.0300');
    expect(en(-0.001, { kind: 'numeric', decimals: 2 })).toBe('0.00');
    expect(en(0.0000001, { kind: 'numeric', decimals: 2 })).toBe('0.00');
    expect(en(-1284.03, { kind: 'numeric' })).toBe('-1,284.03');
  });

  it('units divide and write K, M, B, 万 and 亿 in both languages', () => {
    expect(en(1234567, { kind: 'numeric', unit: 'wan', decimals: 2 })).toBe('123.46万');
    expect(zh(1234567, { kind: 'numeric', unit: 'wan', decimals: 2 })).toBe('123.46万');
    expect(en(1234567, { kind: 'numeric', unit: 'wan' })).toBe('123.4567万');
    expect(en(1230000, { kind: 'numeric', unit: 'M', decimals: 2 })).toBe('1.23M');
    expect(en(1234567, { kind: 'numeric', unit: 'M' })).toBe('1.234567M');
    expect(en(1284.03, { kind: 'numeric', unit: 'K', decimals: 1 })).toBe('1.3K');
    expect(zh(-9876543210, { kind: 'numeric', unit: 'B', decimals: 3 })).toBe('-9.877B');
    expect(zh(123456789012, { kind: 'numeric', unit: 'yi', decimals: 2 })).toBe('1,234.57亿');
    expect(en(123456789012, { kind: 'numeric', unit: 'yi', decimals: 2, thousands: false })).toBe('1234.57亿');
    expect(en(5, { kind: 'numeric', unit: 'wan' })).toBe('0.0005万');
    expect(en(1234, { kind: 'numeric', unit: 'none' })).toBe('1,234');
    expect(en('9007199254740993', { kind: 'default', unit: 'K' })).toBe('9,007,199,254,740.993K');
  });

  it('currency: the code given or the language default (USD, CNY), with its own digits unless told', () => {
    expect(en(1284.03)).toBe('1,284.03');
    expect(en(1284.0300000000102, { kind: 'currency' })).toBe('$1,284.03');
    expect(zh(1284.0300000000102, { kind: 'currency' })).toBe('¥1,284.03');
    expect(en(1284.5, { kind: 'currency', currency: 'CNY' })).toBe('CN¥1,284.50');
    expect(en(1284.5, { kind: 'currency', currency: 'EUR', decimals: 0 })).toBe('€1,285');
    expect(en(-1284.5, { kind: 'currency' })).toBe('-$1,284.50');
    expect(en(1234567, { kind: 'currency', unit: 'M', decimals: 2 })).toBe('$1.23M');
    expect(zh(-1234567, { kind: 'currency', unit: 'wan', decimals: 1 })).toBe('-¥123.5万');
  });

  it('percentage multiplies by 100 without float noise; units do not apply', () => {
    expect(en(0.07)).toBe('0.07');
    expect(en(0.07, { kind: 'percentage' })).toBe('7%');
    expect(en(0.1 + 0.2, { kind: 'percentage' })).toBe('30%');
    expect(zh(0.123456, { kind: 'percentage', decimals: 1 })).toBe('12.3%');
    expect(en(-0.5, { kind: 'percentage', decimals: 2, unit: 'K' })).toBe('-50.00%');
    expect(en(12.5, { kind: 'percentage' })).toBe('1,250%');
  });

  it('scientific writes 1.23E4 with the decimals of the mantissa', () => {
    expect(en(12345, { kind: 'scientific', decimals: 2 })).toBe('1.23E4');
    expect(zh(12345, { kind: 'scientific', decimals: 0 })).toBe('1E4');
    expect(en(12345, { kind: 'scientific' })).toBe('1.2345E4');
    expect(en(-0.000123, { kind: 'scientific', decimals: 1, unit: 'M' })).toBe('-1.2E-4');
    expect(en(0, { kind: 'scientific' })).toBe('0E0');
  });

  it('prefix and suffix surround the number', () => {
    expect(en(42.5, { kind: 'numeric', decimals: 1, prefix: '≈ ', suffix: ' kg' })).toBe('≈ 42.5 kg');
    expect(en(null, { kind: 'numeric', prefix: '≈' })).toBe('');
  });

  it('is serialisable and checked by its schema', () => {
    const format = NumberFormatSchema.parse(JSON.parse(JSON.stringify({ kind: 'currency', currency: 'JPY', unit: 'wan', decimals: 1 })));
    expect(formatNumber(123456, format, 'zh')).toBe('JP¥12.3万');
    expect(NumberFormatSchema.safeParse({ kind: 'numeric', unit: 'T' }).success).toBe(false);
    expect(NumberFormatSchema.safeParse({ kind: 'numeric', decimals: 21 }).success).toBe(false);
    expect(NumberFormatSchema.safeParse({ kind: 'currency', currency: 'usd' }).success).toBe(false);
  });
});

describe('decimalOfNumber', () => {
  it('gives exact decimal text, rounding float noise away', () => {
    expect(decimalOfNumber(1284.0300000000102)).toBe('1.28403e3');
    expect(decimalOfNumber(2328.599999999957)).toBe('2.3286e3');
    expect(decimalOfNumber(0.9999999999999996)).toBe('1e0');
    expect(decimalOfNumber(-0.30000000000000004)).toBe('-3e-1');
    expect(decimalOfNumber(42)).toBe('42');
  });
});
