import { useTranslation } from 'react-i18next';
import { AuthNotice } from './AuthNotice';

/** Account activation from an e-mail link: arrives with the registration issue. */
export function ActivationPage() {
  const { t } = useTranslation();
  return <AuthNotice title={t('activation.title')} message={t('activation.later')} />;
}
