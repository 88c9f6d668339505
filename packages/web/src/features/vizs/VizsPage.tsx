import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Route, Routes, useParams } from 'react-router';
import { PageSpinner } from '../../components/PageSpinner';
import { preloadableComponent, type PreloadableOptions } from '../../components/preloadableComponent';
import { ChartWorkbenchRoute } from './ChartWorkbenchRoute';
import { VizBrowser } from './VizBrowser';
import { VizLanding } from './VizLanding';
import { VizPane } from './VizPane';
import './messages';

/** Each page below is a chunk of its own: a spinner while its code loads, a failed load the router's error page. */
const page: PreloadableOptions = { fallback: <PageSpinner />, throwLoadError: true };
/** The organisation's share links. */
const SharesPage = preloadableComponent(() => import('../shares/SharesPage').then((module) => module.SharesPage), page);
/** The board editor: those who only look at dashboards never download it. */
const DashboardEditorRoute = preloadableComponent(() => import('../dashboards/editor/DashboardEditorRoute').then((module) => module.DashboardEditorRoute), page);
/** The storyboard pane, editor and player. */
const StoryboardPane = preloadableComponent(() => import('../storyboards/StoryboardPane').then((module) => module.StoryboardPane), page);
const StoryboardEditorRoute = preloadableComponent(() => import('../storyboards/editor/StoryboardEditorRoute').then((module) => module.StoryboardEditorRoute), page);
const StoryPlayerRoute = preloadableComponent(() => import('../storyboards/player/StoryPlayerRoute').then((module) => module.StoryPlayerRoute), page);

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
        <Route path="storyboards/:storyboardId" element={<StoryboardPane.Component orgId={orgId} />} />
      </Route>
      <Route path="storyboards/:storyboardId/edit" element={<StoryboardEditorRoute.Component orgId={orgId} />} />
      <Route path="storyboards/:storyboardId/play" element={<StoryPlayerRoute.Component orgId={orgId} />} />
      <Route path="shares" element={<SharesPage.Component orgId={orgId} />} />
      <Route path="charts/new" element={<ChartWorkbenchRoute orgId={orgId} />} />
      <Route path="charts/:chartId/edit" element={<ChartWorkbenchRoute orgId={orgId} />} />
      <Route path="dashboards/:dashboardId/edit" element={<DashboardEditorRoute.Component orgId={orgId} />} />
      <Route path="*" element={<Result status="404" subTitle={t('vizs.notFound')} />} />
    </Routes>
  );
}
