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
 * Starts loading the code a render-mode link needs: the page, which asks for the board at once, then the
 * board's widgets while the board is asked (one after the other, so that evaluating the widgets' code does
 * not hold up the page). ECharts follows once the board's data is asked (preloadChartDrawing).
 */
export const preloadRenderMode = (): Promise<unknown> => loadRenderPage().then((page) => page.loadBoardView());
