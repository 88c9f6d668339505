import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FirstChartOffer } from './FirstChartOffer';
import { useVizBrowser } from './vizBrowserContext';
import { VizCardGrid } from './VizCard';
import './messages';

/** /vizs: the organisation's charts and dashboards as cards, recently updated first; with none yet, the first-chart offer. */
export function VizLanding() {
  const { t } = useTranslation();
  const { orgId, nodes, actions, canCreate, createIn } = useVizBrowser();
  const charts = nodes.filter((node) => !node.isFolder).sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  if (charts.length === 0) return <FirstChartOffer orgId={orgId} canCreate={canCreate} onNewDashboard={() => actions.newDashboard(createIn ?? null)} />;
  return (
    <section aria-label={t('vizs.landing.recent')}>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {t('vizs.landing.recent')}
      </Typography.Title>
      <VizCardGrid orgId={orgId} nodes={charts} onOpen={(node) => actions.open(node.id)} />
    </section>
  );
}
