import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../components/PlaceholderPage';

/** The Schedules area of the main navigation; its feature arrives in a later issue. */
export function SchedulesPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('nav.schedules')} description={t('sections.schedules')} />;
}
