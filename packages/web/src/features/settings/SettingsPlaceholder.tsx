import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../components/usePageTitle';
import type { SettingsSubPage } from './settingsPages';

/** A settings sub-page whose feature has not landed: its title and when it arrives. */
export function SettingsPlaceholder({ page }: { page: Exclude<SettingsSubPage, 'organization' | 'variables'> }) {
  const { t } = useTranslation();
  const title = t(`settings.pages.${page}`);
  usePageTitle(title);
  return (
    <section>
      <Typography.Title level={3}>{title}</Typography.Title>
      <Typography.Paragraph type="secondary">{t(`settings.later.${page}`)}</Typography.Paragraph>
    </section>
  );
}
