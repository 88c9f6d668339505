import { describe, expect, it } from 'vitest';
import { compactNumber } from './compactNumber';

describe('axis numbers abbreviated by locale', () => {
  it('uses K, M and B in English', () => {
    expect(compactNumber(950, 'en')).toBe('950');
    expect(compactNumber(1234, 'en')).toBe('1.2K');
    expect(compactNumber(12345, 'en')).toBe('12.3K');
    expect(compactNumber(3_400_000, 'en')).toBe('3.4M');
    expect(compactNumber(5_000_000_000, 'en')).toBe('5B');
    expect(compactNumber(-2500, 'en')).toBe('-2.5K');
  });

  it('uses 万 and 亿 in Chinese', () => {
    expect(compactNumber(12345, 'zh')).toBe('1.2万');
    expect(compactNumber(340_000_000, 'zh')).toBe('3.4亿');
    expect(compactNumber(9999, 'zh')).toBe('9,999');
  });

  it('keeps small and fractional numbers readable', () => {
    expect(compactNumber(0.25, 'en')).toBe('0.25');
    expect(compactNumber(12.345, 'en')).toBe('12.35');
    expect(compactNumber('1500', 'en')).toBe('1.5K');
    expect(compactNumber(null, 'en')).toBe('');
  });
});
