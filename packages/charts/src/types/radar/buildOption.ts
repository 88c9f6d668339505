import type { RadarSeriesOption } from 'echarts';
import type { ChartBuildInput, ChartOutput } from '../../chartDefinition';
import { baseOption } from '../../common/baseOption';
import { categoriesOf } from '../../common/categories';
import { placedFields, toNumber } from '../../common/chartFields';
import { noRowsMessage } from '../../common/noRows';
import { roundLayout, scaledRadius } from '../../common/roundLayout';
import { labelLayout } from '../../common/seriesLabel';
import { tooltipHeader, tooltipRow } from '../../common/tooltipHtml';
import { chartThemeOf } from '../../theme/chartTheme';
import { radarIndicators } from './indicators';
import { radarSections } from './settings';

const RADIUS = 68;

/**
 * The radar: one spoke per value of the dimension (each scaled to its own largest value), one polygon per
 * metric in palette order, a low-contrast grid, and a tooltip listing the polygon's value on every spoke in
 * the metric's format.
 */
export function buildRadarOption(input: ChartBuildInput): ChartOutput {
  const empty = noRowsMessage(input.data);
  if (empty) return empty;
  const { config, data, settings, context } = input;
  const theme = chartThemeOf(context.theme);
  const place = (key: string) => placedFields({ sections: radarSections }, config, data, key, context.locale);
  const metrics = place('metrics');
  const categories = categoriesOf(place('dimensions'), data.rows.length, '');
  const values = metrics.map((metric) => {
    const sums: (number | null)[] = categories.labels.map(() => null);
    categories.ofRow.forEach((category, row) => {
      const value = toNumber(metric.values[row]);
      if (value !== null) sums[category] = (sums[category] ?? 0) + value;
    });
    return sums;
  });
  const indicators = radarIndicators(categories.labels, values);
  const base = baseOption(context, settings);
  const colorAt = (index: number) => base.color[index % base.color.length]!;
  const layout = roundLayout(settings, theme, context, metrics.map((metric) => metric.title));
  const fill = settings.bool('radar.area');
  const series: RadarSeriesOption = {
    type: 'radar',
    data: metrics.map((metric, index) => ({
      name: metric.title,
      // A spoke with no value has no point ('-' is ECharts' missing value).
      value: values[index]!.map((value) => value ?? '-') as number[],
      itemStyle: { color: colorAt(index) },
      lineStyle: { color: colorAt(index), width: 2 },
      ...(fill ? { areaStyle: { color: colorAt(index), opacity: 0.15 } } : {}),
      label: {
        show: settings.bool('label.show'),
        fontSize: settings.num('label.fontSize'),
        color: theme.text,
        formatter: (params: { value?: unknown }) => metric.format(params.value),
      },
    })),
    symbolSize: 5,
    labelLayout,
    emphasis: { lineStyle: { width: 3 } },
  };
  const formatter = (params: { dataIndex: number }) => {
    const metric = metrics[params.dataIndex];
    if (!metric) return '';
    const rows = indicators.map((indicator, index) => tooltipRow(colorAt(params.dataIndex), indicator.name, metric.format(values[params.dataIndex]![index])));
    return `${tooltipHeader(metric.title)}${rows.join('')}`;
  };
  return {
    kind: 'echarts',
    option: {
      ...base,
      ...(layout.legend ? { legend: layout.legend } : {}),
      tooltip: { ...base.tooltip, trigger: 'item', formatter: formatter as never },
      radar: {
        indicator: indicators,
        shape: settings.str('radar.shape') === 'circle' ? 'circle' : 'polygon',
        center: layout.center,
        radius: scaledRadius(RADIUS, layout),
        axisName: { color: theme.textMuted, fontSize: 12, width: 96, overflow: 'truncate' },
        axisLine: { lineStyle: { color: theme.splitLine } },
        splitLine: { lineStyle: { color: theme.splitLine } },
        splitArea: { show: false },
      },
      series: [series],
    },
  };
}
