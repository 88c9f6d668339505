import { LoginSchema, type LoginParams } from '@redbi/shared/domain';
import { Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { hasErrCode } from '../../api/hasErrCode';
import { PasswordInput, TextInput } from '../../components/forms/textInputs';
import { useZodRules } from '../../components/forms/zodRule';
import { ResendActivationButton } from './ResendActivationButton';
import { returnAfterLogin } from './session/authRedirect';
import { useLogin } from './session/useLogin';

/**
 * Username or e-mail and password; a wrong password gets the server's message as a toast. An account
 * not activated yet also gets the way to have its activation mail sent again.
 */
export function LoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const rulesFor = useZodRules(LoginSchema);
  const login = useLogin();
  const submit = (values: LoginParams) =>
    login.mutate(values, { onSuccess: () => returnAfterLogin(navigate) });

  return (
    <Form name="login" layout="vertical" onFinish={submit}>
      <Form.Item label={t('fields.usernameOrEmail')} name="username" rules={rulesFor('username')} required>
        <TextInput autoComplete="username" autoFocus />
      </Form.Item>
      <Form.Item label={t('fields.password')} name="password" rules={rulesFor('password')} required>
        <PasswordInput autoComplete="current-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={login.isPending}>
        {t('login.submit')}
      </Button>
      {hasErrCode(login.error, 'ACCOUNT_NOT_ACTIVATED') && login.variables && (
        <ResendActivationButton usernameOrEmail={login.variables.username} />
      )}
    </Form>
  );
}
