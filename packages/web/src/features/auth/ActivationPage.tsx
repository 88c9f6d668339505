import { Flex, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useRunOnce } from '../../components/useRunOnce';
import { AccountReady } from './AccountReady';
import { useActivate } from './accountRequests';
import { AuthLayout } from './AuthLayout';
import { AuthProgress } from './AuthProgress';

/**
 * The mailed activation link, /activation?token=…: activates once on arrival (a token works only once),
 * then the success page of registration, or why it failed with the ways on.
 */
export function ActivationPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const activate = useActivate();
  useRunOnce(() => {
    if (token) activate.mutate(token);
  });

  const failure = token ? activate.error?.message : t('errors.activationInvalid');
  return (
    <AuthLayout title={t('activation.title')} heading={t('activation.title')}>
      {failure !== undefined ? (
        <Result
          status="error"
          title={t('activation.failed')}
          subTitle={failure}
          extra={
            <Flex gap="large" justify="center">
              <Link to="/login">{t('common.backToLogin')}</Link>
              <Link to="/register">{t('activation.register')}</Link>
            </Flex>
          }
        />
      ) : activate.isSuccess ? (
        <AccountReady />
      ) : (
        <AuthProgress message={t('activation.activating')} />
      )}
    </AuthLayout>
  );
}
