import { BgColorsOutlined, GlobalOutlined, LockOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { locales, type Locale } from '@redbi/shared/i18n';
import type { User } from '@redbi/shared/domain';
import { Avatar, Button, Dropdown, type MenuProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { changeLocale, useLocale } from '../../app/i18n/locale';
import { setThemeMode, themeModes, useThemeMode, type ThemeMode } from '../../app/theme/themeStore';
import { useLogout } from '../auth/session/useLogout';
import { PasswordDialog } from './PasswordDialog';
import { ProfileDialog } from './ProfileDialog';

type Dialog = 'profile' | 'password' | null;

/** The account menu: profile, password, language, theme, logout (spec §2). */
export function AccountMenu({ user }: { user: User }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const locale = useLocale();
  const themeMode = useThemeMode();
  const { logout } = useLogout();
  const [dialog, setDialog] = useState<Dialog>(null);

  const items: MenuProps['items'] = [
    { key: 'profile', icon: <UserOutlined />, label: t('account.profile') },
    { key: 'password', icon: <LockOutlined />, label: t('account.password') },
    {
      key: 'language',
      icon: <GlobalOutlined />,
      label: t('account.language'),
      children: locales.map((option) => ({ key: `locale:${option}`, label: t(`locale.${option}`) })),
    },
    {
      key: 'theme',
      icon: <BgColorsOutlined />,
      label: t('account.theme'),
      children: themeModes.map((mode) => ({ key: `theme:${mode}`, label: t(`theme.${mode}`) })),
    },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: t('account.logout') },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    const [kind, value] = key.split(':');
    if (kind === 'locale') void changeLocale(value as Locale);
    else if (kind === 'theme') setThemeMode(value as ThemeMode);
    else if (kind === 'logout') logout(() => void navigate('/login', { replace: true }));
    else setDialog(kind as Dialog);
  };

  return (
    <>
      <Dropdown
        trigger={['click']}
        menu={{
          items,
          onClick,
          selectable: true,
          selectedKeys: [`locale:${locale}`, `theme:${themeMode}`],
          triggerSubMenuAction: 'click',
        }}
      >
        <Button type="text" aria-label={t('account.menu')}>
          <Avatar size="small" src={user.avatar ?? undefined} icon={<UserOutlined />} />
          {user.name || user.username}
        </Button>
      </Dropdown>
      {dialog === 'profile' && <ProfileDialog user={user} onClose={() => setDialog(null)} />}
      {dialog === 'password' && <PasswordDialog onClose={() => setDialog(null)} />}
    </>
  );
}
