import { initI18n } from './i18n';

type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/**
 * A feature's own UI strings, under one section key, added to i18next when the feature's (lazy) chunk
 * loads: they stay out of the entry chunk the login page downloads. The Chinese catalogue must have
 * exactly the English one's shape (checked by the type).
 */
export function defineFeatureMessages<const En extends object>(section: string, en: En, zh: Widen<En>): void {
  const i18n = initI18n();
  i18n.addResourceBundle('en', 'translation', { [section]: en }, true, true);
  i18n.addResourceBundle('zh', 'translation', { [section]: zh }, true, true);
}
