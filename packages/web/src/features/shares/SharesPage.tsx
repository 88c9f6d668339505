import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePageTitle } from '../../components/usePageTitle';
import { ShareList } from './ShareList';
import './messages';

/** /organizations/:orgId/vizs/shares: every share link of the organisation the user may manage, across charts, dashboards and storyboards. */
export function SharesPage({ orgId }: { orgId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  usePageTitle(t('shares.page.title'));
  return (
    <section>
      <div style={{ display: 'flex', alignItems: 'center', gap: 12, marginBottom: 8 }}>
        <Button type="text" icon={<ArrowLeftOutlined aria-hidden />} aria-label={t('vizs.title')} onClick={() => void navigate(`/organizations/${orgId}/vizs`)} />
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t('shares.page.title')}
        </Typography.Title>
      </div>
      <Typography.Paragraph type="secondary">{t('shares.page.description')}</Typography.Paragraph>
      <ShareList orgId={orgId} />
    </section>
  );
}
