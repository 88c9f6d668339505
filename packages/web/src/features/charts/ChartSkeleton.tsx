import { theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePrefersReducedMotion } from '../../app/theme/reducedMotion';
import './messages';

/** Skeleton shapes in a 100 × 60 box, by palette group; `round` shapes keep their aspect ratio. */
interface SkeletonShape {
  round?: boolean;
  draw(fill: string): ReactNode;
}

const heights = [28, 42, 20, 50, 34, 44, 24];

const columns: SkeletonShape = {
  draw: (fill) => heights.map((height, index) => <rect key={index} x={6 + index * 13} y={58 - height} width={9} height={height} rx={1.5} fill={fill} />),
};

/** Shapes by ChartDefinition.group; other groups get `columns`. */
const skeletonShapes: Record<string, SkeletonShape> = {
  column: columns,
  bar: {
    draw: (fill) => heights.slice(0, 5).map((height, index) => <rect key={index} x={4} y={4 + index * 11} width={height * 1.8} height={7} rx={1.5} fill={fill} />),
  },
  line: {
    draw: (fill) => <polyline points="4,48 20,34 36,40 52,20 68,28 84,12 96,18" fill="none" stroke={fill} strokeWidth={4} strokeLinejoin="round" strokeLinecap="round" vectorEffect="non-scaling-stroke" />,
  },
  scatter: {
    draw: (fill) => [
      [14, 44], [24, 30], [38, 38], [46, 18], [60, 28], [72, 14], [84, 24], [30, 50], [66, 44],
    ].map(([cx, cy], index) => <circle key={index} cx={cx} cy={cy} r={3.5} fill={fill} />),
  },
  pie: { round: true, draw: (fill) => <circle cx={50} cy={30} r={22} fill="none" stroke={fill} strokeWidth={12} /> },
  table: {
    draw: (fill) => [0, 1, 2, 3, 4, 5].map((row) => <rect key={row} x={2} y={2 + row * 9.6} width={96} height={row === 0 ? 7 : 5.5} rx={1} fill={fill} opacity={row === 0 ? 1 : 0.6} />),
  },
  other: { round: true, draw: (fill) => <rect x={22} y={18} width={56} height={24} rx={4} fill={fill} /> },
};

/** Loading: a skeleton of the chart's shape, not a page spinner (reference/visual.md, States). */
export function ChartSkeleton({ group }: { group?: string }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const reducedMotion = usePrefersReducedMotion();
  const shape = skeletonShapes[group ?? ''] ?? columns;
  return (
    <div role="status" aria-label={t('charts.loading')} style={{ height: '100%', padding: token.padding, boxSizing: 'border-box' }}>
      <svg viewBox="0 0 100 60" width="100%" height="100%" preserveAspectRatio={shape.round ? 'xMidYMid meet' : 'none'} aria-hidden>
        <g>
          {shape.draw(token.colorFillSecondary)}
          {!reducedMotion && <animate attributeName="opacity" values="1;0.45;1" dur="1.6s" repeatCount="indefinite" />}
        </g>
      </svg>
    </div>
  );
}
