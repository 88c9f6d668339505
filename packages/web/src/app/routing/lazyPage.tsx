import type { ComponentType, ReactElement } from 'react';
import { PageSpinner } from '../../components/PageSpinner';
import { preloadableComponent } from '../../components/preloadableComponent';
import type { PagePreload } from './preloadFirstPages';

type PageModule<K extends string> = () => Promise<Record<K, ComponentType>>;

/**
 * A route's lazy page and a handle that starts loading its code: a deep link loads the pages of all its
 * routes side by side at start (preloadFirstPages) instead of each once the one around it has drawn. A
 * page whose code has come draws in its first render; until then a spinner shows (not React.lazy: a
 * Suspense boundary reveals its page up to 300 ms after the code came, once per nested page).
 */
export function lazyRoute<K extends string>(load: PageModule<K>, name: K): { element: ReactElement; handle: PagePreload } {
  const page = preloadableComponent(() => load().then((module) => module[name]), { fallback: <PageSpinner />, throwLoadError: true });
  return { element: <page.Component />, handle: { preload: page.load } };
}

/** A route element whose code loads on first visit: `lazyPage(() => import('./LoginPage'), 'LoginPage')`. */
export const lazyPage = <K extends string>(load: PageModule<K>, name: K): ReactElement => lazyRoute(load, name).element;
