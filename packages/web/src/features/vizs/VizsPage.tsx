import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Route, Routes, useParams } from 'react-router';
import { ChartWorkbenchRoute } from './ChartWorkbenchRoute';
import { VizBrowser } from './VizBrowser';
import { VizLanding } from './VizLanding';
import { VizPane } from './VizPane';
import './messages';

/**
 * /organizations/:orgId/vizs: the tree of folders and charts beside the landing ('') or the chosen viz
 * (':vizId'); the chart workbench ('charts/new', 'charts/:chartId/edit') takes the whole page.
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
      <Route path="*" element={<Result status="404" subTitle={t('vizs.notFound')} />} />
    </Routes>
  );
}
