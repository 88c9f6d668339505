import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../components/PlaceholderPage';

/** The Permissions area of the main navigation; its feature arrives in a later issue. */
export function PermissionsPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('nav.permissions')} description={t('sections.permissions')} />;
}
