import { MenuOutlined } from '@ant-design/icons';
import { Button, ConfigProvider, Drawer, Layout, theme, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '../../components/PageSpinner';
import { AccountMenu } from '../../features/account/AccountMenu';
import { useCurrentUser } from '../../features/auth/session/currentUser';
import { DownloadListButton } from '../../features/downloads/DownloadListButton';
import { OrgSwitcher } from '../../features/orgs/OrgSwitcher';
import { useCurrentOrgId } from '../../features/orgs/orgQueries';
import { NavMenu } from './NavMenu';
import { usePhoneScreen } from './phoneScreen';

/** The phone's navigation drawer: wide enough for the longest section name, never wider than most of the screen. */
const PHONE_DRAWER_WIDTH = 'min(280px, 85vw)';
/** The account button gives way to the brand in a narrow header: a long user name ends in '…'. */
const ACCOUNT_CLASS = 'redbi-shell-account';
const accountFits = `.${ACCOUNT_CLASS} .ant-btn { max-width: 100%; } .${ACCOUNT_CLASS} .ant-btn > span:not(.ant-avatar) { min-width: 0; overflow: hidden; text-overflow: ellipsis; }`;

/**
 * The main shell: header with the organisation switcher, the download list and the account menu, the navigation, the page. On
 * a phone the navigation and the organisation switcher move into a drawer behind a menu button, so the
 * header fits and the page gets the whole width, and controls are large (40 px tap targets, visual.md).
 */
export function MainLayout() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const user = useCurrentUser().data;
  const orgId = useCurrentOrgId();
  const phone = usePhoneScreen();
  const { pathname } = useLocation();
  // Opened on a page; going to another page (a section, another organisation) closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string>();
  if (!user) return <PageSpinner />;
  const drawerNav = phone && orgId !== undefined;
  const closeMenu = () => setMenuOpenOn(undefined);

  return (
    <ConfigProvider componentSize={phone ? 'large' : undefined}>
      <Layout style={{ minHeight: '100vh' }}>
        <Layout.Header
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: 8,
            paddingInline: phone ? token.paddingXS : 16,
            background: token.colorBgContainer,
            borderBottom: `1px solid ${token.colorBorderSecondary}`,
          }}
        >
          {drawerNav && (
            <Button
              type="text"
              icon={<MenuOutlined aria-hidden />}
              aria-label={t('nav.open')}
              aria-expanded={menuOpenOn === pathname}
              onClick={() => setMenuOpenOn(pathname)}
            />
          )}
          <Link to="/" style={{ flex: 'none' }}>
            <Typography.Text strong style={{ fontSize: 18 }}>
              {t('app.name')}
            </Typography.Text>
          </Link>
          <div style={{ flex: 1 }} />
          {!drawerNav && <OrgSwitcher />}
          <DownloadListButton />
          <div className={ACCOUNT_CLASS} style={{ display: 'flex', minWidth: 0 }}>
            <style>{accountFits}</style>
            <AccountMenu user={user} />
          </div>
        </Layout.Header>
        <Layout>
          {orgId && !phone && (
            <Layout.Sider width={200} theme="light" breakpoint="lg" collapsedWidth={56} style={{ background: token.colorBgContainer }}>
              <NavMenu orgId={orgId} />
            </Layout.Sider>
          )}
          <Layout.Content style={{ padding: phone ? token.paddingSM : 24, minWidth: 0 }}>
            <Outlet />
          </Layout.Content>
        </Layout>
        {drawerNav && (
          <Drawer
            open={menuOpenOn === pathname}
            onClose={closeMenu}
            placement="left"
            width={PHONE_DRAWER_WIDTH}
            title={t('app.name')}
            styles={{ body: { padding: token.paddingXS } }}
          >
            <div style={{ paddingInline: token.paddingXS, marginBottom: token.marginXS }}>
              <OrgSwitcher />
            </div>
            <NavMenu orgId={orgId} onNavigate={closeMenu} />
          </Drawer>
        )}
      </Layout>
    </ConfigProvider>
  );
}
