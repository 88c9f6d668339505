import { NewMemberSchema, type NewMember } from '@redbi/shared/domain';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { toaster } from '../../app/errors/toaster';
import { NewAccountFields } from '../../components/forms/NewAccountFields';
import { applyFieldErrors } from '../../components/forms/applyFieldErrors';
import { FormDialog } from '../../components/forms/FormDialog';
import { useZodRules } from '../../components/forms/zodRule';
import { showConflict } from './conflictFields';
import { useCreateMember } from './memberMutations';
import { RolesSelect } from './RolesSelect';

const conflicts = { USERNAME_TAKEN: 'username', EMAIL_TAKEN: 'email' };

/** An active account made directly in this organisation: username, e-mail, password, name, description, roles. */
export function CreateMemberDialog({ orgId, onClose }: { orgId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<NewMember>();
  const rulesFor = useZodRules(NewMemberSchema);
  const create = useCreateMember(orgId);
  const submit = (values: NewMember) =>
    create.mutate(
      { ...values, roleIds: values.roleIds ?? [] },
      {
        onSuccess: (member) => {
          toaster.show('success', t('members.create.created', { username: member.username }));
          onClose();
        },
        onError: (error) => {
          applyFieldErrors(form, error);
          showConflict(form, error, conflicts);
        },
      },
    );

  return (
    <FormDialog
      title={t('members.create.title')}
      okText={t('members.create.submit')}
      name="createMember"
      form={form}
      onFinish={submit}
      onClose={onClose}
      pending={create.isPending}
    >
      <NewAccountFields rulesFor={rulesFor} autoFocus forSomeoneElse />
      <Form.Item label={t('fields.name')} name="name" rules={rulesFor('name')}>
        <Input />
      </Form.Item>
      <Form.Item label={t('fields.description')} name="description" rules={rulesFor('description')}>
        <Input.TextArea rows={2} />
      </Form.Item>
      <Form.Item label={t('members.create.roles')} name="roleIds">
        <RolesSelect orgId={orgId} />
      </Form.Item>
    </FormDialog>
  );
}
