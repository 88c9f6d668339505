import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../../components/PageSpinner';
import { useSysInfo } from '../system/sysInfo';
import { AuthNotice } from './AuthNotice';

/** Registration: says whether the server allows it; the form arrives with the registration issue. */
export function RegisterPage() {
  const { t } = useTranslation();
  const sysInfo = useSysInfo();
  if (sysInfo.isPending) return <PageSpinner />;
  return <AuthNotice title={t('register.title')} message={t(sysInfo.data?.registerEnable ? 'register.later' : 'register.disabled')} />;
}
