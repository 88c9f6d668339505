import { describe, expect, it } from 'vitest';
import { withAlignedDecimals } from './alignedDecimals';
import type { TableField } from './tableFields';

const field = (extra: Partial<TableField['field']> = {}, numeric = true): TableField => ({
  field: { uid: 's', column: 'sales', type: 'numeric', ...extra },
  title: 'sales',
  numeric,
  format: (value) => String(value),
  totalRule: 'sum',
  index: 0,
});

describe('a column of numbers lined up on the decimal point', () => {
  it('writes every value with the decimals of the most precise one, float noise aside', () => {
    const aligned = withAlignedDecimals(field(), [14_669.6, 16_761.52, 3, 1284.0300000000102, null], 'en');
    expect([14_669.6, 16_761.52, 3, null].map(aligned.format)).toEqual(['14,669.60', '16,761.52', '3.00', '']);
    expect(withAlignedDecimals(field(), [1.5, 2], 'zh').format(2)).toBe('2.0');
  });

  it('leaves whole numbers, long fractions, chosen formats and text columns as they are', () => {
    const plain = field();
    expect(withAlignedDecimals(plain, [1, 20, 300], 'en')).toBe(plain);
    expect(withAlignedDecimals(plain, [1 / 3, 2], 'en')).toBe(plain);
    const chosen = field({ format: { kind: 'numeric', decimals: 1 } });
    expect(withAlignedDecimals(chosen, [1.25, 2], 'en')).toBe(chosen);
    const percent = field({ format: { kind: 'percentage' } });
    expect(withAlignedDecimals(percent, [0.125, 0.5], 'en')).toBe(percent);
    const text = field({}, false);
    expect(withAlignedDecimals(text, [1.5, 2], 'en')).toBe(text);
  });

  it('lines an average up on the two decimals it is rounded to, not on its float noise', () => {
    const average = { ...field({ aggregate: 'AVG' }), aggregate: 'AVG' as const };
    const aligned = withAlignedDecimals(average, [1.03955357142855, 2.5, 3], 'en');
    expect([1.03955357142855, 2.5, 3].map(aligned.format)).toEqual(['1.04', '2.50', '3.00']);
    expect(withAlignedDecimals(average, [5, 10], 'en')).toBe(average);
  });

  it('keeps the format’s prefix, suffix and thousands choice', () => {
    const aligned = withAlignedDecimals(field({ format: { kind: 'numeric', prefix: '≈', thousands: false } }), [1234.5, 2], 'en');
    expect(aligned.format(1234.5)).toBe('≈1234.5');
    expect(aligned.format(2)).toBe('≈2.0');
  });
});
