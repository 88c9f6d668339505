import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../../components/PageSpinner';
import { useSysInfo } from '../system/sysInfo';
import { AuthNotice } from './AuthNotice';

/** Forgotten password: resetting needs mail; says so when the server has none. */
export function ForgetPasswordPage() {
  const { t } = useTranslation();
  const sysInfo = useSysInfo();
  if (sysInfo.isPending) return <PageSpinner />;
  return (
    <AuthNotice
      title={t('forgetPassword.title')}
      message={t(sysInfo.data?.mailEnable ? 'forgetPassword.later' : 'forgetPassword.mailDisabled')}
    />
  );
}
