import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../components/PlaceholderPage';

/** The Settings area of the main navigation; its feature arrives in a later issue. */
export function SettingsPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('nav.settings')} description={t('sections.settings')} />;
}
