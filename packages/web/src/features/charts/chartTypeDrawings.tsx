import type { ReactElement } from 'react';

/**
 * A small drawing of each chart type for the palette and the trees (issue 26): the cluster, stack and
 * percentage-stack variants, the line and area family and the pie family each look like what they draw,
 * so nobody has to hover to tell them apart. 16 × 16, in the text colour (`currentColor`) with a lighter
 * second tone, so they follow the theme and the palette's current / unsuitable states.
 */
const SECOND = 0.45;

const columns = (bars: readonly (readonly [x: number, top: number, bottom?: number, tone?: number])[]) =>
  bars.map(([x, top, bottom = 14, tone = 1], index) => <rect key={index} x={x} y={top} width={2.5} height={bottom - top} rx={0.4} opacity={tone} />);

/** Columns as drawn, turned a quarter clockwise: they grow from the left edge. */
const asBars = (drawing: ReactElement) => <g transform="rotate(90 8 8)">{drawing}</g>;

const baseline = <path d="M1.5 14.5h13" stroke="currentColor" strokeWidth={1} opacity={SECOND} />;

const clusterColumns = (
  <>
    {baseline}
    {columns([
      [2, 7],
      [4.7, 4, 14, SECOND],
      [9, 9],
      [11.7, 2.5, 14, SECOND],
    ])}
  </>
);

const stackColumns = (
  <>
    {baseline}
    {columns([
      [2, 9],
      [2, 5, 9, SECOND],
      [6.7, 7],
      [6.7, 2, 7, SECOND],
      [11.4, 10],
      [11.4, 6.5, 10, SECOND],
    ])}
  </>
);

const percentColumns = (
  <>
    {baseline}
    {columns([
      [2, 8],
      [2, 2, 8, SECOND],
      [6.7, 5],
      [6.7, 2, 5, SECOND],
      [11.4, 10],
      [11.4, 2, 10, SECOND],
    ])}
  </>
);

/** A sector of a circle centred in the drawing, from `from` to `to` degrees clockwise from twelve o'clock. */
function sector(from: number, to: number, radius: number): string {
  const point = (degrees: number) => {
    const radians = ((degrees - 90) * Math.PI) / 180;
    return `${(8 + radius * Math.cos(radians)).toFixed(2)} ${(8 + radius * Math.sin(radians)).toFixed(2)}`;
  };
  return `M8 8L${point(from)}A${radius} ${radius} 0 ${to - from > 180 ? 1 : 0} 1 ${point(to)}z`;
}

/** A nightingale rose: equal angles, radii by value, alternating tones. */
const ROSE_RADII = [7, 4.6, 6, 3.6, 5.2, 4];

const axes = <path d="M1.5 1.5v13h13" fill="none" stroke="currentColor" strokeWidth={1} opacity={SECOND} />;

