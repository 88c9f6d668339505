import { ResetPasswordSchema, type ForgetPasswordParams, type ResetPasswordParams, type ResetTicket } from '@redbi/shared/domain';
import { Button, Flex, Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/ApiError';
import { hasErrCode } from '../../api/hasErrCode';
import { toaster } from '../../app/errors/toaster';
import { applyFieldErrors } from '../../components/forms/applyFieldErrors';
import { PasswordInput, TextInput } from '../../components/forms/textInputs';
import { useZodRules } from '../../components/forms/zodRule';
import { useForgetPassword, useResetPassword } from './accountRequests';

type ResetValues = Omit<ResetPasswordParams, 'ticket'>;

interface ResetPasswordFormProps {
  /** What step 1 sent, to send it again. */
  request: ForgetPasswordParams;
  ticket: ResetTicket;
  /** 'Send again' got a new ticket: the earlier code no longer counts. */
  onTicket: (ticket: ResetTicket) => void;
  onBack: () => void;
  onDone: () => void;
}

/** Forgot password, step 2: new password, its confirmation and the mailed code; the code can be sent again. */
export function ResetPasswordForm({ request, ticket, onTicket, onBack, onDone }: ResetPasswordFormProps) {
  const { t } = useTranslation();
  // The ticket is part of the values the rules see, so that the whole-form rule (confirmation) applies.
  const [form] = Form.useForm<ResetValues & { ticket: string }>();
  const rulesFor = useZodRules(ResetPasswordSchema);
  const reset = useResetPassword();
  const resend = useForgetPassword();

  const showError = (error: unknown) => {
    applyFieldErrors(form, error);
    if (isApiError(error) && hasErrCode(error, 'RESET_CODE_INVALID', 'RESET_CODE_LOCKED')) {
      form.setFields([{ name: 'verifyCode', errors: [error.message] }]);
    }
  };
  const submit = (values: ResetValues) =>
    reset.mutate({ ...values, ticket: ticket.ticket }, { onSuccess: onDone, onError: showError });
  const sendAgain = () =>
    resend.mutate(request, {
      onSuccess: (next) => {
        form.setFieldValue('ticket', next.ticket);
        form.setFields([{ name: 'verifyCode', value: '', errors: [] }]);
        onTicket(next);
        toaster.show('success', t('forgetPassword.codeResent'));
      },
    });

  return (
    <Form form={form} name="resetPassword" layout="vertical" initialValues={{ ticket: ticket.ticket }} onFinish={submit}>
      <Typography.Paragraph>{t('forgetPassword.codeSent', { minutes: ticket.expiresInMinutes })}</Typography.Paragraph>
      <Form.Item label={t('fields.newPassword')} name="newPassword" rules={rulesFor('newPassword')} required>
        <PasswordInput autoComplete="new-password" autoFocus />
      </Form.Item>
      <Form.Item
        label={t('fields.confirmPassword')}
        name="confirmPassword"
        rules={rulesFor('confirmPassword')}
        dependencies={['newPassword', 'verifyCode']}
        required
      >
        <PasswordInput autoComplete="new-password" />
      </Form.Item>
      <Form.Item label={t('fields.verifyCode')} name="verifyCode" rules={rulesFor('verifyCode')} required>
        <TextInput autoComplete="one-time-code" spellCheck={false} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={reset.isPending}>
        {t('forgetPassword.submit')}
      </Button>
      <Flex justify="space-between" style={{ marginTop: 12 }}>
        <Button type="link" style={{ paddingInline: 0 }} loading={resend.isPending} onClick={sendAgain}>
          {t('forgetPassword.sendAgain')}
        </Button>
        <Button type="link" style={{ paddingInline: 0 }} onClick={onBack}>
          {t('common.back')}
        </Button>
      </Flex>
    </Form>
  );
}
