import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../components/usePageTitle';

/** Any path no route knows. */
export function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t('notFound.title'));
  return <Result status="404" title={t('notFound.title')} subTitle={t('notFound.message')} extra={<Link to="/">{t('notFound.home')}</Link>} />;
}
