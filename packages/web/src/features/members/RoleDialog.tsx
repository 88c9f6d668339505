import { RoleInputSchema, type Role, type RoleInput } from '@redbi/shared/domain';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { toaster } from '../../app/errors/toaster';
import { applyFieldErrors } from '../../components/forms/applyFieldErrors';
import { FormDialog } from '../../components/forms/FormDialog';
import { useZodRules } from '../../components/forms/zodRule';
import { showConflict } from './conflictFields';
import { useCreateRole, useUpdateRole } from './roleMutations';

const conflicts = { ROLE_NAME_TAKEN: 'name' };

/** Creates a role, or with `role` edits its name and description. */
export function RoleDialog({ orgId, role, onClose }: { orgId: string; role?: Role; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<RoleInput>();
  const rulesFor = useZodRules(RoleInputSchema);
  const create = useCreateRole(orgId);
  const update = useUpdateRole(orgId);
  const handlers = {
    onError: (error: unknown) => {
      applyFieldErrors(form, error);
      showConflict(form, error, conflicts);
    },
  };
  const saved = (message: string) => {
    toaster.show('success', message);
    onClose();
  };
  const submit = (values: RoleInput) => {
    if (role) update.mutate({ ...values, roleId: role.id }, { ...handlers, onSuccess: () => saved(t('members.roles.saved')) });
    else create.mutate(values, { ...handlers, onSuccess: (created) => saved(t('members.roles.created', { name: created.name })) });
  };

  return (
    <FormDialog
      title={role ? t('members.roles.editTitle', { name: role.name }) : t('members.roles.createTitle')}
      okText={role ? t('common.save') : t('common.create')}
      name="role"
      form={form}
      onFinish={submit}
      onClose={onClose}
      pending={create.isPending || update.isPending}
      initialValues={role ? { name: role.name, description: role.description } : undefined}
    >
      <Form.Item label={t('fields.name')} name="name" rules={rulesFor('name')} required>
        <Input autoFocus />
      </Form.Item>
      <Form.Item label={t('fields.description')} name="description" rules={rulesFor('description')}>
        <Input.TextArea rows={3} />
      </Form.Item>
    </FormDialog>
  );
}
