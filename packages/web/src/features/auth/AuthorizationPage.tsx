import { useTranslation } from 'react-i18next';
import { AuthNotice } from './AuthNotice';

/** The third-party sign-in callback: arrives with the OAuth2 issue. */
export function AuthorizationPage() {
  const { t } = useTranslation();
  return <AuthNotice title={t('authorization.title')} message={t('authorization.later')} />;
}
