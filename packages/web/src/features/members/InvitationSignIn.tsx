import type { InvitationInfo } from '@redbi/shared/domain';
import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { invitationPath, rememberReturnPath } from '../auth/session/authRedirect';

/**
 * A visitor logs in, or registers with the invited address, to accept; either way the next login comes
 * back to this confirmation (the return path of spec §3). An invitation opens registration even when it
 * is closed to everyone else.
 */
export function InvitationSignIn({ token, invitation }: { token: string; invitation: InvitationInfo }) {
  const { t } = useTranslation();
  const comeBackHere = () => rememberReturnPath(invitationPath(token));
  const registerPath = `/register?${new URLSearchParams({ inviteToken: token, email: invitation.email }).toString()}`;
  return (
    <Flex gap="large" align="center" wrap>
      <Link to="/login" onClick={comeBackHere}>
        {t('members.invitation.login')}
      </Link>
      <Link to={registerPath} onClick={comeBackHere}>
        {t('members.invitation.register')}
      </Link>
    </Flex>
  );
}
