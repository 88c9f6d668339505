import type { Member } from '@redbi/shared/domain';
import { Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { toaster } from '../../app/errors/toaster';
import { useSetMemberRoles } from './memberMutations';
import { RolesSelect } from './RolesSelect';

/** The roles of one member, saved all at once (PUT …/members/:userId/roles). */
export function MemberRolesForm({ orgId, member }: { orgId: string; member: Member }) {
  const { t } = useTranslation();
  const setRoles = useSetMemberRoles(orgId);
  const save = ({ roleIds }: { roleIds?: string[] }) =>
    setRoles.mutate({ userId: member.id, roleIds: roleIds ?? [] }, { onSuccess: () => toaster.show('success', t('members.detail.rolesSaved')) });

  return (
    <Form name="memberRoles" layout="vertical" initialValues={{ roleIds: member.roles.map((role) => role.id) }} onFinish={save}>
      <Form.Item label={t('members.detail.roles')} name="roleIds">
        <RolesSelect orgId={orgId} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={setRoles.isPending}>
        {t('members.detail.saveRoles')}
      </Button>
    </Form>
  );
}
