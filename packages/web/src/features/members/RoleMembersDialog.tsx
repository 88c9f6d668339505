import type { Role } from '@redbi/shared/domain';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { toaster } from '../../app/errors/toaster';
import { FormDialog } from '../../components/forms/FormDialog';
import { useMembers } from './memberQueries';
import { useSetRoleMembers } from './roleMutations';

interface RoleMembersValues {
  userIds: string[];
}

/** The members of one role, chosen among the organisation's members and saved all at once. */
export function RoleMembersDialog({ orgId, role, onClose }: { orgId: string; role: Role; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<RoleMembersValues>();
  const members = useMembers(orgId);
  const setMembers = useSetRoleMembers(orgId);
  const options = (members.data ?? []).map((member) => ({
    value: member.id,
    label: member.name ? `${member.name} (${member.username})` : member.username,
  }));
  const submit = ({ userIds }: RoleMembersValues) =>
    setMembers.mutate(
      { roleId: role.id, userIds: userIds ?? [] },
      {
        onSuccess: () => {
          toaster.show('success', t('members.roles.membersSaved', { name: role.name }));
          onClose();
        },
      },
    );

  return (
    <FormDialog
      title={t('members.roles.membersTitle', { name: role.name })}
      name="roleMembers"
      form={form}
      onFinish={submit}
      onClose={onClose}
      pending={setMembers.isPending}
      initialValues={{ userIds: role.memberIds }}
    >
      <Form.Item label={t('members.roles.members')} name="userIds">
        <Select mode="multiple" options={options} loading={members.isPending} optionFilterProp="label" allowClear autoFocus />
      </Form.Item>
    </FormDialog>
  );
}
