import type { GaugeSeriesOption } from 'echarts';
import type { ChartBuildInput, ChartOutput } from '../../chartDefinition';
import { axisNumberFormatter } from '../../common/axisNumber';
import { baseOption, titleOffset } from '../../common/baseOption';
import { placedFields, toNumber } from '../../common/chartFields';
import { itemTooltipHtml } from '../../common/itemTooltip';
import { noRowsMessage } from '../../common/noRows';
import { chartThemeOf } from '../../theme/chartTheme';
import { gaugeRange } from './gaugeRange';
import { gaugeSections } from './settings';

const ARC_WIDTH = 14;
const RADIUS = 80;
/** The value and the metric's name grow with the dial: shares of its radius in px, at least the settings' sizes. */
const VALUE_SHARE = 0.22;
const NAME_SHARE = 0.075;
const NAME_SIZE = 13;

/** The dial's radius in px: RADIUS percent of half the shorter side (a typical 800 × 500 cell when unknown). */
const dialRadius = (context: { width?: number; height?: number }) => ((RADIUS / 100) * Math.min(context.width ?? 800, context.height ?? 500)) / 2;

/**
 * The gauge: one metric on a 240° dial whose range is automatic or fixed, an arc filled up to the value
 * (progress) in the palette's first colour over a track in the theme's grid colour, scale labels in the
 * metric's format abbreviated by locale (0% … 100% for a percentage, 0 … 8万), and the value under the
 * pointer in the metric's own format.
 */
export function buildGaugeOption(input: ChartBuildInput): ChartOutput {
  const empty = noRowsMessage(input.data);
  if (empty) return empty;
  const { config, data, settings, context } = input;
  const theme = chartThemeOf(context.theme);
  const [metric] = placedFields({ sections: gaugeSections }, config, data, 'metrics', context.locale);
  if (!metric) return { kind: 'message', messageKey: 'text.noData' };
  const value = toNumber(metric.values[0]);
  const range = gaugeRange(value, settings.str('gauge.range'), settings.num('gauge.min'), settings.num('gauge.max'));
  const base = baseOption(context, settings);
  const color = base.color[0]!;
  const progress = settings.bool('gauge.progress');
  // The dial sits a little below the middle (its arc is open at the bottom), lower by half a shown title.
  const radius = dialRadius(context);
  const centerY = 55 + (titleOffset(settings) / (context.height ?? 500)) * 50;
  const series: GaugeSeriesOption = {
    type: 'gauge',
    name: metric.title,
    min: range.min,
    max: range.max,
    splitNumber: settings.num('gauge.splitNumber'),
    center: ['50%', `${centerY.toFixed(1)}%`],
    radius: `${RADIUS}%`,
    startAngle: 210,
    endAngle: -30,
    progress: { show: progress, width: ARC_WIDTH, itemStyle: { color } },
    axisLine: { lineStyle: { width: ARC_WIDTH, color: [[1, theme.splitLine]] } },
    axisTick: { distance: -ARC_WIDTH - 4, length: 4, lineStyle: { color: theme.axisLine, width: 1 } },
    splitLine: { distance: -ARC_WIDTH - 4, length: 10, lineStyle: { color: theme.axisLine, width: 2 } },
    axisLabel: { distance: ARC_WIDTH + 10, color: theme.textMuted, fontSize: 11, formatter: axisNumberFormatter(metric.field.format, context.locale, Math.max(Math.abs(range.min), Math.abs(range.max))) },
    pointer: { show: !progress, width: 5, length: '60%', itemStyle: { color } },
    anchor: { show: !progress, size: 10, itemStyle: { color } },
    title: { show: true, offsetCenter: [0, '72%'], color: theme.textMuted, fontSize: Math.max(NAME_SIZE, Math.round(radius * NAME_SHARE)) },
    detail: {
      valueAnimation: false,
      offsetCenter: [0, progress ? '0%' : '38%'],
      color: theme.text,
      fontSize: Math.max(settings.num('gauge.valueFontSize'), Math.round(radius * VALUE_SHARE)),
      fontWeight: 600,
      formatter: () => metric.format(value),
    },
    // ECharts draws no dial for a missing value; a null metric shows as an empty dial with an empty value.
    data: [{ name: metric.title, value: value ?? range.min }],
  };
  const formatter = () => itemTooltipHtml({ color, name: metric.title, value: metric.format(value) }, theme.textMuted);
  return {
    kind: 'echarts',
    option: { ...base, tooltip: { ...base.tooltip, trigger: 'item', formatter: formatter as never }, series: [series] },
  };
}
