import { InviteSchema, type InviteParams, type InvitationResult } from '@redbi/shared/domain';
import { Alert, Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/ApiError';
import { hasErrCode } from '../../api/hasErrCode';
import { toaster } from '../../app/errors/toaster';
import { applyFieldErrors } from '../../components/forms/applyFieldErrors';
import { FormDialog } from '../../components/forms/FormDialog';
import { useZodRules } from '../../components/forms/zodRule';
import { InviteEmailsSelect } from './InviteEmailsSelect';
import { useInviteMembers } from './memberMutations';

interface InviteMembersDialogProps {
  orgId: string;
  onClose: () => void;
  /** Without mail on the server: create the member directly instead. */
  onCreateInstead: () => void;
}

/** Invites several addresses at once (spec §5: 'Invalid email addresses'); the result says who got a mail. */
export function InviteMembersDialog({ orgId, onClose, onCreateInstead }: InviteMembersDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<InviteParams>();
  const rulesFor = useZodRules(InviteSchema);
  const invite = useInviteMembers(orgId);
  const report = (result: InvitationResult) => {
    if (result.invited.length > 0) toaster.show('success', t('members.invite.invited', { emails: result.invited.join(', ') }));
    if (result.alreadyMembers.length > 0) toaster.show('info', t('members.invite.alreadyMembers', { emails: result.alreadyMembers.join(', ') }));
    onClose();
  };
  const submit = (values: InviteParams) =>
    invite.mutate(values, { onSuccess: report, onError: (error) => applyFieldErrors(form, error) });
  const failure = isApiError(invite.error) && Object.keys(invite.error.fieldErrors).length > 0 ? null : invite.error;

  return (
    <FormDialog
      title={t('members.invite.title')}
      okText={t('members.invite.submit')}
      name="inviteMembers"
      form={form}
      onFinish={submit}
      onClose={onClose}
      pending={invite.isPending}
    >
      <Form.Item
        label={t('members.invite.emails')}
        name="emails"
        extra={t('members.invite.emailsHelp')}
        rules={[{ required: true, message: t('members.invite.emailsRequired') }, ...rulesFor('emails')]}
        validateFirst
      >
        <InviteEmailsSelect orgId={orgId} />
      </Form.Item>
      {failure && (
        <Alert
          type="error"
          showIcon
          message={failure.message}
          action={
            hasErrCode(failure, 'MAIL_NOT_CONFIGURED') && (
              <Button size="small" onClick={onCreateInstead}>
                {t('members.invite.createInstead')}
              </Button>
            )
          }
        />
      )}
    </FormDialog>
  );
}
