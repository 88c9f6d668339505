import type { ScatterSeriesOption } from 'echarts';
import type { ChartContext } from '../chartDefinition';
import type { MatchedRegion } from '../maps/matchLocations';
import type { SettingValues } from '../settings/settingValues';
import type { ChartTheme } from '../theme/chartTheme';
import type { PlacedField } from './chartFields';
import { regionValue } from './geoMapParts';
import { labelLayout } from './seriesLabel';

export interface PointStyle {
  /** Symbol diameters in pixels for the smallest and largest sized value. */
  sizes: readonly [number, number];
  /** One colour for every point; absent: the colour scale (visualMap) colours them by the metric. */
  color?: string;
}

/** A diameter for each value: the area grows with the value (square root), between the two sizes. */
export function pointSizes(values: readonly (number | null)[], [smallest, largest]: readonly [number, number]): number[] {
  const known = values.filter((value): value is number => value !== null);
  const low = known.length ? Math.min(...known) : 0;
  const high = known.length ? Math.max(...known) : 0;
  return values.map((value) => {
    if (value === null) return smallest;
    const share = high > low ? (value - low) / (high - low) : 1;
    return Math.round((smallest + (largest - smallest) * Math.sqrt(share)) * 10) / 10;
  });
}

/**
 * Places as points on the map (cities, or regions at their marker points): [longitude, latitude, metric,
 * size] per point, sized by `size` (else the metric), with labels that hide rather than overlap.
 */
export function pointSeries(entries: readonly MatchedRegion[], fields: { metric: PlacedField; size?: PlacedField }, style: PointStyle, settings: SettingValues, theme: ChartTheme, context: ChartContext): ScatterSeriesOption {
  const metricValues = entries.map((entry) => regionValue(fields.metric, entry));
  const sizeValues = fields.size ? entries.map((entry) => regionValue(fields.size!, entry)) : metricValues;
  const diameters = pointSizes(sizeValues, style.sizes);
  return {
    type: 'scatter',
    coordinateSystem: 'geo',
    geoIndex: 0,
    name: fields.metric.title,
    data: entries.map((entry, index) => ({
      name: entry.region.names[context.locale],
      value: [entry.region.point[0], entry.region.point[1], metricValues[index] ?? '-', sizeValues[index] ?? '-'] as number[],
      symbolSize: diameters[index],
    })),
    itemStyle: { ...(style.color ? { color: style.color } : {}), opacity: 0.85, borderColor: theme.surface, borderWidth: 1 },
    label: { show: settings.bool('label.show'), position: 'right', formatter: '{b}', color: theme.text, fontSize: settings.num('label.fontSize') },
    labelLayout,
    emphasis: { scale: 1.2, label: { show: true } },
  };
}
