/** Values drawn against one value axis; series of one stack pile up, so their sums reach further. */
export interface AxisSeries {
  values: readonly (number | null | undefined)[];
  /** Series with the same stack add up per category (positives and negatives apart, as ECharts stacks them). */
  stack?: string;
}

/**
 * How far a value axis reaches from zero: the largest absolute value a series draws, or a stack's sum of
 * positives or negatives at one category. Its ticks are written in the unit this magnitude takes
 * (axisNumber.ts), so one axis never mixes 5,000 with 1万.
 */
export function axisMagnitude(series: readonly AxisSeries[]): number {
  let magnitude = 0;
  const stacks = new Map<string, { up: number[]; down: number[] }>();
  for (const { values, stack } of series) {
    const sums = stack === undefined ? undefined : (stacks.get(stack) ?? { up: [], down: [] });
    if (sums && stack !== undefined) stacks.set(stack, sums);
    values.forEach((value, category) => {
      if (value === null || value === undefined || !Number.isFinite(value)) return;
      if (!sums) {
        magnitude = Math.max(magnitude, Math.abs(value));
        return;
      }
      const side = value < 0 ? sums.down : sums.up;
      side[category] = (side[category] ?? 0) + value;
      magnitude = Math.max(magnitude, Math.abs(side[category]!));
    });
  }
  return magnitude;
}
