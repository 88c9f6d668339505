import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import { PageSpinner } from '../../components/PageSpinner';
import type { PagePreload } from './preloadFirstPages';

type PageModule<K extends string> = () => Promise<Record<K, ComponentType>>;

/** A route element whose code loads on first visit: `lazyPage(() => import('./LoginPage'), 'LoginPage')`. */
export function lazyPage<K extends string>(load: PageModule<K>, name: K): ReactElement {
  const Page = lazy(async (): Promise<{ default: ComponentType }> => ({ default: (await load())[name] }));
  return (
    <Suspense fallback={<PageSpinner />}>
      <Page />
    </Suspense>
  );
}

/**
 * A route's lazy page and a handle that starts loading its code: a deep link loads the pages of all its
 * routes side by side at start (preloadFirstPages) instead of each once the one around it has drawn.
 */
export function lazyRoute<K extends string>(load: PageModule<K>, name: K): { element: ReactElement; handle: PagePreload } {
  return { element: lazyPage(load, name), handle: { preload: load } };
}
