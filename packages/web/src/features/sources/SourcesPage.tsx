import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../components/PlaceholderPage';

/** The Sources area of the main navigation; its feature arrives in a later issue. */
export function SourcesPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('nav.sources')} description={t('sections.sources')} />;
}
