import { RegisterSchema, type RegisterParams, type Registration } from '@redbi/shared/domain';
import type { ErrorCode } from '@redbi/shared/errors';
import { Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/ApiError';
import { applyFieldErrors } from '../../components/forms/applyFieldErrors';
import { useZodRules } from '../../components/forms/zodRule';
import { useRegister } from './accountRequests';
import { NewAccountFields } from '../../components/forms/NewAccountFields';

/** The field a conflict answer is about, to say it under that field too. */
const conflictFields: Partial<Record<ErrorCode, keyof RegisterParams>> = { USERNAME_TAKEN: 'username', EMAIL_TAKEN: 'email' };

/** Registering to accept an invitation: its token is sent along, the invited address is filled in. */
export interface InviteRegistration {
  inviteToken: string;
  email: string;
}

/**
 * Username, email and password (loading flag 'register', spec §4); `onDone` with the server's answer.
 * With `invitation`, the account is made for that invitation (no personal organisation).
 */
export function RegisterForm({ onDone, invitation }: { onDone: (registration: Registration) => void; invitation?: InviteRegistration }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<RegisterParams>();
  const rulesFor = useZodRules(RegisterSchema);
  const register = useRegister();
  const showError = (error: unknown) => {
    applyFieldErrors(form, error);
    const field = isApiError(error) ? conflictFields[error.errCode as ErrorCode] : undefined;
    if (field && isApiError(error)) form.setFields([{ name: field, errors: [error.message] }]);
  };
  const submit = (values: RegisterParams) =>
    register.mutate(invitation ? { ...values, inviteToken: invitation.inviteToken } : values, { onSuccess: onDone, onError: showError });

  return (
    <Form form={form} name="register" layout="vertical" initialValues={invitation ? { email: invitation.email } : undefined} onFinish={submit}>
      <NewAccountFields rulesFor={rulesFor} autoFocus />
      <Button type="primary" htmlType="submit" block loading={register.isPending}>
        {t('register.submit')}
      </Button>
    </Form>
  );
}
