import { RegisterSchema, type RegisterParams, type Registration } from '@redbi/shared/domain';
import type { ErrorCode } from '@redbi/shared/errors';
import { Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/ApiError';
import { applyFieldErrors } from '../../components/forms/applyFieldErrors';
import { useZodRules } from '../../components/forms/zodRule';
import { useRegister } from './accountRequests';
import { NewAccountFields } from './NewAccountFields';

/** The field a conflict answer is about, to say it under that field too. */
const conflictFields: Partial<Record<ErrorCode, keyof RegisterParams>> = { USERNAME_TAKEN: 'username', EMAIL_TAKEN: 'email' };

/** Username, email and password (loading flag 'register', spec §4); `onDone` with the server's answer. */
export function RegisterForm({ onDone }: { onDone: (registration: Registration) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<RegisterParams>();
  const rulesFor = useZodRules(RegisterSchema);
  const register = useRegister();
  const showError = (error: unknown) => {
    applyFieldErrors(form, error);
    const field = isApiError(error) ? conflictFields[error.errCode as ErrorCode] : undefined;
    if (field && isApiError(error)) form.setFields([{ name: field, errors: [error.message] }]);
  };
  const submit = (values: RegisterParams) => register.mutate(values, { onSuccess: onDone, onError: showError });

  return (
    <Form form={form} name="register" layout="vertical" onFinish={submit}>
      <NewAccountFields rulesFor={rulesFor} autoFocus />
      <Button type="primary" htmlType="submit" block loading={register.isPending}>
        {t('register.submit')}
      </Button>
    </Form>
  );
}
