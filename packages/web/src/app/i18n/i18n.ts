import { defaultLocaleOf, en, locales, type Locale } from '@redbi/shared/i18n';
import type { Locale as AntdLocale } from 'antd/es/locale';
import enUS from 'antd/es/locale/en_US';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { storageKeys } from '../../storageKeys';
import { webEn } from './en';

export const isLocale = (value: unknown): value is Locale => locales.some((locale) => locale === value);

/** The saved choice, else zh for a zh / zh-CN browser, else en (spec §9). */
export function initialLocale(): Locale {
  const saved = localStorage.getItem(storageKeys.locale);
  return isLocale(saved) ? saved : defaultLocaleOf(navigator.language);
}

export const i18n = i18next.createInstance();

/** antd's locale per UI language, as far as loaded (English is always). */
const antdLocales: Partial<Record<Locale, AntdLocale>> = { en: enUS };

export const antdLocaleOf = (locale: Locale): AntdLocale => antdLocales[locale] ?? enUS;

/**
 * Shared messages (errors, validation, fields …) and the UI's own, one translation namespace per locale.
 * English is in the entry (it is also the fallback); Chinese arrives with loadLocale.
 */
export function initI18n(locale: Locale = initialLocale()): typeof i18n {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      resources: { en: { translation: { ...en, ...webEn } } },
      lng: locale,
      fallbackLng: 'en',
      supportedLngs: [...locales],
      interpolation: { escapeValue: false },
      initAsync: false,
      returnNull: false,
    });
  }
  return i18n;
}

/** Makes a language's catalogues and antd's and dayjs's locales ready (Chinese is a chunk of its own). */
export async function loadLocale(locale: Locale): Promise<void> {
  if (locale !== 'zh' || antdLocales.zh) return;
  const { zhTranslation, antdZh } = await import('./zhLocale');
  // Features loaded before may have added their own sections already: merge, keeping theirs.
  initI18n().addResourceBundle('zh', 'translation', zhTranslation, true, false);
  antdLocales.zh = antdZh;
}

/**
 * The start's language (before the first drawing): the saved or browser language's catalogues, or, when the
 * Chinese chunk cannot be loaded (the network failed), English — a page in English rather than no page.
 */
export const loadStartLocale = (): Promise<void> => loadLocale(currentLocale()).catch(() => i18n.changeLanguage('en').then(() => undefined));

export const currentLocale = (): Locale => (isLocale(i18n.language) ? i18n.language : 'en');
