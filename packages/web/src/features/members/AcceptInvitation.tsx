import { Alert, Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { hasErrCode } from '../../api/hasErrCode';
import { messageOf } from '../../app/errors/reportError';
import { toaster } from '../../app/errors/toaster';
import { invitationPath, rememberReturnPath } from '../auth/session/authRedirect';
import { useCurrentUser } from '../auth/session/currentUser';
import { useLogout } from '../auth/session/useLogout';
import { InvitationClosed } from './InvitationClosed';
import { useConfirmInvitation } from './invitationQueries';

/**
 * The logged-in user accepts and goes into the organisation. An invitation sent to another address is
 * refused by the server (its message is shown): switching account logs out and comes back here after login.
 */
export function AcceptInvitation({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser().data;
  const confirm = useConfirmInvitation();
  const { logout, isPending: loggingOut } = useLogout();

  const accept = () =>
    confirm.mutate(token, {
      onSuccess: (org) => {
        toaster.show('success', t('members.invitation.accepted', { orgName: org.name }));
        void navigate(`/organizations/${org.id}`, { replace: true });
      },
    });
  const switchAccount = () =>
    logout(() => {
      rememberReturnPath(invitationPath(token));
      void navigate('/login', { replace: true });
    });

  if (hasErrCode(confirm.error, 'INVITATION_INVALID')) {
    return <InvitationClosed reason="invalid" detail={messageOf(confirm.error)} />;
  }
  return (
    <Flex vertical gap="middle">
      {user && (
        <Typography.Text>{t('members.invitation.loggedInAs', { name: user.name || user.username, email: user.email })}</Typography.Text>
      )}
      {confirm.error && <Alert type="error" showIcon message={messageOf(confirm.error)} />}
      <Flex gap="small" wrap>
        <Button type="primary" loading={confirm.isPending} disabled={confirm.isSuccess} onClick={accept}>
          {t('members.invitation.accept')}
        </Button>
        <Button loading={loggingOut} onClick={switchAccount}>
          {t('members.invitation.switchAccount')}
        </Button>
      </Flex>
    </Flex>
  );
}
