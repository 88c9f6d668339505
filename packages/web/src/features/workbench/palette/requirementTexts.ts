import { chartText, requirementsOf, type ChartDefinition, type FormatLocale } from '@redbi/charts';
import type { TFunction } from 'i18next';

/**
 * A type's requirements in the spec's words (§5): "Dimensions allowed range 0 to 1", "Metrics only allows
 * number 1" — the shared catalogue's sentences with the section named by the charts catalogue.
 */
export function requirementTexts(definition: ChartDefinition, locale: FormatLocale, t: TFunction): string[] {
  return requirementsOf(definition).map((issue) => t(issue.messageKey, { ...issue.params, section: chartText(locale, issue.sectionKey, {}, definition.messages?.[locale]) }));
}
