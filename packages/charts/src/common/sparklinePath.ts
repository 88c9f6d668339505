/** A sparkline's shapes in a box: the line through the points, the area beneath it, and the last point. */
export interface SparklineShapes {
  /** SVG path data of the line (gaps where a point has no value). */
  line: string;
  /** SVG path data of the area between the line and the box's bottom, per run of points with values. */
  area: string;
  /** The latest point with a value, for a dot. */
  last?: { x: number; y: number };
}

const round = (value: number) => Math.round(value * 10) / 10;

/**
 * The shapes of a sparkline of `points` (in time order, null: no value) filling `width` × `height`, the
 * values spread over the height (a flat series sits in the middle). Pure: the browser and the server
 * renderer draw the same shapes.
 */
export function sparklineShapes(points: readonly (number | null)[], width: number, height: number, inset = 2): SparklineShapes {
  const values = points.filter((point): point is number => point !== null);
  if (values.length === 0 || width <= 0 || height <= 0) return { line: '', area: '' };
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = max - min;
  const step = points.length > 1 ? (width - 2 * inset) / (points.length - 1) : 0;
  const xOf = (index: number) => round(inset + index * step);
  const yOf = (value: number) => round(span === 0 ? height / 2 : inset + (1 - (value - min) / span) * (height - 2 * inset));
  const runs: { x: number; y: number }[][] = [];
  let run: { x: number; y: number }[] = [];
  points.forEach((point, index) => {
    if (point === null) {
      if (run.length > 0) runs.push(run);
      run = [];
      return;
    }
    run.push({ x: xOf(index), y: yOf(point) });
  });
  if (run.length > 0) runs.push(run);
  const line = runs.map((part) => part.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x} ${p.y}`).join(' ')).join(' ');
  const area = runs
    .filter((part) => part.length > 1)
    .map((part) => `M${part[0]!.x} ${height} ${part.map((p) => `L${p.x} ${p.y}`).join(' ')} L${part[part.length - 1]!.x} ${height} Z`)
    .join(' ');
  const lastRun = runs[runs.length - 1];
  return { line, area, ...(lastRun ? { last: lastRun[lastRun.length - 1]! } : {}) };
}
