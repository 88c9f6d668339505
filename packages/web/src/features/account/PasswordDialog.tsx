import { ChangePasswordSchema, type ChangePasswordParams } from '@redbi/shared/domain';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { applyFieldErrors } from '../../components/forms/applyFieldErrors';
import { FormDialog } from '../../components/forms/FormDialog';
import { useZodRules } from '../../components/forms/zodRule';
import { useChangePassword } from './accountMutations';
import { toaster } from '../../app/errors/toaster';

/** Old, new and confirmed password; a toast once changed. */
export function PasswordDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ChangePasswordParams>();
  const rulesFor = useZodRules(ChangePasswordSchema);
  const change = useChangePassword();
  const submit = (values: ChangePasswordParams) =>
    change.mutate(values, {
      onSuccess: () => {
        toaster.show('success', t('account.passwordChanged'));
        onClose();
      },
      onError: (error) => applyFieldErrors(form, error),
    });

  return (
    <FormDialog title={t('account.password')} name="password" form={form} onFinish={submit} onClose={onClose} pending={change.isPending}>
      <Form.Item label={t('fields.oldPassword')} name="oldPassword" rules={rulesFor('oldPassword')} required>
        <Input.Password autoComplete="current-password" autoFocus />
      </Form.Item>
      <Form.Item label={t('fields.newPassword')} name="newPassword" rules={rulesFor('newPassword')} required>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label={t('fields.confirmPassword')}
        name="confirmPassword"
        rules={rulesFor('confirmPassword')}
        dependencies={['newPassword']}
        required
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </FormDialog>
  );
}
