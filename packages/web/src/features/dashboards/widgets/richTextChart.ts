import { ChartConfigSchema, type ChartConfig, type WidgetOf } from '@redbi/shared/domain';

/** The chart type that draws rich text (packages/charts/src/types/rich-text). */
const RICH_TEXT_CHART = 'rich-text';

/**
 * A rich text widget as the rich-text chart type draws it, so the browser and the server render it alike:
 * its HTML sanitised by the same allow-list (js-xss), and `{{name}}` filled with the value of the field of
 * that alias (or column) from the widget's one-row answer, whose columns are named by field uid. Aggregated
 * fields are the chart's metrics, the others its dimensions.
 */
export function richTextChartConfig(widget: WidgetOf<'richText'>): ChartConfig {
  const aggregated = widget.config.fields.filter((field) => field.aggregate !== undefined && field.aggregate !== 'NONE');
  const raw = widget.config.fields.filter((field) => !aggregated.includes(field));
  return ChartConfigSchema.parse({ chartType: RICH_TEXT_CHART, sections: { dimensions: raw, metrics: aggregated }, settings: { 'content.html': widget.config.html } });
}
