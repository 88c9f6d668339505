import type { Role } from '@redbi/shared/domain';
import { Button, Flex, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';

/** What an owner can do on a row. */
export interface RoleRowActions {
  edit: (role: Role) => void;
  members: (role: Role) => void;
  delete: (role: Role) => void;
}

/** Name, description, number of members; with `actions`, an Actions column (Set members, Edit, Delete). */
export function RolesTable({ roles, loading, actions }: { roles: Role[]; loading: boolean; actions?: RoleRowActions }) {
  const { t } = useTranslation();
  const columns: TableColumnsType<Role> = [
    { key: 'name', dataIndex: 'name', title: t('fields.name'), sorter: (a, b) => a.name.localeCompare(b.name) },
    { key: 'description', dataIndex: 'description', title: t('fields.description') },
    { key: 'members', title: t('members.columns.memberCount'), width: 120, render: (_, role) => role.memberIds.length },
  ];
  if (actions) {
    columns.push({
      key: 'actions',
      title: t('members.columns.actions'),
      width: 240,
      render: (_, role) => (
        <Flex gap="small">
          <Button size="small" onClick={() => actions.members(role)}>
            {t('members.roles.setMembers')}
          </Button>
          <Button size="small" onClick={() => actions.edit(role)}>
            {t('members.roles.edit')}
          </Button>
          <Button size="small" danger onClick={() => actions.delete(role)}>
            {t('members.roles.delete')}
          </Button>
        </Flex>
      ),
    });
  }
  return (
    <Table<Role>
      rowKey="id"
      columns={columns}
      dataSource={roles}
      loading={loading}
      pagination={{ hideOnSinglePage: true, pageSize: 20 }}
      locale={{ emptyText: t('members.roles.noRoles') }}
      scroll={{ x: 'max-content' }}
    />
  );
}
