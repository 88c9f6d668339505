import { chartText, findChartType, type NestedMessages } from '@redbi/charts';
import type { ChartConfig } from '@redbi/shared/domain';
import type { Locale } from '@redbi/shared/i18n';
import type { TFunction } from 'i18next';

/**
 * The text of a 'message' output. Its key belongs to the chart type's own messages or the `charts`
 * catalogue ('text.noData'), else to the shared catalogue already in i18next ('validation.onlyAllows',
 * 'validation.allowedRange', 'validation.chartTypeUnknown'). A `section` parameter is always a key of the
 * `charts` catalogue ('requirement.metrics', 'section.dimensions') and is translated first.
 */
export function chartMessageText(
  t: TFunction,
  locale: Locale,
  config: ChartConfig,
  messageKey: string,
  params: Record<string, string | number> = {},
): string {
  const own = findChartType(config.chartType)?.messages?.[locale] as NestedMessages | undefined;
  const translated = { ...params };
  if (typeof params.section === 'string') translated.section = chartText(locale, params.section, {}, own);
  const fromCharts = chartText(locale, messageKey, translated, own);
  return fromCharts === messageKey ? t(messageKey, translated) : fromCharts;
}
