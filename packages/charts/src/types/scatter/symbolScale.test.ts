import { describe, expect, it } from 'vitest';
import { symbolScale } from './symbolScale';

describe('scatter symbol sizes', () => {
  it('runs from the smallest to the largest size, by area', () => {
    const scale = symbolScale([0, 25, 100, null], 4, 24);
    expect(scale(0)).toBe(4);
    expect(scale(100)).toBe(24);
    expect(scale(25)).toBe(14);
    expect(scale(null)).toBe(4);
  });

  it('gives equal values the middle size', () => {
    expect(symbolScale([5, 5], 4, 24)(5)).toBe(14);
    expect(symbolScale([], 4, 24)(null)).toBe(14);
  });
});
