import type { LegendComponentOption } from 'echarts';
import type { ChartContext } from '../chartDefinition';
import type { SettingValues } from '../settings/settingValues';
import type { ChartTheme } from '../theme/chartTheme';
import { titleOffset } from './baseOption';
import { chartLegend } from './chartLegend';

/**
 * Where a round chart (pie, funnel, radar, gauge) sits: its legend where the settings put it (below the
 * plot on narrow cells, reference/visual.md) and the plot's centre moved away from the legend and the
 * title, as percentages of the canvas so a resize without a rebuild keeps the proportions.
 */
export interface RoundLayout {
  legend?: LegendComponentOption;
  center: [string, string];
  /** How much of the canvas the plot may take (1: all of it; less beside a side legend). */
  scale: number;
  /** The free box around the plot, in pixels from each edge (funnels and maps fit boxes, not circles). */
  box: { top: number; bottom: number; left: number; right: number };
}

const EDGE = 12;

/** The layout for a plot whose legend lists `legendNames` (none when the legend is off or has one entry). */
export function roundLayout(settings: SettingValues, theme: ChartTheme, context: ChartContext, legendNames: readonly string[]): RoundLayout {
  const top = titleOffset(settings);
  const box = { top: top + EDGE, bottom: EDGE, left: EDGE, right: EDGE };
  const showLegend = 'legend.show' in settings.raw && settings.bool('legend.show') && legendNames.length > 1;
  const placed = showLegend ? chartLegend(legendNames, settings, theme, context, top) : undefined;
  if (placed) box[placed.side] += placed.room;
  // The centre as a share of the canvas, assuming a typical 800 × 500 cell when the size is unknown.
  const width = context.width ?? 800;
  const height = context.height ?? 500;
  const centerX = (box.left + (width - box.right)) / 2 / width;
  const centerY = (box.top + (height - box.bottom)) / 2 / height;
  // ECharts reads a radius of '100%' as half the canvas's shorter side; the plot has the free box's.
  const scale = Math.max(0.4, Math.min(width - box.left - box.right, height - box.top - box.bottom) / Math.min(width, height));
  return {
    ...(placed ? { legend: placed.legend } : {}),
    center: [`${(centerX * 100).toFixed(1)}%`, `${(centerY * 100).toFixed(1)}%`],
    scale,
    box,
  };
}

/** A radius as ECharts takes it ('62%' of half the shorter side), shrunk by the layout's scale. */
export const scaledRadius = (percent: number, layout: RoundLayout): string => `${(percent * layout.scale).toFixed(1)}%`;
