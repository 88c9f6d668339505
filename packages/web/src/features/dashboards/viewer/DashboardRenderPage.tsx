import type { QueryClient } from '@tanstack/react-query';
import type { Dashboard } from '@redbi/shared/domain';
import { theme } from 'antd';
import { useLayoutEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { LoadFailure } from '../../../components/LoadFailure';
import { PageSpinner } from '../../../components/PageSpinner';
import { preloadableComponent } from '../../../components/preloadableComponent';
import { usePageTitle } from '../../../components/usePageTitle';
import { dashboardQuery, useDashboard } from '../dashboardQueries';
import { firstRenderRequest } from '../runtime/boardRequest';
import { primeBoardData } from '../runtime/primedBoardData';
import { renderStart } from '../runtime/renderState';
import { preloadChartDrawing } from '../widgets/preloadChartDrawing';
import { linkPresets } from './linkPresets';
import { useRenderTarget, type RenderTarget } from './renderLink';
import '../messages';

/**
 * The board's code (layouts, widgets, charts): a chunk of its own, loaded while the board's data is asked
 * (startRenderMode starts it once the board is in).
 */
export const loadBoardView = () => import('./DashboardView');
/**
 * Not React.lazy: a Suspense boundary's content is revealed at most every 300 ms after its fallback showed,
 * which held a board whose code came 50 ms later back by 250 ms. This draws as soon as the code is there.
 */
const BoardView = preloadableComponent(() => loadBoardView().then((module) => module.DashboardView));

/**
 * A board's first batched request, sent at once (primed: the board's data hook adopts it), then ECharts,
 * asked right behind it, beside the board's own code: it came once that code had loaded and evaluated, and
 * its large chunk was then fetched, parsed and run after the answer was in, on the way to every chart's paint.
 */
function startBoardData(orgId: string, board: Dashboard, presets: readonly (readonly [string, string])[]): void {
  const request = firstRenderRequest(board.config, board.charts, presets, renderStart());
  if (!request) return;
  primeBoardData(orgId, board.id, request);
  preloadChartDrawing(board.config, board.charts);
}

/**
 * Render mode's first moves, made by the app's start (preloadRenderMode) as soon as this code has come:
 * the board is asked, and once it is in, its data — none of it waits for React to draw the page — then the
 * widgets' code. That code comes in some 25 chunks: asked beside the board, they held its answer up behind
 * the browser's six connections. A failure is the page's to show (it asks again).
 */
export function startRenderMode(queryClient: QueryClient, { orgId, dashboardId }: RenderTarget, search: string): Promise<unknown> {
  return queryClient
    .fetchQuery(dashboardQuery(orgId, dashboardId))
    .then((data) => startBoardData(orgId, data, linkPresets(new URLSearchParams(search))))
    .finally(() => loadBoardView());
}

/**
 * A dashboard in render mode (`…/vizs/:dashboardId?render=1`), for screenshots: the board alone on the whole
 * page — no shell, no viz tree, no thumbnails — with every widget asked at once and `data-board-painted` once
 * all have drawn. Its first batched request leaves as soon as the board's config has come, while the widgets'
 * code may still be loading. A picture made for a download opens with the controller values, linkage and
 * drill the download carries (runtime/renderState.ts). Access is the server's to decide, as everywhere: the board and its data are
 * asked through the same API, as the session's user.
 */
export function DashboardRenderPage() {
  const { token } = theme.useToken();
  // The app's routes show this page only for a render-mode link.
  const target = useRenderTarget();
  const orgId = target?.orgId ?? '';
  const dashboardId = target?.dashboardId;
  const [searchParams] = useSearchParams();
  const presets = useMemo(() => linkPresets(searchParams), [searchParams]);
  // A download's picture: the state the viewer asked it with, left by the server's browser (renderState.ts).
  const [start] = useState(renderStart);
  const dashboard = useDashboard(orgId, dashboardId);
  usePageTitle(dashboard.data?.name ?? '');

  const { data } = dashboard;
  // A layout effect: it runs before the board's own effects, so the board adopts this request rather than
  // sending a second one when its code was already loaded. The same request primed at start is sent once.
  useLayoutEffect(() => {
    if (data) startBoardData(orgId, data, presets);
  }, [data, presets, orgId]);

  if (dashboard.error) return <LoadFailure error={dashboard.error} onRetry={() => void dashboard.refetch()} />;
  if (!data) return <PageSpinner />;
  return (
    <main style={{ minHeight: '100vh', height: data.config.layout === 'free' ? '100vh' : undefined, background: token.colorBgLayout }}>
      <BoardView.Component key={searchParams.toString()} dashboard={data} mode="render" presets={presets} start={start} />
    </main>
  );
}
