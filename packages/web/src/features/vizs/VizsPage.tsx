import { Result } from 'antd';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes, useParams } from 'react-router';
import { PageSpinner } from '../../components/PageSpinner';
import { ChartWorkbenchRoute } from './ChartWorkbenchRoute';
import { VizBrowser } from './VizBrowser';
import { VizLanding } from './VizLanding';
import { VizPane } from './VizPane';
import './messages';

/** The board editor is a chunk of its own: those who only look at dashboards never download it. */
/** The organisation's share links: a chunk of its own. */
const SharesPage = lazy(() => import('../shares/SharesPage').then((module) => ({ default: module.SharesPage })));
const DashboardEditorRoute = lazy(() => import('../dashboards/editor/DashboardEditorRoute').then((module) => ({ default: module.DashboardEditorRoute })));
/** The storyboard pane, editor and player are chunks of their own too. */
const StoryboardPane = lazy(() => import('../storyboards/StoryboardPane').then((module) => ({ default: module.StoryboardPane })));
const StoryboardEditorRoute = lazy(() => import('../storyboards/editor/StoryboardEditorRoute').then((module) => ({ default: module.StoryboardEditorRoute })));
const StoryPlayerRoute = lazy(() => import('../storyboards/player/StoryPlayerRoute').then((module) => ({ default: module.StoryPlayerRoute })));
const suspended = (element: ReactNode) => <Suspense fallback={<PageSpinner />}>{element}</Suspense>;

/**
 * /organizations/:orgId/vizs: the tree of folders and charts beside the landing ('') or the chosen viz
 * (':vizId'); the chart workbench ('charts/new', 'charts/:chartId/edit') and the board editor
 * ('dashboards/:dashboardId/edit') take the whole page; storyboards open beside the tree ('storyboards/:storyboardId'),
 * their editor and player ('…/edit', '…/play') take the whole page.
 */
export function VizsPage() {
  const { t } = useTranslation();
  const { orgId = '' } = useParams();
  return (
    <Routes>
      <Route element={<VizBrowser orgId={orgId} />}>
        <Route index element={<VizLanding />} />
        <Route path=":vizId" element={<VizPane />} />
        <Route path="storyboards/:storyboardId" element={suspended(<StoryboardPane orgId={orgId} />)} />
      </Route>
      <Route path="storyboards/:storyboardId/edit" element={suspended(<StoryboardEditorRoute orgId={orgId} />)} />
      <Route path="storyboards/:storyboardId/play" element={suspended(<StoryPlayerRoute orgId={orgId} />)} />
      <Route
        path="shares"
        element={
          <Suspense fallback={<PageSpinner />}>
            <SharesPage orgId={orgId} />
          </Suspense>
        }
      />
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
