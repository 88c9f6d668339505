import type { LegendComponentOption } from 'echarts';
import type { ChartContext } from '../chartDefinition';
import type { SettingValues } from '../settings/settingValues';
import type { ChartTheme } from '../theme/chartTheme';
import { estimateTextWidth } from './textWidth';

/** Below this width the legend moves under the plot whatever its setting (reference/visual.md). */
export const NARROW_WIDTH = 480;
/** The width a side legend gets (its texts truncate to fit). */
export const LEGEND_SIDE = 140;
/** ECharts' legend geometry as set here: the swatch, the gap to its text, the gap between items and rows. */
const SWATCH = 12;
const SWATCH_GAP = 5;
const ITEM_GAP = 10;
/** Room the legend leaves at each side of the canvas. */
const SIDE_ROOM = 16;
/** A legend of more rows than this scrolls instead: the plot would be squeezed. */
export const MAX_LEGEND_ROWS = 2;
/** The height one row of a horizontal legend takes at 12 px text, with the gap under it. */
const ROW_HEIGHT = 24;
/** The canvas size assumed when the drawing area is unknown. */
const DEFAULT_WIDTH = 800;
const DEFAULT_HEIGHT = 400;
/** The height one entry of a vertical legend takes (swatch or text, and the gap under it). */
const ENTRY_HEIGHT = 14 + ITEM_GAP;

/** How many columns a vertical legend of `count` entries wraps into down `height` (ECharts' plain legend wraps so). */
export function legendColumns(count: number, fontSize: number, height: number): number {
  const perColumn = Math.max(1, Math.floor((height - 8) / (ENTRY_HEIGHT + (fontSize - 12))));
  return Math.max(1, Math.ceil(count / perColumn));
}

/** Where the legend goes: the setting, or below the plot on narrow cells. */
export const legendPosition = (settings: SettingValues, context: ChartContext): string =>
  context.width !== undefined && context.width < NARROW_WIDTH ? 'bottom' : settings.str('legend.position');

/**
 * How many rows a horizontal legend wraps into across `width` (text estimated without a DOM, generously,
 * so ECharts never needs more rows than this says).
 */
export function legendRows(names: readonly string[], fontSize: number, width: number): number {
  const room = Math.max(1, width - 2 * SIDE_ROOM);
  let rows = 1;
  let used = 0;
  for (const name of names) {
    const item = SWATCH + SWATCH_GAP + estimateTextWidth(name, fontSize) + ITEM_GAP;
    if (used > 0 && used + item > room) {
      rows += 1;
      used = 0;
    }
    used += item;
  }
  return rows;
}

export interface ChartLegend {
  legend: LegendComponentOption;
  /** The side it stands on and the room it takes there, which the plot leaves free. */
  side: 'top' | 'bottom' | 'left' | 'right';
  room: number;
}

/**
 * The legend of a chart, in the theme's muted text, where the settings (or a narrow cell) put it. Above or
 * below the plot it is drawn whole, wrapped, while it takes at most MAX_LEGEND_ROWS rows (five series on a
 * phone read better on two rows than on a scrolling strip that cuts its last item in half); longer ones
 * scroll in one row. Beside the plot it scrolls down a column of truncated names. In a still picture
 * nothing scrolls (issue 26: a mailed pie showed 'page 1 of 4'): the legend wraps into as many rows, or
 * columns beside the plot, as its entries need.
 */
export function chartLegend(names: readonly string[], settings: SettingValues, theme: ChartTheme, context: ChartContext, top: number): ChartLegend {
  const position = legendPosition(settings, context);
  const vertical = position === 'left' || position === 'right';
  const fontSize = settings.num('legend.fontSize');
  const rows = vertical ? 1 : legendRows(names, fontSize, context.width ?? DEFAULT_WIDTH);
  const wrapped = !vertical && (rows <= MAX_LEGEND_ROWS || context.still === true);
  const columns = vertical && context.still ? legendColumns(names.length, fontSize, (context.height ?? DEFAULT_HEIGHT) - top) : 1;
  const legend: LegendComponentOption = {
    type: wrapped || context.still ? 'plain' : 'scroll',
    data: [...names],
    orient: vertical ? 'vertical' : 'horizontal',
    ...(position === 'top' ? { top: top + 4, left: 'center' } : position === 'bottom' ? { bottom: 4, left: 'center' } : { [position]: 4, top: 'middle' }),
    icon: 'roundRect',
    itemWidth: SWATCH,
    itemHeight: 8,
    itemGap: ITEM_GAP,
    textStyle: { color: theme.textMuted, fontSize, ...(vertical ? { width: LEGEND_SIDE - 30, overflow: 'truncate' as const } : {}) },
    pageTextStyle: { color: theme.textMuted },
    pageIconColor: theme.textMuted,
    pageIconInactiveColor: theme.axisLine,
  };
  const rowHeight = ROW_HEIGHT + (fontSize - 12);
  return { legend, side: position as ChartLegend['side'], room: vertical ? columns * LEGEND_SIDE : (wrapped ? rows : 1) * rowHeight + 4 };
}
