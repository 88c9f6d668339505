import type { BarSeriesOption } from 'echarts';
import type { ChartBuildInput, ChartOutput } from '../../chartDefinition';
import { axisMagnitude } from '../../common/axisMagnitude';
import { axisNumberFormatter } from '../../common/axisNumber';
import { axisTooltip } from '../../common/axisTooltip';
import { baseOption } from '../../common/baseOption';
import { categoryAxis, valueAxis } from '../../common/cartesianAxes';
import { cartesianLayout } from '../../common/cartesianLayout';
import { categoryChartData, isDateSequence } from '../../common/categoryChartData';
import { categoryZoom, firstBarWindow } from '../../common/dataZoom';
import { isLarge, largeMode } from '../../common/largeData';
import { noRowsMessage } from '../../common/noRows';
import { labelLayout, seriesLabel, type LabelPosition } from '../../common/seriesLabel';
import { valueLabelText } from '../../common/valueLabel';
import { chartText } from '../../i18n/chartMessages';
import { chartThemeOf } from '../../theme/chartTheme';
import { stepConnectors } from './connectors';
import { waterfallSections } from './sections';
import { waterfallMessages } from './settings';
import { waterfallSteps } from './waterfallSteps';

const STACK = 'waterfall';

/**
 * The waterfall: each category's change stacked on the running total, increases in the theme's positive
 * colour and decreases in its negative one, and (per setting) a total bar at the end. The base series that
 * lifts each step is invisible and stays out of the legend and the tooltip.
 */
export function buildWaterfallOption(input: ChartBuildInput): ChartOutput {
  const empty = noRowsMessage(input.data);
  if (empty) return empty;
  const { settings, context } = input;
  const { locale } = context;
  const theme = chartThemeOf(context.theme);
  const text = (key: string) => chartText(locale, key, {}, waterfallMessages[locale]);
  const { dimensions, metrics, categories, series } = categoryChartData(waterfallSections, input);
  const metric = metrics[0]!;
  const withTotal = settings.bool('waterfall.showTotal');
  const steps = waterfallSteps(series[0]!.values, withTotal);
  const labels = withTotal ? [...categories.labels, text('text.total')] : categories.labels;
  const base = baseOption(context, settings);
  const large = isLarge(labels.length);
  const magnitude = axisMagnitude([{ values: steps.running }, { values: steps.base }]);
  const labelText = valueLabelText(metric, locale, magnitude);
  const connectors = stepConnectors(steps.running, theme);
  // A step missing from a series is 0, not null: ECharts stacks nothing onto a null, so the series above
  // it would vanish at that category. Labels and the tooltip read `steps`, where it is null.
  const visible = (name: string, values: (number | null)[], color: string, position: LabelPosition): BarSeriesOption => ({
    type: 'bar',
    name,
    data: values.map((value) => value ?? 0),
    stack: STACK,
    stackStrategy: 'all',
    itemStyle: { color },
    barMaxWidth: 48,
    label: seriesLabel(settings, theme, position, (_, dataIndex) => (values[dataIndex] === null ? '' : labelText(values[dataIndex]))),
    labelLayout,
    ...(large ? largeMode : {}),
  });
  const seriesOptions: BarSeriesOption[] = [
    {
      type: 'bar',
      name: '',
      data: steps.base,
      stack: STACK,
      stackStrategy: 'all',
      itemStyle: { color: 'transparent' },
      silent: true,
      emphasis: { disabled: true },
      ...(connectors ? { markLine: connectors } : {}),
      ...(large ? largeMode : {}),
    },
    visible(text('text.waterfall.increase'), steps.increase, theme.positive, 'top'),
    visible(text('text.waterfall.decrease'), steps.decrease, theme.negative, 'bottom'),
    ...(withTotal ? [visible(text('text.total'), steps.total, base.color[0]!, 'top')] : []),
  ];
  const barWindow = firstBarWindow(context, 'x');
  const zoom = categoryZoom(labels.length, 'x', barWindow);
  const option = {
    ...base,
    ...cartesianLayout({ settings, theme, context, legendNames: seriesOptions.slice(1).map((each) => String(each.name)), zoom }),
    tooltip: axisTooltip({
      theme,
      categories: labels,
      pointer: 'shadow',
      valueText: (seriesIndex, dataIndex) => {
        const value = [undefined, steps.increase, steps.decrease, steps.total][seriesIndex]?.[dataIndex];
        return value === null || value === undefined ? undefined : metric.format(value);
      },
      details: (seriesIndex, dataIndex) => (seriesIndex === 1 || seriesIndex === 2 ? [{ title: text('text.waterfall.runningTotal'), text: metric.format(steps.running[dataIndex]) }] : []),
    }),
    xAxis: categoryAxis({ labels, group: 'xAxis', settings, theme, context, title: dimensions[0]!.title, boundaryGap: true, visible: zoom ? barWindow : labels.length, sequence: isDateSequence(dimensions) }),
    yAxis: valueAxis({ group: 'yAxis', settings, theme, title: metric.title, formatter: axisNumberFormatter(metric.field.format, locale, magnitude), splitLine: settings.bool('yAxis.splitLine') }),
    series: seriesOptions,
  };
  return { kind: 'echarts', option };
}
