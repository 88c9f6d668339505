import { Layout, theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { PageSpinner } from '../../components/PageSpinner';
import { AccountMenu } from '../../features/account/AccountMenu';
import { useCurrentUser } from '../../features/auth/session/currentUser';
import { OrgSwitcher } from '../../features/orgs/OrgSwitcher';
import { useCurrentOrgId } from '../../features/orgs/orgQueries';
import { NavMenu } from './NavMenu';

/** The main shell: header with the organisation switcher and the account menu, the navigation, the page. */
export function MainLayout() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const user = useCurrentUser().data;
  const orgId = useCurrentOrgId();
  if (!user) return <PageSpinner />;

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 8,
          paddingInline: 16,
          background: token.colorBgContainer,
          borderBottom: `1px solid ${token.colorBorderSecondary}`,
        }}
      >
        <Link to="/">
          <Typography.Text strong style={{ fontSize: 18 }}>
            {t('app.name')}
          </Typography.Text>
        </Link>
        <div style={{ flex: 1 }} />
        <OrgSwitcher />
        <AccountMenu user={user} />
      </Layout.Header>
      <Layout>
        {orgId && (
          <Layout.Sider width={200} theme="light" breakpoint="lg" collapsedWidth={56} style={{ background: token.colorBgContainer }}>
            <NavMenu orgId={orgId} />
          </Layout.Sider>
        )}
        <Layout.Content style={{ padding: 24 }}>
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
