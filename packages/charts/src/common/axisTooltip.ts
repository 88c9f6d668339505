import type { TooltipComponentFormatterCallbackParams, TooltipComponentOption } from 'echarts';
import type { ChartTheme } from '../theme/chartTheme';
import { tooltipStyle } from './baseOption';
import { tooltipDetail, tooltipHeader, tooltipRow } from './tooltipHtml';

export interface AxisTooltipInput {
  theme: ChartTheme;
  /** The full category labels (axis labels may be truncated; the tooltip is not). */
  categories: readonly string[];
  /** A series' value at a category as the tooltip writes it; undefined leaves the series out of the tooltip. */
  valueText(seriesIndex: number, dataIndex: number): string | undefined;
  /** Lines under a series' value, such as the info fields of the row it came from. */
  details?(seriesIndex: number, dataIndex: number): readonly { title: string; text: string }[];
  /** A band behind bars, a line across lines. */
  pointer: 'shadow' | 'line';
}

/**
 * The tooltip of a category chart (reference/visual.md): the category, then per series its colour, name and
 * value in the metric's format, and the info fields of its row.
 */
export function axisTooltip(input: AxisTooltipInput): TooltipComponentOption {
  const { theme } = input;
  return {
    ...tooltipStyle(theme),
    trigger: 'axis',
    axisPointer: { type: input.pointer, ...(input.pointer === 'shadow' ? { shadowStyle: { color: `${theme.axisLine}33` } } : { lineStyle: { color: theme.axisLine } }) },
    formatter: (params: TooltipComponentFormatterCallbackParams) => {
      const items = Array.isArray(params) ? params : [params];
      const first = items[0];
      if (!first) return '';
      const lines = [tooltipHeader(input.categories[first.dataIndex] ?? first.name)];
      for (const item of items) {
        const seriesIndex = item.seriesIndex ?? 0;
        const text = input.valueText(seriesIndex, item.dataIndex);
        if (text === undefined) continue;
        lines.push(tooltipRow(typeof item.color === 'string' ? item.color : theme.text, item.seriesName ?? '', text));
        for (const detail of input.details?.(seriesIndex, item.dataIndex) ?? []) lines.push(tooltipDetail(detail.title, detail.text, theme.textMuted));
      }
      return lines.join('');
    },
  };
}
