import { describe, expect, it } from 'vitest';
import { fittedFontSize, textEms } from './fittedFontSize';

describe('fittedFontSize', () => {
  it('measures CJK characters as a full em and others as 0.6 em', () => {
    expect(textEms('1,234')).toBeCloseTo(3);
    expect(textEms('123万')).toBeCloseTo(2.8);
    expect(textEms('')).toBe(0);
  });

  it('keeps the chosen size when the value fits', () => {
    expect(fittedFontSize('1,284.03', 48, { width: 800, height: 400 })).toBe(48);
    expect(fittedFontSize('1,284.03', 48, {})).toBe(48);
  });

  it('shrinks a value that would overflow a narrow or low card, down to 12 px', () => {
    // 12 characters of 0.6 em = 7.2 em in 180 px → 25 px.
    expect(fittedFontSize('1,234,567.89', 96, { width: 180, height: 400 })).toBe(25);
    expect(fittedFontSize('42', 96, { width: 600, height: 60 })).toBe(30);
    expect(fittedFontSize('1,234,567,890,123', 48, { width: 40 })).toBe(12);
  });
});
