import type { QueryClient } from '@tanstack/react-query';
import { matchPath, useLocation } from 'react-router';

/** The query parameter that opens a dashboard in render mode (screenshots: no lazy loading, a painted signal). */
export const RENDER_PARAMETER = 'render';

/** The dashboard a render-mode link opens. */
export interface RenderTarget {
  orgId: string;
  dashboardId: string;
}

/**
 * The dashboard of a link in render mode, `/organizations/:orgId/vizs/:dashboardId?render=1` (a router path,
 * without the base); undefined for every other link. Such a link shows the board alone, without the shell or
 * the viz tree, so that a screenshot job gets it as fast as the data allows.
 */
export function renderTargetOf(pathname: string, search: string): RenderTarget | undefined {
  if (new URLSearchParams(search).get(RENDER_PARAMETER) !== '1') return undefined;
  const params = matchPath('/organizations/:orgId/vizs/:vizId', pathname)?.params;
  return params && { orgId: params.orgId!, dashboardId: params.vizId! };
}

/** The dashboard the current link opens in render mode, if it does. */
export function useRenderTarget(): RenderTarget | undefined {
  const { pathname, search } = useLocation();
  return renderTargetOf(pathname, search);
}

/** The render-mode page's code (the app's routes draw it; everything else of the viewer stays out of the first load). */
export const loadRenderPage = () => import('./DashboardRenderPage');

/**
 * Starts what a render-mode link needs as soon as the app starts, before React draws anything: the page's
 * code, then (startRenderMode) the board, its first batched request once the board is in, the widgets'
 * code and ECharts. React's first drawing of the page (a lazy page inside Suspense, revealed in a batch)
 * came about 300 ms after its code, and the board was asked only then.
 */
export const preloadRenderMode = (queryClient: QueryClient, target: RenderTarget, search: string): Promise<unknown> =>
  loadRenderPage().then((page) => page.startRenderMode(queryClient, target, search));
