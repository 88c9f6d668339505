import { sparklineShapes, type ScoreCardModel } from '@redbi/charts';

/** The sparkline takes a share of the card's height, within these bounds (the server's picture does the same). */
export const sparklineHeight = (cardHeight: number | undefined) => Math.round(Math.min(64, Math.max(18, (cardHeight ?? 200) * 0.16)));

/** A score card's sparkline: the metric over time as a line over a light area, the latest point a dot. */
export function Sparkline({ sparkline, width = 200, height }: { sparkline: NonNullable<ScoreCardModel['sparkline']>; width?: number | undefined; height: number }) {
  const shapes = sparklineShapes(sparkline.points, width, height);
  return (
    <svg width={width} height={height} viewBox={`0 0 ${width} ${height}`} role="presentation" data-testid="score-card-sparkline" style={{ display: 'block', flex: 'none', overflow: 'visible' }}>
      <path d={shapes.area} fill={sparkline.color} fillOpacity={0.14} />
      <path d={shapes.line} fill="none" stroke={sparkline.color} strokeWidth={2} strokeLinejoin="round" strokeLinecap="round" />
      {shapes.last && <circle cx={shapes.last.x} cy={shapes.last.y} r={3} fill={sparkline.color} />}
    </svg>
  );
}
