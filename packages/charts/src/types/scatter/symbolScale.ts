/**
 * Point sizes from a size metric: the smallest value gets `min` pixels, the largest `max`, and in between
 * the point's area (not its width) grows with the value, so a value twice another does not look four
 * times as big. Equal values, or none, get the middle size.
 */
export function symbolScale(values: readonly (number | null)[], min: number, max: number): (value: number | null) => number {
  let low = Infinity;
  let high = -Infinity;
  for (const value of values) {
    if (value === null) continue;
    low = Math.min(low, value);
    high = Math.max(high, value);
  }
  const middle = (min + Math.max(min, max)) / 2;
  if (!(high > low)) return () => middle;
  const top = Math.max(min, max);
  return (value) => (value === null ? min : min + (top - min) * Math.sqrt((value - low) / (high - low)));
}
