import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from './usePageTitle';

/** Spec §6: 'You do not have permission to access this page'. */
export function NoPermission() {
  const { t } = useTranslation();
  usePageTitle(t('noPermission.title'));
  return <Result status="403" title={t('noPermission.title')} subTitle={t('errors.forbidden')} />;
}
