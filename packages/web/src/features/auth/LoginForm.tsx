import { LoginSchema } from '@redbi/shared/domain';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { hasErrCode } from '../../api/hasErrCode';
import { PlainButton } from '../../components/plain/PlainButton';
import { PlainField } from '../../components/plain/PlainField';
import { PlainPasswordInput, PlainTextInput } from '../../components/plain/PlainInputs';
import { usePlainForm } from '../../components/plain/usePlainForm';
import { ResendActivationButton } from './ResendActivationButton';
import { returnAfterLogin } from './session/authRedirect';
import { useLogin } from './session/useLogin';

const fields = ['username', 'password'] as const;

/**
 * Username or e-mail and password; a wrong password gets the server's message as a toast. An account
 * not activated yet also gets the way to have its activation mail sent again. Drawn with the plain controls
 * (antd's look without its form, input and button modules): the login page is the first page most visitors
 * load, and its JavaScript has a budget (issue 20: 250 KB of gzip).
 */
export function LoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = usePlainForm(LoginSchema, fields);
  const login = useLogin();
  const submit = form.onSubmit((values) => login.mutate(values, { onSuccess: () => returnAfterLogin(navigate) }));

  return (
    <form id="login" noValidate onSubmit={submit}>
      <PlainField id="login_username" label={t('fields.usernameOrEmail')} required error={form.error('username')}>
        {(control) => <PlainTextInput {...control} {...form.field('username')} autoComplete="username" autoFocus />}
      </PlainField>
      <PlainField id="login_password" label={t('fields.password')} required error={form.error('password')}>
        {(control) => <PlainPasswordInput {...control} {...form.field('password')} autoComplete="current-password" toggleLabel={t('login.showPassword')} />}
      </PlainField>
      <PlainButton variant="primary" type="submit" block loading={login.isPending}>
        {t('login.submit')}
      </PlainButton>
      {hasErrCode(login.error, 'ACCOUNT_NOT_ACTIVATED') && login.variables && (
        <ResendActivationButton usernameOrEmail={login.variables.username} />
      )}
    </form>
  );
}
