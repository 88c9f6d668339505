import type { Member } from '@redbi/shared/domain';
import { Descriptions, Drawer, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { MemberActions } from './MemberActions';
import { MemberRolesForm } from './MemberRolesForm';

/** A member's details and roles; owners also change the roles, the owner flag, and remove or delete. */
export function MemberDrawer({ orgId, member, manage, onClose }: { orgId: string; member: Member; manage: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const orNone = (text: string) => (text === '' ? t('members.detail.none') : text);
  const items = [
    { key: 'username', label: t('fields.username'), children: member.username },
    { key: 'email', label: t('fields.email'), children: member.email },
    { key: 'name', label: t('fields.name'), children: orNone(member.name) },
    { key: 'department', label: t('fields.department'), children: orNone(member.department) },
    { key: 'description', label: t('fields.description'), children: orNone(member.description) },
    { key: 'joined', label: t('members.detail.joined'), children: new Date(member.joinedAt).toLocaleDateString(i18n.language) },
  ];

  return (
    <Drawer open title={t('members.detail.title')} onClose={onClose} width={480}>
      <Flex vertical gap="large">
        <Flex align="center" gap="small">
          <Typography.Title level={4} style={{ margin: 0 }}>
            {member.name || member.username}
          </Typography.Title>
          {member.isOwner && <Tag color="gold">{t('members.owner')}</Tag>}
        </Flex>
        <Descriptions column={1} size="small" items={items} />
        {manage ? (
          <MemberRolesForm key={`${member.id}:${member.roles.map((role) => role.id).join(',')}`} orgId={orgId} member={member} />
        ) : (
          <div>
            <Typography.Text strong>{t('members.detail.roles')}</Typography.Text>
            <div>{member.roles.length === 0 ? t('members.detail.none') : member.roles.map((role) => <Tag key={role.id}>{role.name}</Tag>)}</div>
          </div>
        )}
        {manage && <MemberActions orgId={orgId} member={member} onGone={onClose} />}
      </Flex>
    </Drawer>
  );
}
