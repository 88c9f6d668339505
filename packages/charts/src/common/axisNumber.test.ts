import { describe, expect, it } from 'vitest';
import { axisNumberFormatter, scaleEndFormatter } from './axisNumber';

describe('value axis ticks in a metric format', () => {
  it('abbreviates by locale without a format', () => {
    expect(axisNumberFormatter(undefined, 'en')(12345)).toBe('12.3K');
    expect(axisNumberFormatter(undefined, 'zh')(12345)).toBe('1.2万');
    expect(axisNumberFormatter(undefined, 'en')(0)).toBe('0');
    expect(axisNumberFormatter({ kind: 'numeric', decimals: 3 }, 'en')(2_500_000)).toBe('2.5M');
  });

  it('writes percentages, currencies and the unit the user chose', () => {
    expect(axisNumberFormatter({ kind: 'percentage', decimals: 2 }, 'en')(0.25)).toBe('25%');
    expect(axisNumberFormatter({ kind: 'currency', currency: 'USD' }, 'en')(12_000)).toBe('$12K');
    expect(axisNumberFormatter({ kind: 'currency', currency: 'USD' }, 'en')(950)).toBe('$950');
    expect(axisNumberFormatter({ kind: 'currency', currency: 'CNY' }, 'zh')(35_000)).toBe('¥3.5万');
    expect(axisNumberFormatter({ kind: 'numeric', unit: 'wan', decimals: 2 }, 'en')(120_000)).toBe('12万');
  });

  it('keeps the format prefix and suffix', () => {
    expect(axisNumberFormatter({ kind: 'numeric', suffix: ' pcs' }, 'en')(1500)).toBe('1.5K pcs');
  });

  it('writes every tick of an axis in the unit of its magnitude, not 5,000 beside 1万', () => {
    const zh = axisNumberFormatter(undefined, 'zh', 35_000);
    expect([0, 5000, 10_000, 15_000, 2500].map(zh)).toEqual(['0', '0.5万', '1万', '1.5万', '0.25万']);
    const en = axisNumberFormatter(undefined, 'en', 1_800);
    expect([0, 250, 500, 1000, 1250].map(en)).toEqual(['0', '0.25K', '0.5K', '1K', '1.25K']);
    expect([-2000, 125].map(axisNumberFormatter(undefined, 'en', 5_000))).toEqual(['-2K', '0.125K']);
  });

  it('keeps small axes in full, without float noise, and currencies without forced cents', () => {
    expect([0, 0.1 + 0.2, 950, 0.0005].map(axisNumberFormatter(undefined, 'en', 950))).toEqual(['0', '0.3', '950', '0.0005']);
    expect([0, 2500, 10_000].map(axisNumberFormatter({ kind: 'currency', currency: 'USD' }, 'en', 12_000))).toEqual(['$0', '$2.5K', '$10K']);
    expect(axisNumberFormatter({ kind: 'currency', currency: 'USD' }, 'en', 950)(950)).toBe('$950');
    expect(axisNumberFormatter({ kind: 'numeric', prefix: '≈' }, 'zh', 2e8)(5e7)).toBe('≈0.5亿');
  });

  it('writes the ends of a colour scale in one unit to three significant digits', () => {
    expect([934.17, 81_400].map(scaleEndFormatter(undefined, 'en', 81_400))).toEqual(['0.93K', '81.4K']);
    expect([934.17, 81_400].map(scaleEndFormatter(undefined, 'zh', 81_400))).toEqual(['0.09万', '8.14万']);
    expect([0, 12.3456].map(scaleEndFormatter(undefined, 'en', 12.3456))).toEqual(['0', '12.3']);
    expect([12_000, 30_000, 12_500].map(scaleEndFormatter(undefined, 'en', 30_000))).toEqual(['12K', '30K', '12.5K']);
    expect(scaleEndFormatter({ kind: 'percentage' }, 'en', 0.5)(0.5)).toBe('50%');
  });
});
