import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../components/PlaceholderPage';

/** The Views area of the main navigation; its feature arrives in a later issue. */
export function ViewsPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('nav.views')} description={t('sections.views')} />;
}
