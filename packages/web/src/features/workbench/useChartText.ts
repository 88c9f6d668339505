import { chartText, type ChartDefinition } from '@redbi/charts';
import { useLocale } from '../../app/i18n/locale';

/** Texts of the `charts` catalogue (sections, setting labels, options) with the type's own labels over them. */
export function useChartText(definition: ChartDefinition | undefined) {
  const locale = useLocale();
  return (key: string, params: Record<string, string | number> = {}) => chartText(locale, key, params, definition?.messages?.[locale]);
}
