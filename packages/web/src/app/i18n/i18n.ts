import { catalogues, defaultLocaleOf, locales, type Locale } from '@redbi/shared/i18n';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { storageKeys } from '../../storageKeys';
import { webEn } from './en';
import { webZh } from './zh';

/** Shared messages (errors, validation, fields …) and the UI's own, one translation namespace per locale. */
const resources = {
  en: { translation: { ...catalogues.en, ...webEn } },
  zh: { translation: { ...catalogues.zh, ...webZh } },
} as const;

export const isLocale = (value: unknown): value is Locale => locales.some((locale) => locale === value);

/** The saved choice, else zh for a zh / zh-CN browser, else en (spec §9). */
export function initialLocale(): Locale {
  const saved = localStorage.getItem(storageKeys.locale);
  return isLocale(saved) ? saved : defaultLocaleOf(navigator.language);
}

export const i18n = i18next.createInstance();

export function initI18n(locale: Locale = initialLocale()): typeof i18n {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      resources,
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

export const currentLocale = (): Locale => (isLocale(i18n.language) ? i18n.language : 'en');
