import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthLayout } from './AuthLayout';

/** A page before login that only has something to say, with the way back to login. */
export function AuthNotice({ title, message }: { title: string; message: string }) {
  const { t } = useTranslation();
  return (
    <AuthLayout title={title} heading={title}>
      <Typography.Paragraph>{message}</Typography.Paragraph>
      <Link to="/login">{t('common.backToLogin')}</Link>
    </AuthLayout>
  );
}
