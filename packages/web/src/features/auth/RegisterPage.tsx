import type { Registration } from '@redbi/shared/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageSpinner } from '../../components/PageSpinner';
import { useSysInfo } from '../system/sysInfo';
import { AccountReady } from './AccountReady';
import { AuthLayout } from './AuthLayout';
import { AuthNotice } from './AuthNotice';
import { CheckMailbox } from './CheckMailbox';
import { RegisterForm, type InviteRegistration } from './RegisterForm';
import { invitationPath, rememberReturnPath } from './session/authRedirect';

/** /register?inviteToken=…&email=…: registering from the confirm-invite page. */
function invitationOf(searchParams: URLSearchParams): InviteRegistration | undefined {
  const inviteToken = searchParams.get('inviteToken');
  return inviteToken ? { inviteToken, email: searchParams.get('email') ?? '' } : undefined;
}

/**
 * Registration (spec §2): the form; then, with mail on, 'check your mailbox' (resend, back); without
 * mail the account is active at once: the success page (go to login, continue registering). An invitee's
 * next login comes back to the confirmation of the invitation.
 */
export function RegisterPage() {
  const { t } = useTranslation();
  const sysInfo = useSysInfo();
  const [registration, setRegistration] = useState<Registration | null>(null);
  const invitation = invitationOf(useSearchParams()[0]);
  const restart = () => setRegistration(null);
  const registered = (done: Registration) => {
    if (invitation) rememberReturnPath(invitationPath(invitation.inviteToken));
    setRegistration(done);
  };

  if (sysInfo.isPending) return <PageSpinner />;
  // An invitation opens registration even when it is closed (the server checks the invitation).
  if (!sysInfo.data?.registerEnable && !invitation) return <AuthNotice title={t('register.title')} message={t('register.disabled')} />;
  return (
    <AuthLayout title={t('register.title')} heading={t('register.heading')}>
      {registration === null ? (
        <>
          <RegisterForm onDone={registered} invitation={invitation} />
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
