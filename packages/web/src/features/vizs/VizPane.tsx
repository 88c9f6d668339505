import { Result } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageSpinner } from '../../components/PageSpinner';
import { useVizBrowser } from './vizBrowserContext';
import { VizFolderPane } from './VizFolderPane';
import './messages';

/** The chart viewer draws with ECharts: a chunk of its own, so the tree and the landing come up without it. */
const ChartViewerPage = lazy(() => import('./ChartViewerPage').then((module) => ({ default: module.ChartViewerPage })));

/** …/vizs/:vizId: the chosen folder, or the chosen chart opened read-only. */
export function VizPane() {
  const { t } = useTranslation();
  const { vizId } = useParams();
  const { nodes } = useVizBrowser();
  const node = nodes.find((candidate) => candidate.id === vizId);
  if (!node) return <Result status="404" subTitle={t('vizs.notFound')} />;
  if (node.isFolder) return <VizFolderPane key={node.id} folder={node} />;
  return (
    <Suspense fallback={<PageSpinner />}>
      <ChartViewerPage key={node.id} node={node} />
    </Suspense>
  );
}
