import type { Registration } from '@redbi/shared/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageSpinner } from '../../components/PageSpinner';
import { useSysInfo } from '../system/sysInfo';
import { AccountReady } from './AccountReady';
import { AuthLayout } from './AuthLayout';
import { AuthNotice } from './AuthNotice';
import { CheckMailbox } from './CheckMailbox';
import { RegisterForm } from './RegisterForm';

/**
 * Registration (spec §2): the form; then, with mail on, 'check your mailbox' (resend, back); without
 * mail the account is active at once: the success page (go to login, continue registering).
 */
export function RegisterPage() {
  const { t } = useTranslation();
  const sysInfo = useSysInfo();
  const [registration, setRegistration] = useState<Registration | null>(null);
  const restart = () => setRegistration(null);

  if (sysInfo.isPending) return <PageSpinner />;
  if (!sysInfo.data?.registerEnable) return <AuthNotice title={t('register.title')} message={t('register.disabled')} />;
  return (
    <AuthLayout title={t('register.title')} heading={t('register.heading')}>
      {registration === null ? (
        <>
          <RegisterForm onDone={setRegistration} />
          <div style={{ marginTop: 16 }}>
            <Link to="/login">{t('common.backToLogin')}</Link>
          </div>
        </>
      ) : registration.activationRequired ? (
        <CheckMailbox email={registration.email} onBack={restart} />
      ) : (
        <AccountReady onContinue={restart} />
      )}
    </AuthLayout>
  );
}
