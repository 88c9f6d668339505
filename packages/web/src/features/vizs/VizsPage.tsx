import { Result } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes, useParams } from 'react-router';
import { PageSpinner } from '../../components/PageSpinner';
import { ChartWorkbenchRoute } from './ChartWorkbenchRoute';
import { VizBrowser } from './VizBrowser';
import { VizLanding } from './VizLanding';
import { VizPane } from './VizPane';
import './messages';

/** The board editor is a chunk of its own: those who only look at dashboards never download it. */
const DashboardEditorRoute = lazy(() => import('../dashboards/editor/DashboardEditorRoute').then((module) => ({ default: module.DashboardEditorRoute })));

/**
 * /organizations/:orgId/vizs: the tree of folders and charts beside the landing ('') or the chosen viz
 * (':vizId'); the chart workbench ('charts/new', 'charts/:chartId/edit') and the board editor
 * ('dashboards/:dashboardId/edit') take the whole page.
 */
export function VizsPage() {
  const { t } = useTranslation();
  const { orgId = '' } = useParams();
  return (
    <Routes>
      <Route element={<VizBrowser orgId={orgId} />}>
        <Route index element={<VizLanding />} />
        <Route path=":vizId" element={<VizPane />} />
      </Route>
      <Route path="charts/new" element={<ChartWorkbenchRoute orgId={orgId} />} />
      <Route path="charts/:chartId/edit" element={<ChartWorkbenchRoute orgId={orgId} />} />
      <Route
        path="dashboards/:dashboardId/edit"
        element={
          <Suspense fallback={<PageSpinner />}>
            <DashboardEditorRoute orgId={orgId} />
          </Suspense>
        }
      />
      <Route path="*" element={<Result status="404" subTitle={t('vizs.notFound')} />} />
    </Routes>
  );
}
