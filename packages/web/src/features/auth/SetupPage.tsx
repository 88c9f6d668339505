import type { NewUser } from '@redbi/shared/domain';
import { Result, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { PageSpinner } from '../../components/PageSpinner';
import { useSysInfo } from '../system/sysInfo';
import { AuthLayout } from './AuthLayout';
import { SetupForm } from './SetupForm';

/** First-run setup: the welcome, the form, then the success message with a link to login. */
export function SetupPage() {
  const { t } = useTranslation();
  const sysInfo = useSysInfo();
  const [created, setCreated] = useState<NewUser | null>(null);

  if (created) {
    return (
      <AuthLayout title={t('setup.title')} heading={t('setup.welcome')}>
        <Result
          status="success"
          title={t('setup.success')}
          subTitle={t('setup.successDetail', { username: created.username })}
          extra={<Link to="/login">{t('setup.goToLogin')}</Link>}
        />
      </AuthLayout>
    );
  }
  if (sysInfo.data?.initialized) return <Navigate to="/login" replace />;
  return (
    <AuthLayout title={t('setup.title')} heading={t('setup.welcome')}>
      {sysInfo.isPending ? (
        <PageSpinner />
      ) : (
        <>
          <Typography.Paragraph type="secondary">{t('setup.intro')}</Typography.Paragraph>
          <SetupForm onDone={setCreated} />
        </>
      )}
    </AuthLayout>
  );
}
