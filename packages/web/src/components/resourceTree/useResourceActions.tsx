import { MoreOutlined } from '@ant-design/icons';
import { Button, Dropdown, Modal, type MenuProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../api/ApiError';
import { reportError } from '../../app/errors/reportError';
import { toaster } from '../../app/errors/toaster';
import { ResourceFolderDialog, type FolderDialogState } from './ResourceFolderDialog';
import { canManage, type ResourceNode, type ResourceTreeOps } from './resourceTree';
import './messages';

type ActionKey = 'edit' | 'rename' | 'archive' | 'delete' | 'newItem' | 'newFolder';

interface ResourceActionsOptions<T extends ResourceNode> {
  /** The feature's i18n section (see ResourceTreeMessages). */
  section: string;
  /** The page's path: a node opens at `<basePath>/<id>`, a new item at `<basePath>/new?parentId=`. */
  basePath: string;
  nodes: readonly T[];
  selectedId: string | undefined;
  ops: ResourceTreeOps<T>;
  /** The tab an item's 'Edit' opens (`?tab=`), if not its first. */
  editTab?: string;
}

/**
 * What a user does to the nodes of a resource tree (create, rename, archive, restore, delete), with the
 * confirmations and messages; render `holder` once.
 */
export function useResourceActions<T extends ResourceNode>({ section, basePath, nodes, selectedId, ops, editTab }: ResourceActionsOptions<T>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [modal, modalHolder] = Modal.useModal();
  const [dialog, setDialog] = useState<FolderDialogState<T>>();

  const open = (id: string, tab?: string) => void navigate(`${basePath}/${id}${tab ? `?tab=${tab}` : ''}`);
  const leaveIfOpen = (node: T) => {
    if (selectedId === node.id) void navigate(basePath);
  };
  /** 409: something still uses it, or the folder is not empty; the server says which. */
  const explainRefusal = (node: T, error: unknown) => {
    if (isApiError(error) && error.status === 409) modal.error({ title: t(`${section}.cannotDelete`, { name: node.name }), content: error.message });
    else reportError(error);
  };

  /** `extra`: further search parameters of the new item's page (a source's type). */
  const newItem = (parentId: string | null, extra: Record<string, string> = {}) => {
    const search = new URLSearchParams(extra);
    if (parentId) search.set('parentId', parentId);
    void navigate(`${basePath}/new${search.size > 0 ? `?${search.toString()}` : ''}`);
  };
  const newFolder = (parentId: string | null) => setDialog({ mode: 'create', parentId });
  const rename = (folder: T) => setDialog({ mode: 'rename', folder });
  const archive = (node: T) =>
    ops.archive(node).then(
      () => {
        toaster.show('success', t(`${section}.archived`, { name: node.name }));
        leaveIfOpen(node);
      },
      reportError,
    );
  const restore = (node: T) => ops.restore(node).then(() => toaster.show('success', t(`${section}.restored`, { name: node.name })), reportError);
  const deleteForGood = (node: T) =>
    ops.remove(node).then(
      () => {
        toaster.show('success', t(`${section}.deleted`, { name: node.name }));
        leaveIfOpen(node);
      },
      (error: unknown) => explainRefusal(node, error),
    );
  const confirmDelete = (node: T) =>
    modal.confirm({
      title: node.isFolder ? t(`resourceTree.folder.deleteTitle`, { name: node.name }) : t(`${section}.deleteTitle`, { name: node.name }),
      content: node.isFolder ? t(`resourceTree.folder.deleteBody`) : t(`${section}.deleteBody`),
      okText: t(`${section}.deleteOk`),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () => deleteForGood(node),
    });

  const run: Record<ActionKey, (node: T) => void> = {
    edit: (node) => open(node.id, editTab),
    rename,
    archive: (node) => void archive(node),
    delete: confirmDelete,
    newItem: (node) => newItem(node.id),
    newFolder: (node) => newFolder(node.id),
  };
  const label = (key: ActionKey) => t(`${section}.action.${key}`);
  const menuOf = (node: T): NonNullable<MenuProps['items']> =>
    node.isFolder
      ? [
          { key: 'newItem', label: label('newItem') },
          { key: 'newFolder', label: label('newFolder') },
          { key: 'rename', label: label('rename') },
          { type: 'divider' },
          { key: 'delete', label: label('delete'), danger: true },
        ]
      : [
          { key: 'edit', label: label('edit') },
          { key: 'archive', label: label('archive') },
          { type: 'divider' },
          { key: 'delete', label: label('delete'), danger: true },
        ];

  /** The '⋯' menu of a node, for those who may manage it. */
  const actionsOf = (node: T) =>
    canManage(node) ? (
      <Dropdown trigger={['click']} menu={{ items: menuOf(node), onClick: ({ key }) => run[key as ActionKey](node) }}>
        <Button type="text" size="small" icon={<MoreOutlined />} aria-label={t(`${section}.actionsFor`, { name: node.name })} />
      </Dropdown>
    ) : null;

  const holder = (
    <>
      {modalHolder}
      {dialog && (
        <ResourceFolderDialog section={section} nodes={nodes} ops={ops} state={dialog} onClose={() => setDialog(undefined)} onCreated={(folder) => open(folder.id)} />
      )}
    </>
  );
  return { section, ops, actionsOf, holder, newItem, newFolder, rename, archive, restore, deleteForGood, confirmDelete, open };
}

export type ResourceActions<T extends ResourceNode> = ReturnType<typeof useResourceActions<T>>;
