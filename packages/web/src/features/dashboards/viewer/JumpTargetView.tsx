import type { JumpTarget } from '@redbi/charts';
import { Spin } from 'antd';
import { useMemo } from 'react';
import { LoadFailure } from '../../../components/LoadFailure';
import { ChartView } from '../../charts/ChartView';
import { useChartDrawing } from '../../charts/useChartDrawing';
import { useChart, useChartData } from '../../vizs/vizQueries';
import { useDashboard } from '../dashboardQueries';
import { DashboardView } from './DashboardView';

const HEIGHT = '70vh';

/** A chart with the jump's parameters as the values of its view's query variables (as its page's URL would give them). */
function JumpChart({ orgId, chartId, params }: { orgId: string; chartId: string; params: Record<string, string[]> }) {
  const chart = useChart(orgId, chartId);
  const frame = useChartData(orgId, chartId, Object.keys(params).length > 0 ? { params } : {});
  const drawing = useChartDrawing(frame);
  if (chart.error) return <LoadFailure error={chart.error} onRetry={() => void chart.refetch()} />;
  if (!chart.data) return <Spin />;
  return (
    <div style={{ height: HEIGHT }}>
      <ChartView config={chart.data.config} title={chart.data.name} {...drawing} />
    </div>
  );
}

function JumpDashboard({ orgId, dashboardId, params }: { orgId: string; dashboardId: string; params: Record<string, string[]> }) {
  const dashboard = useDashboard(orgId, dashboardId);
  const presets = useMemo(() => Object.entries(params).flatMap(([name, values]) => values.map((value) => [name, value] as const)), [params]);
  if (dashboard.error) return <LoadFailure error={dashboard.error} onRetry={() => void dashboard.refetch()} />;
  if (!dashboard.data) return <Spin />;
  return (
    <div style={{ height: HEIGHT, overflow: 'auto' }}>
      <DashboardView dashboard={dashboard.data} mode="view" presets={presets} />
    </div>
  );
}

/**
 * A jump's target inside the jump dialog: a chart with its view's query variables set by the jump's
 * parameters, a dashboard with its controllers preset by them (as their URLs would), or a page in a
 * sandboxed frame.
 */
export function JumpTargetView({ orgId, target }: { orgId: string; target: JumpTarget }) {
  if (target.kind === 'url') {
    return <iframe src={target.url} title={target.url} sandbox="allow-scripts allow-same-origin allow-popups" referrerPolicy="no-referrer" style={{ width: '100%', height: HEIGHT, border: 0 }} />;
  }
  if (target.kind === 'chart') return <JumpChart orgId={orgId} chartId={target.targetId!} params={target.params} />;
  return <JumpDashboard orgId={orgId} dashboardId={target.targetId!} params={target.params} />;
}
