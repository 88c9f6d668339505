import { NewUserSchema, type NewUser } from '@redbi/shared/domain';
import { Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { applyFieldErrors } from '../../components/forms/applyFieldErrors';
import { TextInput } from '../../components/forms/textInputs';
import { useZodRules } from '../../components/forms/zodRule';
import { NewAccountFields } from '../../components/forms/NewAccountFields';
import { useSetup } from './useSetup';

/** Username, email, password and name of the first user; `onDone` once created. */
export function SetupForm({ onDone }: { onDone: (user: NewUser) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<NewUser>();
  const rulesFor = useZodRules(NewUserSchema);
  const setup = useSetup();
  const submit = (values: NewUser) =>
    setup.mutate(values, { onSuccess: () => onDone(values), onError: (error) => applyFieldErrors(form, error, 'user.') });

  return (
    <Form form={form} name="setup" layout="vertical" onFinish={submit} requiredMark>
      <NewAccountFields rulesFor={rulesFor} />
      <Form.Item label={t('fields.name')} name="name" rules={rulesFor('name')}>
        <TextInput autoComplete="name" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={setup.isPending}>
        {t('setup.submit')}
      </Button>
    </Form>
  );
}
