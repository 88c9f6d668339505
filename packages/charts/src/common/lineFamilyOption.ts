import type { LineSeriesOption } from 'echarts';
import type { ChartBuildInput, ChartOutput } from '../chartDefinition';
import { chartThemeOf } from '../theme/chartTheme';
import { axisMagnitude } from './axisMagnitude';
import { axisNumberFormatter } from './axisNumber';
import { axisTooltip } from './axisTooltip';
import { baseOption } from './baseOption';
import { categoryAxis, valueAxis } from './cartesianAxes';
import { cartesianLayout } from './cartesianLayout';
import { categoryChartData, infoDetails, isDateSequence, joinedTitles } from './categoryChartData';
import { categoryZoom } from './dataZoom';
import { lineSampling } from './largeData';
import { lineFamilySections } from './lineFamily';
import { noRowsMessage } from './noRows';
import { labelLayout, seriesLabel } from './seriesLabel';
import { valueLabelText } from './valueLabel';

export interface LineShape {
  /** Filled under the line. */
  area: boolean;
  stacked: boolean;
}

/**
 * Fill opacity: a light wash under separate areas (they overlap), denser for stacked ones (they do not);
 * on a dark card a stacked fill at half strength turns muddy, so it is nearly solid there.
 */
const AREA_OPACITY = { overlapping: 0.18, stacked: { light: 0.55, dark: 0.8 } } as const;

/**
 * The option of a line or area chart. Built for size: series data are plain number arrays and the
 * categories one array, lines are downsampled with LTTB, points hide above LARGE_POINTS, and beyond
 * ZOOM_CATEGORY_THRESHOLD categories the axis zooms. Stacks as bars stack: together, or with a colour
 * dimension and several metrics one stack per metric.
 */
export function lineFamilyOption(shape: LineShape) {
  return (input: ChartBuildInput): ChartOutput => {
    const empty = noRowsMessage(input.data);
    if (empty) return empty;
    const { settings, context } = input;
    const theme = chartThemeOf(context.theme);
    const { dimensions, metrics, info, color, categories, series } = categoryChartData(lineFamilySections, input);
    const count = categories.labels.length;
    const zoom = categoryZoom(count, 'x');
    const step = settings.str('line.step');
    const stacks = series.map((each) => (shape.stacked ? (color && metrics.length > 1 ? each.metric.field.uid : 'total') : undefined));
    const magnitude = axisMagnitude(series.map((each, index) => ({ values: each.values, stack: stacks[index] })));
    const seriesOptions: LineSeriesOption[] = series.map((each, index) => ({
      type: 'line',
      name: each.name,
      data: each.values,
      ...(stacks[index] ? { stack: stacks[index] } : {}),
      ...(shape.area ? { areaStyle: { opacity: shape.stacked ? AREA_OPACITY.stacked[theme.name] : AREA_OPACITY.overlapping } } : {}),
      itemStyle: { color: each.color },
      lineStyle: { width: 2 },
      smooth: settings.bool('line.smooth'),
      ...(step === 'none' ? {} : { step: step as 'start' | 'middle' | 'end' }),
      symbol: 'circle',
      symbolSize: 6,
      ...lineSampling(count, settings.bool('line.showSymbol'), context.width),
      emphasis: { focus: 'series' },
      label: seriesLabel(settings, theme, 'top', valueLabelText(each.metric, context.locale, magnitude)),
      labelLayout,
    }));
    const option = {
      ...baseOption(context, settings),
      ...cartesianLayout({ settings, theme, context, legendNames: series.map((each) => each.name), zoom }),
      tooltip: axisTooltip({
        theme,
        categories: categories.labels,
        pointer: 'line',
        valueText: (seriesIndex, dataIndex) => {
          const value = series[seriesIndex]?.values[dataIndex];
          return value === null || value === undefined ? undefined : series[seriesIndex]!.metric.format(value);
        },
        details: infoDetails(info, series),
      }),
      xAxis: categoryAxis({ labels: categories.labels, group: 'xAxis', settings, theme, context, title: joinedTitles(dimensions), boundaryGap: false, visible: count, sequence: isDateSequence(dimensions) }),
      yAxis: valueAxis({
        group: 'yAxis',
        settings,
        theme,
        title: joinedTitles(metrics),
        formatter: axisNumberFormatter(metrics[0]?.field.format, context.locale, magnitude),
        splitLine: settings.bool('yAxis.splitLine'),
      }),
      series: seriesOptions,
    };
    return { kind: 'echarts', option };
  };
}
