import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../components/PlaceholderPage';

/** The Vizs area of the main navigation; its feature arrives in a later issue. */
export function VizsPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('nav.vizs')} description={t('sections.vizs')} />;
}
