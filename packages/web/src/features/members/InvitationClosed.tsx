import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Why an invitation cannot be accepted any more. */
export type ClosedReason = 'invalid' | 'expired' | 'accepted';

const titles: Record<ClosedReason, { title: string; detail: string }> = {
  invalid: { title: 'members.invitation.invalid', detail: 'members.invitation.invalidDetail' },
  expired: { title: 'members.invitation.expired', detail: 'members.invitation.expiredDetail' },
  accepted: { title: 'members.invitation.used', detail: 'members.invitation.usedDetail' },
};

/** An invitation that is unknown, expired or already accepted, with the way to the main page. */
export function InvitationClosed({ reason, orgName = '', detail }: { reason: ClosedReason; orgName?: string; detail?: string }) {
  const { t } = useTranslation();
  return (
    <Result
      status={reason === 'accepted' ? 'info' : 'warning'}
      title={t(titles[reason].title)}
      subTitle={detail ?? t(titles[reason].detail, { orgName })}
      extra={<Link to="/">{t('members.invitation.home')}</Link>}
    />
  );
}
