/**
 * Round numbers for the ends of a scale (a gauge's maximum, a radar indicator's): the data's extreme
 * rounded outwards to 1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6 or 8 times a power of ten, so 73.2 reads 80 and
 * 12,345 reads 15,000.
 */
const steps = [1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10];

export function niceCeil(value: number): number {
  if (value === 0 || !Number.isFinite(value)) return value;
  if (value < 0) return -niceFloor(-value);
  const power = 10 ** Math.floor(Math.log10(value));
  // Float noise: 0.3 / 0.1 is 2.9999999999999996, which must not round up past 3.
  const scaled = Number((value / power).toPrecision(12));
  const step = steps.find((candidate) => candidate >= scaled)!;
  return Number((step * power).toPrecision(12));
}

export function niceFloor(value: number): number {
  if (value === 0 || !Number.isFinite(value)) return value;
  if (value < 0) return -niceCeil(-value);
  const power = 10 ** Math.floor(Math.log10(value));
  const scaled = Number((value / power).toPrecision(12));
  const step = [...steps].reverse().find((candidate) => candidate <= scaled)!;
  return Number((step * power).toPrecision(12));
}
