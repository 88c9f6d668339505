import './messages';
import { Card, Flex, Menu, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { usePhoneScreen } from '../../app/shell/phoneScreen';
import { OrganizationSettings } from './OrganizationSettings';
import { PublicVariablesPage } from './publicVariables/PublicVariablesPage';
import { isSettingsPage, settingsPages, type SettingsSubPage } from './settingsPages';
import { SettingsPlaceholder } from './SettingsPlaceholder';

/** What each sub-page shows. */
const pageContent: Record<SettingsSubPage, (orgId: string) => ReactNode> = {
  variables: (orgId) => <PublicVariablesPage orgId={orgId} />,
  organization: (orgId) => <OrganizationSettings orgId={orgId} />,
  migration: () => <SettingsPlaceholder page="migration" />,
  export: () => <SettingsPlaceholder page="export" />,
  import: () => <SettingsPlaceholder page="import" />,
};

/** The Settings area (/organizations/:orgId/settings/<page>): a sub-menu and the chosen page, stacked on a phone. */
export function SettingsPage() {
  const { t } = useTranslation();
  const { orgId = '', '*': rest = '' } = useParams();
  const phone = usePhoneScreen();
  const base = `/organizations/${orgId}/settings`;
  const page = rest.split('/')[0];
  if (!isSettingsPage(page)) return <Navigate to={`${base}/organization`} replace />;

  return (
    <section>
      <Typography.Title level={2}>{t('settings.title')}</Typography.Title>
      <Flex gap="large" align="start" wrap>
        <Card size="small" style={{ width: phone ? '100%' : 220, flex: 'none' }} styles={{ body: { padding: 4 } }}>
          <nav aria-label={t('settings.menu')}>
            <Menu
              mode="inline"
              style={{ borderInlineEnd: 'none' }}
              selectedKeys={[page]}
              items={settingsPages.map((key) => ({ key, label: <Link to={`${base}/${key}`}>{t(`settings.pages.${key}`)}</Link> }))}
            />
          </nav>
        </Card>
        <div style={{ flex: 1, minWidth: phone ? '100%' : 320, maxWidth: '100%' }}>
          {pageContent[page](orgId)}
        </div>
      </Flex>
    </section>
  );
}
