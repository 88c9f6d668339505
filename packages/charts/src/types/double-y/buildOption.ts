import type { BarSeriesOption, LineSeriesOption } from 'echarts';
import type { ChartBuildInput, ChartOutput } from '../../chartDefinition';
import { axisMagnitude } from '../../common/axisMagnitude';
import { axisNumberFormatter } from '../../common/axisNumber';
import { axisTooltip } from '../../common/axisTooltip';
import { baseOption } from '../../common/baseOption';
import { categoryAxis, valueAxis } from '../../common/cartesianAxes';
import { cartesianLayout } from '../../common/cartesianLayout';
import { categoryChartData, infoDetails, isDateSequence, joinedTitles } from '../../common/categoryChartData';
import { categoryZoom, firstBarWindow } from '../../common/dataZoom';
import { isLarge, largeMode, lineSampling } from '../../common/largeData';
import { noRowsMessage } from '../../common/noRows';
import { labelLayout, seriesLabel } from '../../common/seriesLabel';
import { valueLabelText } from '../../common/valueLabel';
import { chartThemeOf } from '../../theme/chartTheme';
import { doubleYMetricKeys, doubleYSections } from './sections';

/**
 * Two value axes over one category axis: the left metrics on the left axis, the right ones on the right,
 * each side drawn as bars or lines (left.type / right.type) and each axis written in the format of its
 * first metric. The right axis aligns its ticks to the left one's gridlines and draws none of its own.
 */
export function buildDoubleYOption(input: ChartBuildInput): ChartOutput {
  const empty = noRowsMessage(input.data);
  if (empty) return empty;
  const { settings, context } = input;
  const theme = chartThemeOf(context.theme);
  const { dimensions, metrics, info, categories, series } = categoryChartData(doubleYSections, input, doubleYMetricKeys);
  const leftCount = (input.config.sections.metricsLeft ?? []).length;
  const sides = [
    { type: settings.str('left.type'), metrics: metrics.slice(0, leftCount), position: 'left' as const },
    { type: settings.str('right.type'), metrics: metrics.slice(leftCount), position: 'right' as const },
  ];
  const count = categories.labels.length;
  const anyBars = sides.some((side) => side.type === 'bar');
  const barWindow = anyBars ? firstBarWindow(context, 'x') : undefined;
  const zoom = categoryZoom(count, 'x', barWindow);
  const large = isLarge(count);
  const magnitudes = [0, 1].map((axis) => axisMagnitude(series.filter((_, index) => (index < leftCount ? 0 : 1) === axis)));
  const seriesOptions = series.map((each, index): BarSeriesOption | LineSeriesOption => {
    const axis = index < leftCount ? 0 : 1;
    const common = {
      name: each.name,
      data: each.values,
      yAxisIndex: axis,
      itemStyle: { color: each.color },
      emphasis: { focus: 'series' as const },
      label: seriesLabel(settings, theme, 'top', valueLabelText(each.metric, context.locale, magnitudes[axis]!)),
      labelLayout,
    };
    return sides[axis]!.type === 'bar'
      ? { ...common, type: 'bar', barMaxWidth: 48, ...(large ? largeMode : {}) }
      : { ...common, type: 'line', lineStyle: { width: 2 }, symbol: 'circle', symbolSize: 6, ...lineSampling(count, true, context.width) };
  });
  const option = {
    ...baseOption(context, settings),
    ...cartesianLayout({ settings, theme, context, legendNames: series.map((each) => each.name), zoom }),
    tooltip: axisTooltip({
      theme,
      categories: categories.labels,
      pointer: anyBars ? 'shadow' : 'line',
      valueText: (seriesIndex, dataIndex) => {
        const value = series[seriesIndex]?.values[dataIndex];
        return value === null || value === undefined ? undefined : series[seriesIndex]!.metric.format(value);
      },
      details: infoDetails(info, series),
    }),
    xAxis: categoryAxis({ labels: categories.labels, group: 'xAxis', settings, theme, context, title: joinedTitles(dimensions), boundaryGap: anyBars, visible: zoom && barWindow ? barWindow : count, sequence: isDateSequence(dimensions) }),
    yAxis: sides.map((side, axis) => ({
      ...valueAxis({
        group: 'yAxis',
        settings,
        theme,
        title: joinedTitles(side.metrics),
        formatter: axisNumberFormatter(side.metrics[0]?.field.format, context.locale, magnitudes[axis]),
        splitLine: axis === 0 && settings.bool('yAxis.splitLine'),
        position: side.position,
      }),
      ...(axis === 1 ? { alignTicks: true } : {}),
    })),
    series: seriesOptions,
  };
  return { kind: 'echarts', option };
}
