import type { ScatterSeriesOption, TooltipComponentFormatterCallbackParams } from 'echarts';
import type { ChartBuildInput, ChartOutput } from '../../chartDefinition';
import { axisMagnitude } from '../../common/axisMagnitude';
import { axisNumberFormatter } from '../../common/axisNumber';
import { baseOption, tooltipStyle } from '../../common/baseOption';
import { valueAxis } from '../../common/cartesianAxes';
import { cartesianLayout } from '../../common/cartesianLayout';
import { CATEGORY_JOINER } from '../../common/categories';
import { placedFields, toNumber } from '../../common/chartFields';
import { isLarge, largeMode } from '../../common/largeData';
import { noRowsMessage } from '../../common/noRows';
import { labelLayout } from '../../common/seriesLabel';
import { tooltipField, tooltipHeader } from '../../common/tooltipHtml';
import { chartThemeOf } from '../../theme/chartTheme';
import { paletteOf } from '../../theme/palettes';
import { scatterGroups } from './scatterPoints';
import { scatterSections } from './sections';
import { symbolScale } from './symbolScale';

/** How far a metric's axis reaches: its largest absolute value. */
const magnitudeOf = (values: readonly unknown[]) => axisMagnitude([{ values: values.map(toNumber) }]);

/**
 * The scatter: a point per row at (first metric, second metric), coloured by the colour dimension and
 * sized by the size metric (between scatter.sizeMin and sizeMax; large mode draws every point at
 * scatter.symbolSize, as ECharts' large mode has one size). Axes do not force zero in (scale); the tooltip
 * names the point by its dimensions and lists its fields in their formats.
 */
export function buildScatterOption(input: ChartBuildInput): ChartOutput {
  const empty = noRowsMessage(input.data);
  if (empty) return empty;
  const { settings, context, config, data } = input;
  const theme = chartThemeOf(context.theme);
  const place = (key: string) => placedFields({ sections: scatterSections }, config, data, key, context.locale);
  const dimensions = place('dimensions');
  const metrics = place('metrics');
  const x = metrics[0]!;
  const y = metrics[1]!;
  const [color] = place('color');
  const [size] = place('size');
  const info = place('info');
  const groups = scatterGroups({ x, y, ...(color ? { color } : {}), ...(size ? { size } : {}) }, data.rows.length, paletteOf(settings.str('palette.name')));
  const pointCount = groups.reduce((sum, group) => sum + group.points.length, 0);
  const large = isLarge(pointCount);
  const pointLabel = (row: number) => dimensions.map((dimension) => dimension.format(dimension.values[row])).join(CATEGORY_JOINER);
  const scale = size && !large ? symbolScale(groups.flatMap((group) => group.points.map((point) => point[2] ?? null)), settings.num('scatter.sizeMin'), settings.num('scatter.sizeMax')) : undefined;
  const seriesOptions: ScatterSeriesOption[] = groups.map((group) => ({
    type: 'scatter',
    name: group.name,
    data: group.points,
    // A rim in the card's colour keeps overlapping points apart.
    itemStyle: { color: group.color, opacity: 0.8, borderColor: theme.surface, borderWidth: 1 },
    symbolSize: scale ? (value: (number | null)[]) => scale(value[2] ?? null) : settings.num('scatter.symbolSize'),
    emphasis: { focus: 'series' },
    label: {
      show: settings.bool('label.show'),
      position: 'top',
      fontSize: settings.num('label.fontSize'),
      color: theme.text,
      formatter: (params: { dataIndex: number }) => {
        const row = group.rows[params.dataIndex]!;
        return dimensions.length ? pointLabel(row) : y.format(y.values[row]);
      },
    },
    labelLayout,
    ...(large ? largeMode : {}),
  }));
  const tooltipFields = [x, y, ...(size ? [size] : []), ...info];
  const option = {
    ...baseOption(context, settings),
    ...cartesianLayout({ settings, theme, context, legendNames: color ? groups.map((group) => group.name) : [] }),
    tooltip: {
      ...tooltipStyle(theme),
      trigger: 'item' as const,
      formatter: (params: TooltipComponentFormatterCallbackParams) => {
        const item = Array.isArray(params) ? params[0] : params;
        const group = groups[item?.seriesIndex ?? -1];
        const row = group?.rows[item?.dataIndex ?? -1];
        if (!group || row === undefined) return '';
        const lines = [tooltipHeader(dimensions.length ? pointLabel(row) : group.name)];
        if (color && dimensions.length) lines.push(tooltipField(color.title, group.name));
        for (const field of tooltipFields) lines.push(tooltipField(field.title, field.format(field.values[row])));
        return lines.join('');
      },
    },
    xAxis: { ...valueAxis({ group: 'xAxis', settings, theme, title: x.title, formatter: axisNumberFormatter(x.field.format, context.locale, magnitudeOf(x.values)), splitLine: settings.bool('yAxis.splitLine') }), scale: true },
    yAxis: { ...valueAxis({ group: 'yAxis', settings, theme, title: y.title, formatter: axisNumberFormatter(y.field.format, context.locale, magnitudeOf(y.values)), splitLine: settings.bool('yAxis.splitLine') }), scale: true },
    series: seriesOptions,
  };
  return { kind: 'echarts', option };
}
