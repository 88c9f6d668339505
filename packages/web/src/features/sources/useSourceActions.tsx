import { MoreOutlined } from '@ant-design/icons';
import type { SourceNode } from '@redbi/shared/domain';
import { Button, Dropdown, Modal, type MenuProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../api/ApiError';
import { reportError } from '../../app/errors/reportError';
import { toaster } from '../../app/errors/toaster';
import { FolderDialog, type FolderDialogState } from './FolderDialog';
import { useArchiveSource, useDeleteSource, useRestoreSource } from './sourceQueries';

type ActionKey = 'edit' | 'rename' | 'archive' | 'delete' | 'newSource' | 'newFolder';

/**
 * What a user does to the nodes of the Sources tree (create, rename, archive, restore, delete), with the
 * confirmations and messages; render `holder` once.
 */
export function useSourceActions(orgId: string, nodes: readonly SourceNode[], selectedId: string | undefined) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const base = `/organizations/${orgId}/sources`;
  const [modal, modalHolder] = Modal.useModal();
  const [dialog, setDialog] = useState<FolderDialogState>();
  const archiveSource = useArchiveSource(orgId);
  const restoreSource = useRestoreSource(orgId);
  const deleteSource = useDeleteSource(orgId);

  const open = (id: string, tab?: string) => void navigate(`${base}/${id}${tab ? `?tab=${tab}` : ''}`);
  const leaveIfOpen = (node: SourceNode) => {
    if (selectedId === node.id) void navigate(base);
  };
  /** 409: views still use the source, or the folder is not empty; the server says which. */
  const explainRefusal = (node: SourceNode, error: unknown) => {
    if (isApiError(error) && error.status === 409) modal.error({ title: t('sources.cannotDelete', { name: node.name }), content: error.message });
    else reportError(error);
  };

  const newSource = (parentId: string | null, type?: string) => {
    const search = new URLSearchParams();
    if (type) search.set('type', type);
    if (parentId) search.set('parentId', parentId);
    void navigate(`${base}/new${search.size > 0 ? `?${search.toString()}` : ''}`);
  };
  const newFolder = (parentId: string | null) => setDialog({ mode: 'create', parentId });
  const rename = (folder: SourceNode) => setDialog({ mode: 'rename', folder });
  const archive = (node: SourceNode) =>
    archiveSource.mutate(node, {
      onSuccess: () => {
        toaster.show('success', t('sources.archived', { name: node.name }));
        leaveIfOpen(node);
      },
    });
  const restore = (node: SourceNode) => restoreSource.mutateAsync(node).then(() => toaster.show('success', t('sources.restored', { name: node.name })));
  const deleteForGood = (node: SourceNode) =>
    deleteSource.mutateAsync(node).then(
      () => {
        toaster.show('success', t('sources.deleted', { name: node.name }));
        leaveIfOpen(node);
      },
      (error: unknown) => explainRefusal(node, error),
    );
  const confirmDelete = (node: SourceNode) =>
    modal.confirm({
      title: node.isFolder ? t('sources.folder.deleteTitle', { name: node.name }) : t('sources.deleteTitle', { name: node.name }),
      content: node.isFolder ? t('sources.folder.deleteBody') : t('sources.deleteBody'),
      okText: t('sources.deleteOk'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () => deleteForGood(node),
    });

  const run: Record<ActionKey, (node: SourceNode) => void> = {
    edit: (node) => open(node.id, 'settings'),
    rename,
    archive,
    delete: confirmDelete,
    newSource: (node) => newSource(node.id),
    newFolder: (node) => newFolder(node.id),
  };
  const menuOf = (node: SourceNode): NonNullable<MenuProps['items']> =>
    node.isFolder
      ? [
          { key: 'newSource', label: t('sources.action.newSource') },
          { key: 'newFolder', label: t('sources.action.newFolder') },
          { key: 'rename', label: t('sources.action.rename') },
          { type: 'divider' },
          { key: 'delete', label: t('sources.action.delete'), danger: true },
        ]
      : [
          { key: 'edit', label: t('sources.action.edit') },
          { key: 'archive', label: t('sources.action.archive') },
          { type: 'divider' },
          { key: 'delete', label: t('sources.action.delete'), danger: true },
        ];

  /** The '⋯' menu of a node, for those who may manage it. */
  const actionsOf = (node: SourceNode) =>
    node.privileges.includes('manage') ? (
      <Dropdown trigger={['click']} menu={{ items: menuOf(node), onClick: ({ key }) => run[key as ActionKey](node) }}>
        <Button type="text" size="small" icon={<MoreOutlined />} aria-label={t('sources.actionsFor', { name: node.name })} />
      </Dropdown>
    ) : null;

  const holder = (
    <>
      {modalHolder}
      {dialog && <FolderDialog orgId={orgId} nodes={nodes} state={dialog} onClose={() => setDialog(undefined)} onCreated={(folder) => open(folder.id)} />}
    </>
  );
  return { actionsOf, holder, newSource, newFolder, rename, archive, restore, deleteForGood, confirmDelete, open };
}

export type SourceActions = ReturnType<typeof useSourceActions>;
