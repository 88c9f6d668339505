import { describe, expect, it } from 'vitest';
import { stackShares } from './percentageStack';

describe('percentage stacks', () => {
  it('turns each value into its share of its category, so every stack sums to 100', () => {
    const shares = stackShares([
      { values: [1, 30, null], stack: 'total' },
      { values: [3, 10, null], stack: 'total' },
      { values: [4, 60, 5], stack: 'total' },
    ]);
    expect(shares.map((values) => values[0])).toEqual([12.5, 37.5, 50]);
    for (const category of [0, 1]) expect(shares.reduce((sum, values) => sum + (values[category] ?? 0), 0)).toBeCloseTo(100, 10);
    expect(shares.map((values) => values[2])).toEqual([null, null, 100]);
  });

  it('keeps stacks apart and gives negative values a negative share of the absolute total', () => {
    const shares = stackShares([
      { values: [50], stack: 'a' },
      { values: [-50], stack: 'a' },
      { values: [7], stack: 'b' },
    ]);
    expect(shares).toEqual([[50], [-50], [100]]);
  });

  it('has no share where the category holds only zeros', () => {
    expect(stackShares([{ values: [0], stack: 's' }])).toEqual([[null]]);
  });
});
