import type { Member } from '@redbi/shared/domain';
import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../../app/errors/reportError';
import { toaster } from '../../app/errors/toaster';
import { useDeleteUser, useGrantOwner, useRemoveMember, useRevokeOwner } from './memberMutations';
import { useConfirm } from './useConfirm';

/**
 * The owner's actions on a member, each confirmed first: make or revoke owner, remove from the
 * organisation, delete the user (refused by the server when the user belongs to other organisations).
 */
export function MemberActions({ orgId, member, onGone }: { orgId: string; member: Member; onGone: () => void }) {
  const { t } = useTranslation();
  const { confirm, refuse, holder } = useConfirm();
  const grant = useGrantOwner(orgId);
  const revoke = useRevokeOwner(orgId);
  const remove = useRemoveMember(orgId);
  const deleteUser = useDeleteUser(orgId);
  const name = member.name || member.username;
  const done = (key: string) => () => toaster.show('success', t(key, { name }));

  const toggleOwner = () =>
    member.isOwner
      ? confirm({
          title: t('members.confirm.revokeOwner', { name }),
          content: t('members.confirm.revokeOwnerDetail'),
          okText: t('members.actions.revokeOwner'),
          onOk: () => revoke.mutateAsync(member.id).then(done('members.done.ownerRevoked')),
        })
      : confirm({
          title: t('members.confirm.makeOwner', { name }),
          content: t('members.confirm.makeOwnerDetail'),
          okText: t('members.actions.makeOwner'),
          onOk: () => grant.mutateAsync(member.id).then(done('members.done.ownerGranted')),
        });
  const confirmRemove = () =>
    confirm({
      title: t('members.confirm.remove', { name }),
      content: t('members.confirm.removeDetail'),
      okText: t('members.actions.remove'),
      danger: true,
      onOk: () => remove.mutateAsync(member.id).then(done('members.done.removed')).then(onGone),
    });
  const confirmDelete = () =>
    confirm({
      title: t('members.confirm.deleteUser', { name }),
      content: t('members.confirm.deleteUserDetail'),
      okText: t('members.actions.deleteUser'),
      danger: true,
      onOk: () =>
        deleteUser.mutateAsync(member.id).then(done('members.done.deleted')).then(onGone, (error: unknown) => {
          refuse(t('members.actions.deleteUser'), messageOf(error));
        }),
    });

  return (
    <Flex gap="small" wrap>
      {holder}
      <Button onClick={toggleOwner}>{member.isOwner ? t('members.actions.revokeOwner') : t('members.actions.makeOwner')}</Button>
      <Button danger onClick={confirmRemove}>
        {t('members.actions.remove')}
      </Button>
      <Button danger type="primary" onClick={confirmDelete}>
        {t('members.actions.deleteUser')}
      </Button>
    </Flex>
  );
}
