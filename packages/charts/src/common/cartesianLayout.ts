import type { DataZoomComponentOption, GridComponentOption, LegendComponentOption } from 'echarts';
import type { ChartContext } from '../chartDefinition';
import type { SettingValues } from '../settings/settingValues';
import type { ChartTheme } from '../theme/chartTheme';
import { titleOffset } from './baseOption';
import { chartLegend } from './chartLegend';
import { dataZoomComponents, SLIDER_SIZE, type CategoryZoom } from './dataZoom';

const EDGE = 12;

export interface CartesianLayout {
  grid: GridComponentOption;
  legend?: LegendComponentOption;
  dataZoom?: DataZoomComponentOption[];
}

export interface CartesianLayoutInput {
  settings: SettingValues;
  theme: ChartTheme;
  context: ChartContext;
  /** The legend's entries (helper series such as a waterfall's base stay out). One series needs no legend. */
  legendNames: readonly string[];
  zoom?: CategoryZoom;
}

/**
 * The plot's frame: the legend (chartLegend.ts: wrapped or scrolling, themed, where the settings and the
 * width put it), the zoom slider, and a grid that leaves room for the title, the legend and the slider. The grid is the outer bound of axis
 * labels and names (outerBoundsMode 'same'), so long labels shrink the plot instead of leaving the canvas.
 */
export function cartesianLayout(input: CartesianLayoutInput): CartesianLayout {
  const { settings, theme, context, zoom } = input;
  const top = titleOffset(settings);
  const room = { top: top + EDGE, bottom: EDGE, left: EDGE, right: EDGE + 4 };
  let legend: LegendComponentOption | undefined;
  if (settings.bool('legend.show') && input.legendNames.length > 1) {
    const placed = chartLegend(input.legendNames, settings, theme, context, top);
    legend = placed.legend;
    room[placed.side] += placed.room;
  }
  let dataZoom: DataZoomComponentOption[] | undefined;
  if (zoom) {
    const edge = zoom.axis === 'x' ? 'bottom' : 'right';
    dataZoom = dataZoomComponents(zoom, theme, room[edge]);
    room[edge] += SLIDER_SIZE + 8;
  }
  return {
    grid: { ...room, outerBoundsMode: 'same', outerBoundsContain: 'all' },
    ...(legend ? { legend } : {}),
    ...(dataZoom ? { dataZoom } : {}),
  };
}
