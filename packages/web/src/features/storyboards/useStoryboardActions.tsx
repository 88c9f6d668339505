import { MoreOutlined } from '@ant-design/icons';
import type { StoryboardNode } from '@redbi/shared/domain';
import { Button, Dropdown, Modal, type MenuProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatch, useNavigate } from 'react-router';
import { isApiError } from '../../api/ApiError';
import { messageOf, reportError } from '../../app/errors/reportError';
import { toaster } from '../../app/errors/toaster';
import { storyboardActionsOf, type StoryboardActionKey } from './storyboardActionRules';
import { storyboardPaths } from './storyboardPaths';
import { useCreateStoryboard, useStoryboardChange, type StoryboardChange } from './storyboardQueries';
import { StoryboardNameDialog } from './StoryboardNameDialog';
import { LazyShareDialog } from '../shares/lazyShareDialog';
import './messages';

/** The share dialog (features/shares) is a chunk of its own, loaded when a storyboard is first shared. */

/**
 * What a user does to storyboards (spec §4: publish, unpublish, archive, restore, delete; new, open, play,
 * edit), with confirmations and messages. Menus list only what the privileges allow; render `holder` once.
 */
export function useStoryboardActions(orgId: string) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [modal, modalHolder] = Modal.useModal();
  const [creating, setCreating] = useState(false);
  const [sharing, setSharing] = useState<StoryboardNode>();
  const paths = storyboardPaths(orgId);
  const openId = useMatch('/organizations/:orgId/vizs/storyboards/:storyboardId')?.params.storyboardId;
  const change = useStoryboardChange(orgId);
  const create = useCreateStoryboard(orgId);

  const run = (which: StoryboardChange, node: StoryboardNode) =>
    change.mutateAsync({ change: which, node }).then(() => {
      toaster.show('success', t(`storyboards.done.${which}`, { name: node.name }));
      if ((which === 'archive' || which === 'delete') && openId === node.id) void navigate('/organizations/' + orgId + '/vizs');
    });
  const simple = (which: StoryboardChange) => (node: StoryboardNode) => run(which, node).catch(reportError);

  /** Spec §8: 'Failed to delete', with the server's reason. */
  const deleteForGood = (node: StoryboardNode) =>
    run('delete', node).catch((error: unknown) => {
      if (isApiError(error) && error.sessionExpired) return;
      modal.error({ title: t('errors.deleteFailed'), content: messageOf(error) });
    });
  const confirmDelete = (node: StoryboardNode) =>
    modal.confirm({
      title: t('storyboards.deleteTitle', { name: node.name }),
      content: t('storyboards.deleteBody'),
      okText: t('storyboards.deleteOk'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () => deleteForGood(node),
    });

  const actions = {
    open: (id: string) => void navigate(paths.open(id)),
    play: (id: string) => void navigate(paths.play(id)),
    edit: (id: string) => void navigate(paths.edit(id)),
    newStoryboard: () => setCreating(true),
    publish: simple('publish'),
    unpublish: simple('unpublish'),
    archive: simple('archive'),
    restore: simple('restore'),
    deleteForGood,
    confirmDelete,
  };

  const runKey: Record<StoryboardActionKey, (node: StoryboardNode) => void> = {
    play: (node) => actions.play(node.id),
    edit: (node) => actions.edit(node.id),
    share: setSharing,
    publish: (node) => void actions.publish(node),
    unpublish: (node) => void actions.unpublish(node),
    archive: (node) => void actions.archive(node),
    delete: (node) => void confirmDelete(node),
  };
  const menuOf = (node: StoryboardNode): NonNullable<MenuProps['items']> =>
    storyboardActionsOf(node).flatMap((key) => [
      ...(key === 'delete' ? [{ type: 'divider' as const }] : []),
      { key, label: t(`storyboards.action.${key}`), danger: key === 'delete' },
    ]);
  const menuButton = (node: StoryboardNode) =>
    storyboardActionsOf(node).length > 0 ? (
      <Dropdown trigger={['click']} menu={{ items: menuOf(node), onClick: ({ key, domEvent }) => (domEvent.stopPropagation(), runKey[key as StoryboardActionKey](node)) }}>
        <Button type="text" size="small" icon={<MoreOutlined />} aria-label={t('storyboards.actionsFor', { name: node.name })} onClick={(event) => event.stopPropagation()} />
      </Dropdown>
    ) : null;

  const holder = (
    <>
      {modalHolder}
      {sharing && (
        <LazyShareDialog.Component orgId={orgId} vizType="storyboard" vizId={sharing.id} name={sharing.name} onClose={() => setSharing(undefined)} />
      )}
      {creating && (
        <StoryboardNameDialog
          title={t('storyboards.create.title')}
          okText={t('storyboards.create.ok')}
          pending={create.isPending}
          onClose={() => setCreating(false)}
          onSubmit={(name) =>
            create.mutateAsync({ name }).then((storyboard) => {
              toaster.show('success', t('storyboards.create.created', { name: storyboard.name }));
              setCreating(false);
              actions.edit(storyboard.id);
            })
          }
        />
      )}
    </>
  );
  return { ...actions, menuButton, holder, paths };
}

export type StoryboardActions = ReturnType<typeof useStoryboardActions>;
