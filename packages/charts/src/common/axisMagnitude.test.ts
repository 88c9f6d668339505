import { describe, expect, it } from 'vitest';
import { axisMagnitude } from './axisMagnitude';

describe('how far a value axis reaches', () => {
  it('is the largest absolute value of unstacked series, nulls skipped', () => {
    expect(axisMagnitude([{ values: [3, null, -12] }, { values: [5, 7, undefined] }])).toBe(12);
    expect(axisMagnitude([])).toBe(0);
  });

  it('adds up the series of one stack per category, positives and negatives apart', () => {
    const series = [
      { values: [6000, -4000], stack: 'total' },
      { values: [6000, -4000], stack: 'total' },
      { values: [1000, 500], stack: 'other' },
    ];
    expect(axisMagnitude(series)).toBe(12_000);
    expect(axisMagnitude([{ values: [5, -9], stack: 's' }, { values: [-5, -9], stack: 's' }])).toBe(18);
  });
});
