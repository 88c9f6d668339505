/**
 * Percentage stacks: each value as its share (in percent) of its category within its stack, so every
 * stacked bar reaches 100. Shares are of the sum of absolute values, so a negative value takes a negative
 * share and the bar still spans 100 in all. A category with nothing in it has no shares.
 */
export function stackShares(series: readonly { values: readonly (number | null)[]; stack: string }[]): (number | null)[][] {
  const totals = new Map<string, number[]>();
  for (const { values, stack } of series) {
    const sums = totals.get(stack) ?? new Array<number>(values.length).fill(0);
    values.forEach((value, category) => {
      if (value !== null) sums[category] = (sums[category] ?? 0) + Math.abs(value);
    });
    totals.set(stack, sums);
  }
  return series.map(({ values, stack }) => {
    const sums = totals.get(stack)!;
    return values.map((value, category) => (value === null || !sums[category] ? null : (value / sums[category]!) * 100));
  });
}
