import type { DataZoomComponentOption } from 'echarts';
import type { ChartContext } from '../chartDefinition';
import type { ChartTheme } from '../theme/chartTheme';

/** Above this many categories the plot scrolls and zooms (inside: wheel and drag; a slider beside the axis). */
export const ZOOM_CATEGORY_THRESHOLD = 200;
/** The slider's thickness; the layout leaves this much room for it. */
export const SLIDER_SIZE = 20;

/** A zoomed bar chart first shows as many categories as get BAR_BAND pixels each along the plot, within these bounds. */
const BAR_BAND = 16;
const BAR_WINDOW = { min: 10, max: 60 } as const;
/** The plot length assumed when the drawing area is unknown. */
const DEFAULT_LENGTH = { x: 600, y: 400 } as const;

/** How many categories a zoomed bar chart first shows along `axis`: bars thinner than that say nothing. */
export function firstBarWindow(context: ChartContext, axis: 'x' | 'y'): number {
  const length = (axis === 'x' ? context.width : context.height) ?? DEFAULT_LENGTH[axis];
  return Math.min(BAR_WINDOW.max, Math.max(BAR_WINDOW.min, Math.floor(length / BAR_BAND)));
}

/** Which axis the zoom moves along and how much of it the plot first shows (percent). */
export interface CategoryZoom {
  axis: 'x' | 'y';
  end: number;
}

/**
 * The zoom a category axis needs: none up to ZOOM_CATEGORY_THRESHOLD categories; beyond, bars first show
 * the first `firstWindow` categories (firstBarWindow) while lines show all of them
 * (sampled, see largeData.ts) and zoom in from there.
 */
export function categoryZoom(count: number, axis: 'x' | 'y', firstWindow?: number): CategoryZoom | undefined {
  if (count <= ZOOM_CATEGORY_THRESHOLD) return undefined;
  return { axis, end: firstWindow === undefined ? 100 : Math.max(1, Math.min(100, (firstWindow / count) * 100)) };
}

/** The zoom components: inside (wheel, drag, pinch) and a themed slider placed at `offset` from its edge. */
export function dataZoomComponents(zoom: CategoryZoom, theme: ChartTheme, offset: number): DataZoomComponentOption[] {
  const axisIndex = zoom.axis === 'x' ? { xAxisIndex: 0 } : { yAxisIndex: 0 };
  const place = zoom.axis === 'x' ? { bottom: offset, height: SLIDER_SIZE } : { right: offset, width: SLIDER_SIZE };
  return [
    { type: 'inside', ...axisIndex, start: 0, end: zoom.end },
    {
      type: 'slider',
      ...axisIndex,
      ...place,
      start: 0,
      end: zoom.end,
      showDetail: false,
      borderColor: theme.axisLine,
      fillerColor: `${theme.axisLine}55`,
      textStyle: { color: theme.textMuted },
      dataBackground: { lineStyle: { color: theme.axisLine }, areaStyle: { color: theme.splitLine } },
    },
  ];
}
