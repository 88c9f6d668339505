import { cleanup, configure } from '@testing-library/react';
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

// findBy… and waitFor give up after 5 s, not 1 s: CI runs these suites beside the integration suites on two
// cores, where a lazily loaded chunk (the toasts' outlet, a page) can take over a second to arrive. It is
// how long a test waits for what the component will show, never a measure of speed.
configure({ asyncUtilTimeout: 5_000 });

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
