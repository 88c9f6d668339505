import { ForgetPasswordSchema, type ForgetPasswordParams, type PrincipalType, type ResetTicket } from '@redbi/shared/domain';
import { Button, Form, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { applyFieldErrors } from '../../components/forms/applyFieldErrors';
import { TextInput } from '../../components/forms/textInputs';
import { zodRule } from '../../components/forms/zodRule';
import { useForgetPassword } from './accountRequests';

/** antd renders the group as a plain div; the role makes its label heard (RadioGroupProps lacks `role`). */
const radioGroupRole = { role: 'radiogroup' };

const labelKeys: Record<PrincipalType, string> = { EMAIL: 'fields.email', USERNAME: 'fields.username' };

/**
 * Forgot password, step 1: by e-mail or by username, then 'Send verification code'. The field is named
 * after the choice, in its label and in its messages ('Email is required', 'Invalid email address').
 */
export function ForgetPasswordForm({ onSent }: { onSent: (params: ForgetPasswordParams, ticket: ResetTicket) => void }) {
  const { t } = useTranslation();
  const request = useForgetPassword();
  const [form] = Form.useForm<ForgetPasswordParams>();
  const type: PrincipalType = Form.useWatch('type', form) ?? 'EMAIL';
  const label = t(labelKeys[type]);
  const translate = (key: string, params?: Record<string, unknown>) => (key === 'fields.principal' ? label : t(key, params));
  const submit = (values: ForgetPasswordParams) =>
    request.mutate(values, { onSuccess: (ticket) => onSent(values, ticket), onError: (error) => applyFieldErrors(form, error) });

  return (
    <Form form={form} name="forgetPassword" layout="vertical" initialValues={{ type: 'EMAIL' }} onFinish={submit}>
      <Form.Item label={t('forgetPassword.findBy')} name="type">
        <Radio.Group
          {...radioGroupRole}
          aria-label={t('forgetPassword.findBy')}
          optionType="button"
          options={[
            { value: 'EMAIL', label: t('fields.email') },
            { value: 'USERNAME', label: t('fields.username') },
          ]}
        />
      </Form.Item>
      <Form.Item label={label} name="principal" rules={[zodRule(ForgetPasswordSchema, 'principal', translate)]} dependencies={['type']} required>
        <TextInput type={type === 'EMAIL' ? 'email' : 'text'} autoComplete={type === 'EMAIL' ? 'email' : 'username'} autoFocus />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={request.isPending}>
        {t('forgetPassword.sendCode')}
      </Button>
    </Form>
  );
}
