import { niceCeil, niceFloor } from '../../common/niceNumber';

export interface RadarIndicator {
  name: string;
  min: number;
  max: number;
}

/**
 * One spoke per category, scaled to its own data: from 0 (or below, for negative values) to the largest
 * value any metric has there, rounded up to a short number, so a small spoke is not flattened by a big one.
 */
export function radarIndicators(names: readonly string[], metricValues: readonly (readonly (number | null)[])[]): RadarIndicator[] {
  return names.map((name, index) => {
    const values = metricValues.map((values) => values[index]).filter((value): value is number => value !== null && value !== undefined);
    const largest = values.length ? Math.max(...values) : 0;
    const smallest = values.length ? Math.min(...values) : 0;
    const min = smallest < 0 ? niceFloor(smallest) : 0;
    const max = largest > 0 ? niceCeil(largest) : 0;
    return { name, min, max: max > min ? max : min + 1 };
  });
}
