import { ChangePasswordSchema, type ChangePasswordParams } from '@redbi/shared/domain';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { applyFieldErrors } from '../../components/forms/applyFieldErrors';
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
    <Modal
      open
      title={t('account.password')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={change.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form form={form} name="password" layout="vertical" onFinish={submit}>
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
      </Form>
    </Modal>
  );
}