const drawings: Record<string, ReactElement> = {
  table: (
    <>
      <rect x={1.5} y={2.5} width={13} height={11} rx={1} fill="none" stroke="currentColor" />
      <rect x={1.5} y={2.5} width={13} height={3} rx={1} />
      <path d="M1.5 9.5h13M6 5.5v8M10.5 5.5v8" stroke="currentColor" strokeWidth={0.8} opacity={SECOND} />
    </>
  ),
  'pivot-table': (
    <>
      <rect x={1.5} y={2.5} width={13} height={11} rx={1} fill="none" stroke="currentColor" />
      <rect x={5.5} y={2.5} width={9} height={3} />
      <rect x={1.5} y={5.5} width={4} height={8} opacity={SECOND} />
      <path d="M5.5 9.5h9M10 5.5v8" stroke="currentColor" strokeWidth={0.8} opacity={SECOND} />
    </>
  ),
  'cluster-column': clusterColumns,
  'stack-column': stackColumns,
  'percentage-stack-column': percentColumns,
  'cluster-bar': asBars(clusterColumns),
  'stack-bar': asBars(stackColumns),
  'percentage-stack-bar': asBars(percentColumns),
  line: (
    <>
      {axes}
      <path d="M3 11l3.5-4 3 2.5L14 3.5" fill="none" stroke="currentColor" strokeWidth={1.6} strokeLinecap="round" strokeLinejoin="round" />
    </>
  ),
  area: (
    <>
      {axes}
      <path d="M2 14V10l4-4.5 3.5 3L14 4v10z" opacity={SECOND} />
      <path d="M2 10l4-4.5 3.5 3L14 4" fill="none" stroke="currentColor" strokeWidth={1.4} strokeLinejoin="round" />
    </>
  ),
  'stack-area': (
    <>
      {axes}
      <path d="M2 14v-3l4-2 3.5 1.5L14 8v6z" />
      <path d="M2 11V7l4-3.5 3.5 2L14 3v5l-4.5 2.5L6 9z" opacity={SECOND} />
    </>
  ),
  'double-y': (
    <>
      <path d="M1.5 1.5v13h13v-13" fill="none" stroke="currentColor" strokeWidth={1} opacity={SECOND} />
      {columns([
        [3.5, 8, 14, SECOND],
        [7, 6, 14, SECOND],
        [10.5, 9, 14, SECOND],
      ])}
      <path d="M4.5 6l3.5-3 3.5 3.5" fill="none" stroke="currentColor" strokeWidth={1.6} strokeLinecap="round" strokeLinejoin="round" />
    </>
  ),
  pie: (
    <>
      <path d="M8 8V1.5A6.5 6.5 0 1 1 1.9 10.2z" opacity={SECOND} />
      <path d="M7 7V1.6A6.2 6.2 0 0 0 1.3 9.2z" />
    </>
  ),
  doughnut: (
    <>
      <path d="M8 1.5a6.5 6.5 0 1 1-6.2 8.4l2.8-.9A3.6 3.6 0 1 0 8 4.4z" opacity={SECOND} />
      <path d="M7 1.6v2.9a3.6 3.6 0 0 0-3.1 3.9l-2.8.8A6.5 6.5 0 0 1 7 1.6z" />
    </>
  ),
  rose: (
    <>
      {ROSE_RADII.map((radius, index) => (
        <path key={index} d={sector(index * 60 + 2, index * 60 + 58, radius)} opacity={index % 2 === 0 ? 1 : SECOND} />
      ))}
    </>
  ),
  funnel: (
    <>
      <path d="M1.5 2.5h13l-1.6 3H3.1z" />
      <path d="M3.7 6.5h8.6l-1.6 3H5.3z" opacity={SECOND} />
      <path d="M5.9 10.5h4.2l-1.3 3H7.2z" />
    </>
  ),
  scatter: (
    <>
      {axes}
      <circle cx={4.5} cy={10.5} r={1.3} />
      <circle cx={7.5} cy={6.5} r={2} opacity={SECOND} />
      <circle cx={11} cy={9} r={1.3} />
      <circle cx={12.5} cy={4} r={1.6} />
    </>
  ),
  radar: (
    <>
      <path d="M8 1.5l6.2 4.5-2.4 7.5H4.2L1.8 6z" fill="none" stroke="currentColor" strokeWidth={0.9} opacity={SECOND} />
      <path d="M8 4l4 2.6-1.8 4.6H6.4L4.7 6.8z" />
    </>
  ),
  'word-cloud': (
    <>
      <rect x={2} y={3} width={5} height={2} rx={1} opacity={SECOND} />
      <rect x={8} y={2.5} width={6} height={3} rx={1.2} />
      <rect x={1.5} y={6.8} width={9} height={3.4} rx={1.4} />
      <rect x={11.5} y={7.2} width={3} height={2.4} rx={1} opacity={SECOND} />
      <rect x={3} y={11.5} width={4} height={2} rx={1} opacity={SECOND} />
      <rect x={8} y={11.2} width={5.5} height={2.6} rx={1.1} />
    </>
  ),
  gauge: (
    <>
      <path d="M2.2 11.5a6 6 0 1 1 11.6 0" fill="none" stroke="currentColor" strokeWidth={2.2} opacity={SECOND} />
      <path d="M2.2 11.5A6 6 0 0 1 9.9 4.3" fill="none" stroke="currentColor" strokeWidth={2.2} />
      <path d="M8 10.5l3-4.2" stroke="currentColor" strokeWidth={1.4} strokeLinecap="round" />
      <circle cx={8} cy={10.5} r={1.2} />
    </>
  ),
  'score-card': (
    <>
      <rect x={1.5} y={2.5} width={13} height={11} rx={1.5} fill="none" stroke="currentColor" opacity={SECOND} />
      <rect x={3.5} y={5} width={6.5} height={3.6} rx={0.8} />
      <rect x={3.5} y={10.2} width={5} height={1.4} rx={0.6} opacity={SECOND} />
      <path d="M12.2 9V5.4M10.7 6.8l1.5-1.5 1.5 1.5" fill="none" stroke="currentColor" strokeWidth={1.2} strokeLinecap="round" strokeLinejoin="round" />
    </>
  ),
  waterfall: (
    <>
      {baseline}
      {columns([
        [2, 5],
        [5, 5, 8, SECOND],
        [8, 8, 10.5, SECOND],
        [11, 10.5],
      ])}
    </>
  ),
  'rich-text': (
    <>
      <path d="M2 2.5h6M5 2.5v6" stroke="currentColor" strokeWidth={1.6} strokeLinecap="round" />
      <path d="M9.5 5h4.5M9.5 8h4.5M2 11h12M2 14h8" stroke="currentColor" strokeWidth={1.2} strokeLinecap="round" opacity={SECOND} />
    </>
  ),
  'region-map': (
    <>
      <path d="M2 4.5l3-1.5 2.5 1 3-1.5 3.5 1.5v8l-3 1.5-3.5-1-2.5 1L2 12.5z" opacity={SECOND} />
      <path d="M7.5 4l3-1.5 3.5 1.5v4.5l-3 1-3.5-1.5z" />
    </>
  ),
  'scatter-map': (
    <>
      <path d="M2 4.5l3-1.5 2.5 1 3-1.5 3.5 1.5v8l-3 1.5-3.5-1-2.5 1L2 12.5z" fill="none" stroke="currentColor" strokeWidth={0.9} opacity={SECOND} />
      <circle cx={5} cy={9.5} r={1.3} />
      <circle cx={11} cy={7} r={2} />
      <circle cx={8.5} cy={11.5} r={1} opacity={SECOND} />
    </>
  ),
};

/** The chart types that have a drawing of their own. */
export const drawnChartTypes = Object.keys(drawings);

/** The drawing of a chart type, as an SVG sized 1em like an icon font's glyph; undefined for a type without one. */
export function chartTypeDrawing(chartType: string): ReactElement | undefined {
  const drawing = drawings[chartType];
  if (!drawing) return undefined;
  return (
    <svg viewBox="0 0 16 16" width="1em" height="1em" fill="currentColor" aria-hidden focusable="false" data-chart-drawing={chartType}>
      {drawing}
    </svg>
  );
}
