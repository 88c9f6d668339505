import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { initI18n, loadLocale } from './src/app/i18n/i18n';

// antd reads media queries (responsive grid, the system theme); answer "no match" where the DOM lacks them.
if (typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

initI18n('en');
// Tests switch to Chinese at will: its catalogues (a lazy chunk in the app) are in from the start.
await loadLocale('zh');

afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=${new Date(0).toUTCString()}; path=/`;
  }
  const { i18n } = await import('./src/app/i18n/i18n');
  await i18n.changeLanguage('en');
});
