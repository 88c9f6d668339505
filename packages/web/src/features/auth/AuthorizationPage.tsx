import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useRunOnce } from '../../components/useRunOnce';
import { AuthLayout } from './AuthLayout';
import { AuthProgress } from './AuthProgress';
import { returnAfterLogin } from './session/authRedirect';
import { useOAuth2Login } from './session/useOAuth2Login';

/**
 * Where the browser lands after signing in at a provider: /authorization?code=… (a one-time code, used
 * once: authenticating, then activating, then into the app) or ?error=… (the server's message).
 */
export function AuthorizationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const code = searchParams.get('code');
  const error = searchParams.get('error');
  const { mutation: login, phase } = useOAuth2Login();
  useRunOnce(() => {
    if (code && error === null) login.mutate(code, { onSuccess: () => returnAfterLogin(navigate) });
  });

  const reason = error ?? (code ? login.error?.message : t('errors.oauth2LoginExpired'));
  return (
    <AuthLayout title={t('authorization.title')} heading={t('authorization.title')}>
      {reason !== undefined ? (
        <Result status="error" title={t('authorization.failed')} subTitle={reason} extra={<Link to="/login">{t('common.backToLogin')}</Link>} />
      ) : (
        <AuthProgress message={t(`authorization.${phase}`)} />
      )}
    </AuthLayout>
  );
}
