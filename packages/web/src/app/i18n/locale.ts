import type { Locale } from '@redbi/shared/i18n';
import dayjs from 'dayjs';
import { useSyncExternalStore } from 'react';
import { storageKeys } from '../../storageKeys';
import { reportError } from '../errors/reportError';
import { currentLocale, i18n, loadLocale } from './i18n';

const dayjsLocaleOf: Record<Locale, string> = { en: 'en', zh: 'zh-cn' };
const htmlLangOf: Record<Locale, string> = { en: 'en', zh: 'zh-CN' };

/** Dates and the document language follow the UI language (loaded first: loadLocale). */
export function applyLocale(locale: Locale): void {
  dayjs.locale(dayjsLocaleOf[locale]);
  document.documentElement.lang = htmlLangOf[locale];
}

/**
 * Switches the UI language and remembers it (LOCALE). When the language's chunk cannot be loaded, the UI
 * stays as it is and says why (the network's message).
 */
export async function changeLocale(locale: Locale): Promise<void> {
  try {
    await loadLocale(locale);
  } catch (error) {
    reportError(error);
    return;
  }
  localStorage.setItem(storageKeys.locale, locale);
  await i18n.changeLanguage(locale);
  applyLocale(locale);
}

function onLanguageChanged(listener: () => void): () => void {
  i18n.on('languageChanged', listener);
  return () => i18n.off('languageChanged', listener);
}

/**
 * The current UI language; components using it re-render when it changes. Read from i18next directly, not
 * through useTranslation, which builds a wrapper of the i18next instance for each component that calls it:
 * a board's 30 charts each asked for the language.
 */
export function useLocale(): Locale {
  return useSyncExternalStore(onLanguageChanged, currentLocale);
}
