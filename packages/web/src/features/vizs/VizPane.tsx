import { useQueryClient } from '@tanstack/react-query';
import { Result } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageSpinner } from '../../components/PageSpinner';
import { preloadableComponent } from '../../components/preloadableComponent';
import { prefetchDashboard } from '../dashboards/dashboardQueries';
import { useVizBrowser } from './vizBrowserContext';
import { VizFolderPane } from './VizFolderPane';
import './messages';

/** The chart viewer draws with ECharts: a chunk of its own, so the tree and the landing come up without it. */
const ChartViewerPage = preloadableComponent(() => import('./ChartViewerPage').then((module) => module.ChartViewerPage), { fallback: <PageSpinner />, throwLoadError: true });
/** The dashboard viewer (layouts, widgets, controllers) is a chunk of its own too. */
const DashboardViewerPage = preloadableComponent(() => import('../dashboards/viewer/DashboardViewerPage').then((module) => module.DashboardViewerPage), { fallback: <PageSpinner />, throwLoadError: true });

/** …/vizs/:vizId: the chosen folder, or the chosen chart or dashboard opened read-only. */
export function VizPane() {
  const { t } = useTranslation();
  const { vizId } = useParams();
  const { orgId, nodes } = useVizBrowser();
  const node = nodes.find((candidate) => candidate.id === vizId);
  const queryClient = useQueryClient();
  const dashboardId = node?.kind === 'dashboard' ? node.id : undefined;
  // The board is asked while the viewer's code loads, not once it has drawn.
  useEffect(() => {
    if (dashboardId) void prefetchDashboard(queryClient, orgId, dashboardId);
  }, [queryClient, orgId, dashboardId]);
  if (!node) return <Result status="404" subTitle={t('vizs.notFound')} />;
  if (node.isFolder) return <VizFolderPane key={node.id} folder={node} />;
  return node.kind === 'dashboard' ? <DashboardViewerPage.Component key={node.id} node={node} /> : <ChartViewerPage.Component key={node.id} node={node} />;
}
