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

/** The seven entries of the main navigation for one organisation. */
export function NavMenu({ orgId }: { orgId: string }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const base = `/organizations/${orgId}`;
  const selected = sections.find((section) => pathname.startsWith(`${base}/${section}`));
  return (
    <nav aria-label={t('nav.label')}>
      <Menu
        mode="inline"
        selectedKeys={selected ? [selected] : []}
        style={{ borderInlineEnd: 'none' }}
        items={sections.map((section) => ({
          key: section,
          icon: icons[section],
          label: <Link to={`${base}/${section}`}>{t(`nav.${section}`)}</Link>,
        }))}
      />
    </nav>
  );
}
