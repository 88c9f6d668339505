import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../components/PlaceholderPage';

/** The Members area of the main navigation; its feature arrives in a later issue. */
export function MembersPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('nav.members')} description={t('sections.members')} />;
}
