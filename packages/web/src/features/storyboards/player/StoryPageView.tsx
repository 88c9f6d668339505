import type { ChartData } from '@redbi/charts';
import type { StoryPage } from '@redbi/shared/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Card } from 'antd';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { messageOf } from '../../../app/errors/reportError';
import { LoadFailure } from '../../../components/LoadFailure';
import { PageSpinner } from '../../../components/PageSpinner';
import { ChartView } from '../../charts/ChartView';
import { dashboardQuery, useDashboard } from '../../dashboards/dashboardQueries';
import { chartKey, useChart, useChartData, type ChartDataRequestInput } from '../../vizs/vizQueries';
import { api } from '../../../api/apiClient';
import { vizRoutes } from '@redbi/shared/api';

/** The board's code is a chunk of its own, as in the viz area. */
const DashboardView = lazy(() => import('../../dashboards/viewer/DashboardView').then((module) => ({ default: module.DashboardView })));

/**
 * The in-app renderPage of the player: a page's dashboard or chart fetched as the signed-in user (View on
 * it). The page that comes next is only asked for (its definition cached), not drawn.
 */
export function StoryPageView({ orgId, page, active }: { orgId: string; page: StoryPage; active: boolean }) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (active) return;
    if (page.kind === 'dashboard') void queryClient.prefetchQuery(dashboardQuery(orgId, page.vizId));
    else void queryClient.prefetchQuery({ queryKey: chartKey(orgId, page.vizId), queryFn: () => api(vizRoutes.getChart, { params: { orgId, chartId: page.vizId } }) });
  }, [active, queryClient, orgId, page.kind, page.vizId]);
  if (!active) return null;
  return page.kind === 'dashboard' ? <DashboardPage orgId={orgId} dashboardId={page.vizId} /> : <ChartPage orgId={orgId} chartId={page.vizId} />;
}

function DashboardPage({ orgId, dashboardId }: { orgId: string; dashboardId: string }) {
  const dashboard = useDashboard(orgId, dashboardId);
  if (dashboard.error) return <LoadFailure error={dashboard.error} onRetry={() => void dashboard.refetch()} />;
  if (!dashboard.data) return <PageSpinner />;
  return (
    <div style={{ height: dashboard.data.config.layout === 'free' ? '100%' : undefined }}>
      <Suspense fallback={<PageSpinner />}>
        <DashboardView dashboard={dashboard.data} mode="view" />
      </Suspense>
    </div>
  );
}

function ChartPage({ orgId, chartId }: { orgId: string; chartId: string }) {
  const chart = useChart(orgId, chartId);
  const [request, setRequest] = useState<ChartDataRequestInput>({});
  const frame = useChartData(orgId, chartId, request);
  const data = useMemo<ChartData | undefined>(
    () => frame.data && { columns: frame.data.columns, rows: frame.data.rows, total: frame.data.pageInfo.total, pageNo: frame.data.pageInfo.pageNo, pageSize: frame.data.pageInfo.pageSize },
    [frame.data],
  );
  if (chart.error) return <LoadFailure error={chart.error} onRetry={() => void chart.refetch()} />;
  if (!chart.data) return <PageSpinner />;
  return (
    <Card style={{ height: '100%' }} styles={{ body: { height: '100%', padding: 16 } }}>
      <ChartView
        config={chart.data.config}
        data={data}
        loading={frame.isFetching}
        error={frame.error ? messageOf(frame.error) : undefined}
        onRetry={() => void frame.refetch()}
        onTablePage={(pageNo, pageSize) => setRequest((current) => ({ ...current, pageNo, pageSize }))}
        onTableSort={(uid, order) => setRequest((current) => ({ ...current, pageNo: 1, sort: order ? { uid, order } : undefined }))}
        title={chart.data.name}
      />
    </Card>
  );
}
