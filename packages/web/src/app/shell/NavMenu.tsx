import {
  ApiOutlined,
  BarChartOutlined,
  ClockCircleOutlined,
  ConsoleSqlOutlined,
  SafetyOutlined,
  SettingOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { Menu } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { sectionAllowed, useAbilities } from '../../features/orgs/abilities';
import { sections, type Section } from './sections';

const icons: Record<Section, ReactNode> = {
  vizs: <BarChartOutlined />,
  views: <ConsoleSqlOutlined />,
  sources: <ApiOutlined />,
  schedules: <ClockCircleOutlined />,
  members: <TeamOutlined />,
  permissions: <SafetyOutlined />,
  settings: <SettingOutlined />,
};

/**
 * The entries of the main navigation (spec §2) the server's abilities open for this organisation;
 * `onNavigate` hears a chosen entry (the phone's drawer closes, even on the page it is already on).
 */
export function NavMenu({ orgId, onNavigate }: { orgId: string; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const abilities = useAbilities(orgId).data;
  const visible = abilities ? sections.filter((section) => sectionAllowed[section](abilities)) : [];
  const base = `/organizations/${orgId}`;
  const selected = sections.find((section) => pathname.startsWith(`${base}/${section}`));
  return (
    <nav aria-label={t('nav.label')}>
      <Menu
        mode="inline"
        selectedKeys={selected ? [selected] : []}
        style={{ borderInlineEnd: 'none' }}
        onClick={onNavigate}
        items={visible.map((section) => ({
          key: section,
          icon: icons[section],
          label: <Link to={`${base}/${section}`}>{t(`nav.${section}`)}</Link>,
        }))}
      />
    </nav>
  );
}
