import { Form, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { PasswordInput, TextInput } from './textInputs';

interface NewAccountFieldsProps {
  rulesFor: (field: 'username' | 'email' | 'password') => FormRule[];
  autoFocus?: boolean;
  /** The account is someone else's (an owner creating a member): the browser must not fill in the owner's own. */
  forSomeoneElse?: boolean;
}

/** The credentials of a new account: username, e-mail, password (setup, registration, create member). */
export function NewAccountFields({ rulesFor, autoFocus = false, forSomeoneElse = false }: NewAccountFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item label={t('fields.username')} name="username" rules={rulesFor('username')} required>
        <TextInput autoComplete={forSomeoneElse ? 'off' : 'username'} autoFocus={autoFocus} />
      </Form.Item>
      <Form.Item label={t('fields.email')} name="email" rules={rulesFor('email')} required>
        <TextInput type="email" autoComplete={forSomeoneElse ? 'off' : 'email'} />
      </Form.Item>
      <Form.Item label={t('fields.password')} name="password" rules={rulesFor('password')} required>
        <PasswordInput autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
