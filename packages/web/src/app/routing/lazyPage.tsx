import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import { PageSpinner } from '../../components/PageSpinner';

/** A route element whose code loads on first visit: `lazyPage(() => import('./LoginPage'), 'LoginPage')`. */
export function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): ReactElement {
  const Page = lazy(async (): Promise<{ default: ComponentType }> => ({ default: (await load())[name] }));
  return (
    <Suspense fallback={<PageSpinner />}>
      <Page />
    </Suspense>
  );
}
