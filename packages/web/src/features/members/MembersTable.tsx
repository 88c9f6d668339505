import { UserOutlined } from '@ant-design/icons';
import type { Member } from '@redbi/shared/domain';
import { Avatar, Button, Table, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';

/** Avatar, username (opens the details), name, e-mail, roles; owners carry an 'Owner' tag. */
export function MembersTable({ members, loading, onOpen }: { members: Member[]; loading: boolean; onOpen: (member: Member) => void }) {
  const { t } = useTranslation();
  const columns: TableColumnsType<Member> = [
    {
      key: 'avatar',
      title: t('members.columns.avatar'),
      width: 72,
      render: (_, member) => <Avatar src={member.avatar ?? undefined} icon={<UserOutlined />} alt={member.username} />,
    },
    {
      key: 'username',
      title: t('fields.username'),
      sorter: (a, b) => a.username.localeCompare(b.username),
      render: (_, member) => (
        <>
          <Button type="link" style={{ padding: 0 }} onClick={() => onOpen(member)}>
            {member.username}
          </Button>
          {member.isOwner && (
            <Tag color="gold" style={{ marginInlineStart: 8 }}>
              {t('members.owner')}
            </Tag>
          )}
        </>
      ),
    },
    { key: 'name', dataIndex: 'name', title: t('fields.name') },
    { key: 'email', dataIndex: 'email', title: t('fields.email') },
    {
      key: 'roles',
      title: t('members.columns.roles'),
      render: (_, member) => member.roles.map((role) => <Tag key={role.id}>{role.name}</Tag>),
    },
  ];
  return (
    <Table<Member>
      rowKey="id"
      columns={columns}
      dataSource={members}
      loading={loading}
      pagination={{ hideOnSinglePage: true, pageSize: 20 }}
      locale={{ emptyText: t('members.noMembers') }}
      scroll={{ x: 'max-content' }}
    />
  );
}
