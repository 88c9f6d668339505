import { Button, Flex, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CreateMemberDialog } from './CreateMemberDialog';
import { InviteMembersDialog } from './InviteMembersDialog';
import { MemberDrawer } from './MemberDrawer';
import { useMembers } from './memberQueries';
import { MembersTable } from './MembersTable';
import { matchesMember } from './searchMatches';

type Dialog = 'invite' | 'create' | null;

/** The members of the organisation, filtered by the search box; owners invite, create and manage them. */
export function MembersTab({ orgId, manage }: { orgId: string; manage: boolean }) {
  const { t } = useTranslation();
  const members = useMembers(orgId);
  const [keyword, setKeyword] = useState('');
  const [dialog, setDialog] = useState<Dialog>(null);
  const [openMemberId, setOpenMemberId] = useState<string | null>(null);
  const shown = (members.data ?? []).filter((member) => matchesMember(member, keyword));
  const openMember = members.data?.find((member) => member.id === openMemberId);
  const close = () => setDialog(null);

  return (
    <Flex vertical gap="middle">
      <Flex gap="small" wrap>
        <Input.Search
          allowClear
          placeholder={t('members.search')}
          aria-label={t('members.search')}
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          style={{ maxWidth: 320 }}
        />
        <div style={{ flex: 1 }} />
        {manage && (
          <>
            <Button type="primary" onClick={() => setDialog('invite')}>
              {t('members.invite.open')}
            </Button>
            <Button onClick={() => setDialog('create')}>
              {t('members.create.open')}
            </Button>
          </>
        )}
      </Flex>
      <MembersTable members={shown} loading={members.isPending} onOpen={(member) => setOpenMemberId(member.id)} />
      {dialog === 'invite' && <InviteMembersDialog orgId={orgId} onClose={close} onCreateInstead={() => setDialog('create')} />}
      {dialog === 'create' && <CreateMemberDialog orgId={orgId} onClose={close} />}
      {openMember && <MemberDrawer orgId={orgId} member={openMember} manage={manage} onClose={() => setOpenMemberId(null)} />}
    </Flex>
  );
}
