import { UserOutlined } from '@ant-design/icons';
import { BASE_PATH } from '@redbi/shared/domain';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { storageKeys } from '../storageKeys';
import { ShareMessage } from './ShareMessage';

/** Logs in through the app's login page, which comes back to this share page (AUTH_REDIRECT_URL). */
export function logInAndReturn(): void {
  localStorage.setItem(storageKeys.authRedirectUrl, window.location.pathname.slice(BASE_PATH.length) + window.location.search);
  window.location.assign(`${BASE_PATH}/login`);
}

/** A LOGIN share opened without a session: only signed-in members may see it. */
export function LoginPrompt({ message }: { message?: string }) {
  const { t } = useTranslation();
  return (
    <ShareMessage
      status="403"
      title={t('sharePage.loginTitle')}
      message={message ?? t('sharePage.loginHint')}
      extra={
        <Button type="primary" icon={<UserOutlined aria-hidden />} onClick={logInAndReturn}>
          {t('sharePage.login')}
        </Button>
      }
    />
  );
}
