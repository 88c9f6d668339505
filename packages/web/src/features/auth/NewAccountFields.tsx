import { Form, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { PasswordInput, TextInput } from '../../components/forms/textInputs';

/** The credentials of a new account: username, e-mail, password (setup, registration). */
export function NewAccountFields({ rulesFor, autoFocus = false }: { rulesFor: (field: 'username' | 'email' | 'password') => FormRule[]; autoFocus?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item label={t('fields.username')} name="username" rules={rulesFor('username')} required>
        <TextInput autoComplete="username" autoFocus={autoFocus} />
      </Form.Item>
      <Form.Item label={t('fields.email')} name="email" rules={rulesFor('email')} required>
        <TextInput type="email" autoComplete="email" />
      </Form.Item>
      <Form.Item label={t('fields.password')} name="password" rules={rulesFor('password')} required>
        <PasswordInput autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
