import type { StoryPage } from '@redbi/shared/domain';
import { Card } from 'antd';
import { useEffect } from 'react';
import { LoadFailure } from '../../../components/LoadFailure';
import { PageSpinner } from '../../../components/PageSpinner';
import { preloadableComponent } from '../../../components/preloadableComponent';
import { ChartView } from '../../charts/ChartView';
import { useChartDrawing, useTableRequest } from '../../charts/useChartDrawing';
import { useDashboard } from '../../dashboards/dashboardQueries';
import { useChart, useChartData } from '../../vizs/vizQueries';

/** The board's code is a chunk of its own, as in the viz area. */
const DashboardView = preloadableComponent(() => import('../../dashboards/viewer/DashboardView').then((module) => module.DashboardView), { fallback: <PageSpinner />, throwLoadError: true });

/**
 * The in-app renderPage of the player: a page's dashboard or chart fetched as the signed-in user (View on
 * it). The player's next page is drawn as well, hidden: its definition, its code and its data (a board's ONE
 * batched request for the widgets in the window) come while the page before it is on show, and as the
 * player keeps the element from next to current, nothing is asked again when it is shown.
 */
export function StoryPageView({ orgId, page }: { orgId: string; page: StoryPage }) {
  // A board's code comes beside its definition rather than after it.
  useEffect(() => {
    if (page.kind === 'dashboard') DashboardView.load().catch(() => undefined);
  }, [page.kind]);
  return page.kind === 'dashboard' ? <DashboardPage orgId={orgId} dashboardId={page.vizId} /> : <ChartPage orgId={orgId} chartId={page.vizId} />;
}

function DashboardPage({ orgId, dashboardId }: { orgId: string; dashboardId: string }) {
  const dashboard = useDashboard(orgId, dashboardId);
  if (dashboard.error) return <LoadFailure error={dashboard.error} onRetry={() => void dashboard.refetch()} />;
  if (!dashboard.data) return <PageSpinner />;
  return (
    <div style={{ height: dashboard.data.config.layout === 'free' ? '100%' : undefined }}>
      <DashboardView.Component dashboard={dashboard.data} mode="view" />
    </div>
  );
}

function ChartPage({ orgId, chartId }: { orgId: string; chartId: string }) {
  const chart = useChart(orgId, chartId);
  const table = useTableRequest();
  const drawing = useChartDrawing(useChartData(orgId, chartId, table.request), table);
  if (chart.error) return <LoadFailure error={chart.error} onRetry={() => void chart.refetch()} />;
  if (!chart.data) return <PageSpinner />;
  return (
    <Card style={{ height: '100%' }} styles={{ body: { height: '100%', padding: 16 } }}>
      <ChartView config={chart.data.config} title={chart.data.name} {...drawing} />
    </Card>
  );
}
