import type { BarSeriesOption } from 'echarts';
import type { ChartBuildInput, ChartOutput } from '../chartDefinition';
import { formatNumber, type FormatLocale } from '../format/numberFormat';
import { chartThemeOf } from '../theme/chartTheme';
import { axisMagnitude } from './axisMagnitude';
import { axisNumberFormatter } from './axisNumber';
import { axisTooltip } from './axisTooltip';
import { barFamilySections, type BarOrientation, type BarStacking } from './barFamily';
import { baseOption } from './baseOption';
import { categoryAxis, valueAxis } from './cartesianAxes';
import { cartesianLayout } from './cartesianLayout';
import { categoryChartData, infoDetails, isDateSequence, joinedTitles } from './categoryChartData';
import { categoryZoom, firstBarWindow } from './dataZoom';
import { isLarge, largeMode } from './largeData';
import { noRowsMessage } from './noRows';
import { stackShares } from './percentageStack';
import { valueLabelText } from './valueLabel';
import { insideLabelLayout, labelLayout, seriesLabel } from './seriesLabel';

const BAR_MAX_WIDTH = 48;

export interface BarShape {
  orientation: BarOrientation;
  stacking: BarStacking;
}

/** A share of 100 written as a percentage in the locale: 45.6%. */
const shareText = (share: number, locale: FormatLocale) => formatNumber(share / 100, { kind: 'percentage', decimals: 1 }, locale);

/**
 * The option of a bar or column chart. Series stack together — or, with a colour dimension and several
 * metrics, one stack per metric (each column split by colour). Percentage stacks draw each value's share
 * of its category and stack (the axis runs to 100%, and below 0 only as far as negative shares go); their
 * tooltip gives the value and the share.
 */
export function barFamilyOption(shape: BarShape) {
  return (input: ChartBuildInput): ChartOutput => {
    const empty = noRowsMessage(input.data);
    if (empty) return empty;
    const { settings, context } = input;
    const { locale } = context;
    const theme = chartThemeOf(context.theme);
    const { dimensions, metrics, info, color, categories, series } = categoryChartData(barFamilySections, input);
    const horizontal = shape.orientation === 'bar';
    const stacked = shape.stacking !== 'none';
    const stacks = series.map((each) => (!stacked ? undefined : color && metrics.length > 1 ? each.metric.field.uid : 'total'));
    const shares = shape.stacking === 'percent' ? stackShares(series.map((each, index) => ({ values: each.values, stack: stacks[index]! }))) : undefined;
    const count = categories.labels.length;
    const magnitude = axisMagnitude(series.map((each, index) => ({ values: each.values, stack: stacks[index] })));
    const labelTexts = series.map((each) => valueLabelText(each.metric, locale, magnitude));
    const barWindow = firstBarWindow(context, horizontal ? 'y' : 'x');
    const zoom = categoryZoom(count, horizontal ? 'y' : 'x', barWindow);
    const categoryAxisOption = categoryAxis({
      labels: categories.labels,
      group: horizontal ? 'yAxis' : 'xAxis',
      settings,
      theme,
      context,
      title: joinedTitles(dimensions),
      boundaryGap: true,
      visible: zoom ? barWindow : count,
      sequence: isDateSequence(dimensions),
    });
    const negativeShares = shares?.some((values) => values.some((share) => share !== null && share < 0)) ?? false;
    const valueAxisOption = valueAxis({
      group: horizontal ? 'xAxis' : 'yAxis',
      settings,
      theme,
      title: joinedTitles(metrics),
      formatter: shares
        ? (value) => formatNumber(value / 100, { kind: 'percentage' }, locale)
        : axisNumberFormatter(metrics[0]?.field.format, locale, magnitude),
      splitLine: settings.bool('yAxis.splitLine'),
      ...(shares ? { max: 100, ...(negativeShares ? {} : { min: 0 }) } : {}),
    });
    const large = isLarge(count);
    const seriesOptions: BarSeriesOption[] = series.map((each, index) => ({
      type: 'bar',
      name: each.name,
      data: shares ? shares[index]! : each.values,
      ...(stacks[index] ? { stack: stacks[index] } : {}),
      itemStyle: { color: each.color },
      barMaxWidth: BAR_MAX_WIDTH,
      emphasis: { focus: 'series' },
      label: seriesLabel(settings, theme, stacked ? 'inside' : horizontal ? 'right' : 'top', (value) => (shares ? shareText(value, locale) : labelTexts[index]!(value))),
      labelLayout: stacked ? insideLabelLayout : labelLayout,
      ...(large ? largeMode : {}),
    }));
    const option = {
      ...baseOption(context, settings),
      ...cartesianLayout({ settings, theme, context, legendNames: series.map((each) => each.name), zoom }),
      tooltip: axisTooltip({
        theme,
        categories: categories.labels,
        pointer: 'shadow',
        valueText: (seriesIndex, dataIndex) => {
          const value = series[seriesIndex]?.values[dataIndex];
          if (value === null || value === undefined) return undefined;
          const text = series[seriesIndex]!.metric.format(value);
          const share = shares?.[seriesIndex]?.[dataIndex];
          return share === null || share === undefined ? text : `${text} (${shareText(share, locale)})`;
        },
        details: infoDetails(info, series),
      }),
      xAxis: horizontal ? valueAxisOption : categoryAxisOption,
      yAxis: horizontal ? categoryAxisOption : valueAxisOption,
      series: seriesOptions,
    };
    return { kind: 'echarts', option };
  };
}
