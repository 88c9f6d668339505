import type { QueryClient } from '@tanstack/react-query';
import type { Location, RouteObject } from 'react-router';
import { tokenStore } from '../../api/tokenStore';
import { preloadRenderMode, renderTargetOf } from '../../features/dashboards/viewer/renderLink';

/** The deep link's data, asked at start: a chunk of its own (it knows the queries of several features). */
const loadPrefetchFirstData = () => import('./prefetchFirstData');

/** What a route's handle may carry: how to start loading its page's code. */
export interface PagePreload {
  preload: () => Promise<unknown>;
}

/** The router's first state: where the app opens and the routes that match it, outermost first (paths without the base). */
interface FirstState {
  location: Location;
  matches: readonly { route: RouteObject; pathname: string }[];
}

/**
 * Starts loading, at once and side by side, the code of every page the first URL shows, and the data they
 * show first (prefetchFirstData, a chunk of its own). Lazy pages nested in each other would otherwise load one
 * after the other (the shell, then the organisation, then the section), each only once the one around it has
 * drawn. A render-mode link needs none of them but its board: its code,
 * the board itself and its data are asked at once (preloadRenderMode).
 * Without a session the gate sends to the login page, whose code loads as it draws: nothing is preloaded.
 */
export function preloadFirstPages({ location, matches }: FirstState, queryClient: QueryClient): void {
  if (tokenStore.get() === null) return;
  const ignoreFailure = () => undefined; // The page's own load reports it, and retries.
  const renderTarget = renderTargetOf(matches.at(-1)?.pathname ?? '', location.search);
  if (renderTarget) {
    preloadRenderMode(queryClient, renderTarget, location.search).catch(ignoreFailure);
    return;
  }
  // The data's chunk is asked first: its chunks then come before the pages' (the browser takes requests of
  // the same priority in turn, six at a time), so its API calls go out before the pages' hundred chunks have come.
  const pathname = matches.at(-1)?.pathname;
  if (pathname) loadPrefetchFirstData().then(({ prefetchFirstData }) => prefetchFirstData(queryClient, pathname, location.search)).catch(ignoreFailure);
  for (const { route } of matches) (route.handle as PagePreload | undefined)?.preload().catch(ignoreFailure);
}
