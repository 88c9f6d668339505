import { Flex, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * The success page of registration and activation: go to login, or continue registering (another
 * account). `onContinue` lets the register page itself return to an empty form.
 */
export function AccountReady({ onContinue }: { onContinue?: () => void }) {
  const { t } = useTranslation();
  return (
    <Result
      status="success"
      title={t('register.ready')}
      subTitle={t('register.readyDetail')}
      extra={
        <Flex gap="large" justify="center">
          <Link to="/login">{t('common.goToLogin')}</Link>
          <Link to="/register" onClick={onContinue}>
            {t('register.continue')}
          </Link>
        </Flex>
      }
    />
  );
}
