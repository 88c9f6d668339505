import type { Role } from '@redbi/shared/domain';
import { Button, Flex, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toaster } from '../../app/errors/toaster';
import { matchesRole } from './searchMatches';
import { useRoles } from './memberQueries';
import { RoleDialog } from './RoleDialog';
import { RoleMembersDialog } from './RoleMembersDialog';
import { useDeleteRole } from './roleMutations';
import { RolesTable } from './RolesTable';
import { useConfirm } from './useConfirm';

/** Which dialog is open, and for which role (by id: its data stays in the query layer). */
type Dialog = { kind: 'create' } | { kind: 'edit' | 'members'; roleId: string } | null;

/** The roles with their member counts; owners create, edit, delete them and set their members. */
export function RolesTab({ orgId, manage }: { orgId: string; manage: boolean }) {
  const { t } = useTranslation();
  const roles = useRoles(orgId);
  const deleteRole = useDeleteRole(orgId);
  const { confirm, holder } = useConfirm();
  const [keyword, setKeyword] = useState('');
  const [dialog, setDialog] = useState<Dialog>(null);
  const shown = (roles.data ?? []).filter((role) => matchesRole(role, keyword));
  const dialogRole = dialog && dialog.kind !== 'create' ? roles.data?.find((role) => role.id === dialog.roleId) : undefined;
  const close = () => setDialog(null);

  const confirmDelete = (role: Role) =>
    confirm({
      title: t('members.roles.deleteConfirm', { name: role.name }),
      content: t('members.roles.deleteDetail'),
      okText: t('members.roles.delete'),
      danger: true,
      onOk: () => deleteRole.mutateAsync(role.id).then(() => toaster.show('success', t('members.roles.deleted', { name: role.name }))),
    });

  return (
    <Flex vertical gap="middle">
      {holder}
      <Flex gap="small" wrap>
        <Input.Search
          allowClear
          placeholder={t('members.roles.search')}
          aria-label={t('members.roles.search')}
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          style={{ maxWidth: 320 }}
        />
        <div style={{ flex: 1 }} />
        {manage && (
          <Button type="primary" onClick={() => setDialog({ kind: 'create' })}>
            {t('members.roles.create')}
          </Button>
        )}
      </Flex>
      <RolesTable
        roles={shown}
        loading={roles.isPending}
        actions={
          manage
            ? {
                edit: (role) => setDialog({ kind: 'edit', roleId: role.id }),
                members: (role) => setDialog({ kind: 'members', roleId: role.id }),
                delete: confirmDelete,
              }
            : undefined
        }
      />
      {dialog?.kind === 'create' && <RoleDialog orgId={orgId} onClose={close} />}
      {dialog?.kind === 'edit' && dialogRole && <RoleDialog orgId={orgId} role={dialogRole} onClose={close} />}
      {dialog?.kind === 'members' && dialogRole && <RoleMembersDialog orgId={orgId} role={dialogRole} onClose={close} />}
    </Flex>
  );
}
