import type { ForgetPasswordParams, ResetTicket } from '@redbi/shared/domain';
import { Result } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageSpinner } from '../../components/PageSpinner';
import { useSysInfo } from '../system/sysInfo';
import { AuthLayout } from './AuthLayout';
import { AuthNotice } from './AuthNotice';
import { ForgetPasswordForm } from './ForgetPasswordForm';
import { ResetPasswordForm } from './ResetPasswordForm';

interface CodeRequest {
  params: ForgetPasswordParams;
  ticket: ResetTicket;
}

/**
 * Forgotten password (spec §2): who forgot → a mailed code → new password, confirmation and code →
 * done. Needs mail; says so when the server has none.
 */
export function ForgetPasswordPage() {
  const { t } = useTranslation();
  const sysInfo = useSysInfo();
  const [sent, setSent] = useState<CodeRequest | null>(null);
  const [done, setDone] = useState(false);

  if (sysInfo.isPending) return <PageSpinner />;
  if (!sysInfo.data?.mailEnable) return <AuthNotice title={t('forgetPassword.title')} message={t('forgetPassword.mailDisabled')} />;
  return (
    <AuthLayout title={t('forgetPassword.title')} heading={t('forgetPassword.heading')}>
      {done ? (
        <Result
          status="success"
          title={t('forgetPassword.done')}
          subTitle={t('forgetPassword.doneDetail')}
          extra={<Link to="/login">{t('common.goToLogin')}</Link>}
        />
      ) : sent ? (
        <ResetPasswordForm
          request={sent.params}
          ticket={sent.ticket}
          onTicket={(ticket) => setSent({ ...sent, ticket })}
          onBack={() => setSent(null)}
          onDone={() => setDone(true)}
        />
      ) : (
        <>
          <ForgetPasswordForm onSent={(params, ticket) => setSent({ params, ticket })} />
          <div style={{ marginTop: 16 }}>
            <Link to="/login">{t('common.backToLogin')}</Link>
          </div>
        </>
      )}
    </AuthLayout>
  );
}
