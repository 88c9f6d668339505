import type { ChartDefinition } from '../../chartDefinition';
import type { FormatLocale } from '../../format/numberFormat';
import { chartText } from '../../i18n/chartMessages';

/**
 * The label keys of a type's settings (group titles, controls, select options) that neither its own
 * messages nor the `charts` catalogue translate in a language: what the style panel would show as raw keys.
 */
export function missingSettingLabels(definition: ChartDefinition, locale: FormatLocale): string[] {
  const own = definition.messages?.[locale] ?? {};
  const keys = definition.settings.groups.flatMap((group) => [
    `${group.labelKey}._`,
    ...group.controls.flatMap((control) => [
      `${group.labelKey}.${control.key}`,
      ...(control.kind === 'select' ? control.options.map((option) => `option.${option}`) : []),
    ]),
  ]);
  const known = (key: string) => key in own || chartText(locale, key.replace(/\._$/, '')) !== key.replace(/\._$/, '');
  return keys.filter((key) => !known(key));
}
