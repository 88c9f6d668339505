import { theme } from 'antd';
import { lazy, Suspense, useLayoutEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { LoadFailure } from '../../../components/LoadFailure';
import { PageSpinner } from '../../../components/PageSpinner';
import { usePageTitle } from '../../../components/usePageTitle';
import { useDashboard } from '../dashboardQueries';
import { firstRenderRequest } from '../runtime/boardRequest';
import { primeBoardData } from '../runtime/primedBoardData';
import { linkPresets } from './linkPresets';
import { useRenderTarget } from './renderLink';
import '../messages';

/**
 * The board's code (layouts, widgets, charts): a chunk of its own, loaded while the board and its data are
 * asked (preloadRenderMode starts it as soon as this page's code has come).
 */
export const loadBoardView = () => import('./DashboardView');
const DashboardView = lazy(() => loadBoardView().then((module) => ({ default: module.DashboardView })));

/**
 * A dashboard in render mode (`…/vizs/:dashboardId?render=1`), for screenshots: the board alone on the whole
 * page — no shell, no viz tree, no thumbnails — with every widget asked at once and `data-board-painted` once
 * all have drawn. Its first batched request leaves as soon as the board's config has come, while the widgets'
 * code may still be loading. Access is the server's to decide, as everywhere: the board and its data are
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
  const dashboard = useDashboard(orgId, dashboardId);
  usePageTitle(dashboard.data?.name ?? '');

  const { data } = dashboard;
  // A layout effect: it runs before the board's own effects, so the board adopts this request rather than
  // sending a second one when its code was already loaded.
  useLayoutEffect(() => {
    const request = data && firstRenderRequest(data.config, data.charts, presets);
    if (!request) return;
    primeBoardData(orgId, data.id, request);
    // ECharts (the largest chunk) loads beside the data, once the request is out: the board's own preload
    // comes after its first drawing of every widget, which already has the answers here.
    loadBoardView().then(
      (module) => module.preloadChartDrawing(data.config, data.charts),
      () => undefined,
    );
  }, [data, presets, orgId]);

  if (dashboard.error) return <LoadFailure error={dashboard.error} onRetry={() => void dashboard.refetch()} />;
  if (!data) return <PageSpinner />;
  return (
    <main style={{ minHeight: '100vh', height: data.config.layout === 'free' ? '100vh' : undefined, background: token.colorBgLayout }}>
      <Suspense fallback={<PageSpinner />}>
        <DashboardView key={searchParams.toString()} dashboard={data} mode="render" presets={presets} />
      </Suspense>
    </main>
  );
}
