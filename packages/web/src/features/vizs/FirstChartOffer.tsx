import { AppstoreAddOutlined, BarChartOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Space, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { messageOf } from '../../app/errors/reportError';
import { useAbilities } from '../orgs/abilities';
import { useSampleChart } from './useSampleChart';
import { vizPaths } from './useVizActions';
import './messages';

/**
 * The Vizs landing of an organisation without charts: one click to a first chart on the sample data when
 * there is some the caller may build a view on, otherwise what to do first (a source, a view) with links;
 * creating is offered only to those who may create a chart somewhere.
 */
export function FirstChartOffer({
  orgId,
  canCreate,
  onNewDashboard,
}: {
  orgId: string;
  /** The caller may create a chart or dashboard somewhere (the tree decides). */
  canCreate: boolean;
  /** Opens the "New dashboard" dialog. */
  onNewDashboard: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const modules = useAbilities(orgId).data?.modules;
  const { loading, sampleSource, start } = useSampleChart(orgId);
  if (!modules || loading) return <Spin />;

  if (modules.view && canCreate && sampleSource) {
    return (
      <Card style={{ maxWidth: 640 }}>
        <Space direction="vertical" size="middle">
          <Typography.Title level={3} style={{ margin: 0 }}>
            <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
              <BarChartOutlined aria-hidden />
              <span>{t('vizs.firstChart.title')}</span>
            </span>
          </Typography.Title>
          <Typography.Paragraph style={{ margin: 0 }}>{t('vizs.firstChart.body', { source: sampleSource.name })}</Typography.Paragraph>
          {start.error && <Alert type="error" showIcon message={t('vizs.firstChart.failed')} description={messageOf(start.error)} />}
          <Button type="primary" size="large" loading={start.isPending} onClick={() => start.mutate(sampleSource.id)}>
            {t('vizs.firstChart.start')}
          </Button>
        </Space>
      </Card>
    );
  }

  const base = `/organizations/${orgId}`;
  return (
    <Card style={{ maxWidth: 640 }}>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t('vizs.noCharts.title')}
      </Typography.Title>
      <Typography.Paragraph>{t('vizs.noCharts.intro')}</Typography.Paragraph>
      <ol>
        <li>{t('vizs.noCharts.stepSource')}</li>
        <li>{t('vizs.noCharts.stepView')}</li>
        <li>{t('vizs.noCharts.stepChart')}</li>
      </ol>
      {!modules.viz && <Alert type="info" showIcon message={t('vizs.noCharts.noModule')} style={{ marginBottom: 16 }} />}
      <Space wrap size="middle">
        {modules.source && <Link to={`${base}/sources`}>{t('vizs.noCharts.goSources')}</Link>}
        {modules.view && <Link to={`${base}/views`}>{t('vizs.noCharts.goViews')}</Link>}
        {canCreate && (
          <>
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => void navigate(vizPaths(orgId).newChart({}))}>
              {t('vizs.newChart')}
            </Button>
            <Button icon={<AppstoreAddOutlined aria-hidden />} onClick={onNewDashboard}>
              {t('vizs.newDashboard')}
            </Button>
          </>
        )}
      </Space>
    </Card>
  );
}
