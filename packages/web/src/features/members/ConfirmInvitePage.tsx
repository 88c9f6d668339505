import type { InvitationInfo } from '@redbi/shared/domain';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AuthLayout } from '../auth/AuthLayout';
import { AuthProgress } from '../auth/AuthProgress';
import { useIsLoggedIn } from '../auth/session/useIsLoggedIn';
import { AcceptInvitation } from './AcceptInvitation';
import { InvitationClosed } from './InvitationClosed';
import { useInvitation } from './invitationQueries';
import { InvitationSignIn } from './InvitationSignIn';
import './messages';

/** Which organisation, who invited, which address. */
function InvitationSummary({ invitation }: { invitation: InvitationInfo }) {
  const { t } = useTranslation();
  return (
    <>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {t('members.invitation.invited', { orgName: invitation.orgName })}
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        {t('members.invitation.invitedBy', { inviterName: invitation.inviterName, email: invitation.email })}
      </Typography.Paragraph>
    </>
  );
}

/**
 * /confirminvite?token=… (outside the main shell): a pending invitation is accepted by the logged-in
 * user; a visitor logs in or registers first and comes back here. Used, expired or unknown invitations
 * say so, with the way home.
 */
export function ConfirmInvitePage() {
  const { t } = useTranslation();
  const token = useSearchParams()[0].get('token') ?? '';
  const invitation = useInvitation(token);
  const loggedIn = useIsLoggedIn();

  const content = () => {
    if (token === '' || invitation.isError) return <InvitationClosed reason="invalid" />;
    if (invitation.isPending) return <AuthProgress message={t('app.loading')} />;
    const info = invitation.data;
    if (info.status !== 'pending') return <InvitationClosed reason={info.status} orgName={info.orgName} />;
    return (
      <>
        <InvitationSummary invitation={info} />
        {loggedIn ? <AcceptInvitation token={token} /> : <InvitationSignIn token={token} invitation={info} />}
      </>
    );
  };
  return (
    <AuthLayout title={t('members.invitation.title')} heading={t('members.invitation.heading')}>
      {content()}
    </AuthLayout>
  );
}
