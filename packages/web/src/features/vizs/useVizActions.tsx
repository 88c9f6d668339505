import { MoreOutlined } from '@ant-design/icons';
import type { VizNode } from '@redbi/shared/domain';
import { Button, Dropdown, Modal, type MenuProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../api/ApiError';
import { messageOf, reportError } from '../../app/errors/reportError';
import { toaster } from '../../app/errors/toaster';
import { ResourceFolderDialog, type FolderDialogState } from '../../components/resourceTree/ResourceFolderDialog';
import type { ResourceNode } from '../../components/resourceTree/resourceTree';
import { useChartUsageWarning } from './chartUsageWarning';
import { NewDashboardDialog } from './NewDashboardDialog';
import { vizActionsOf, type VizActionKey } from './vizActionRules';
import {
  useArchiveViz,
  useCreateVizFolder,
  useDeleteViz,
  usePublishViz,
  useRenameVizFolder,
  useRestoreViz,
  useUnpublishViz,
} from './vizQueries';
import { LazyShareDialog } from '../shares/lazyShareDialog';
import './messages';

/** The share dialog is a chunk of its own, loaded when a node is first shared. */

/**
 * The shared folder dialog speaks of nodes with Access and Manage (sources, views); a viz folder enters it
 * with its place in the tree and whether its user may manage it (create something in it).
 */
const asFolderNode = (node: VizNode): ResourceNode => ({
  id: node.id,
  parentId: node.parentId,
  name: node.name,
  index: node.index,
  isFolder: node.isFolder,
  description: '',
  privileges: node.privileges.includes('manage') ? ['access', 'manage'] : ['access'],
});

/** Where the Vizs page shows things: a viz at `<base>/<id>`, the workbench at `<base>/charts/…`, the board editor at `<base>/dashboards/…`. */
export const vizPaths = (orgId: string) => {
  const base = `/organizations/${orgId}/vizs`;
  return {
    base,
    open: (id: string) => `${base}/${id}`,
    edit: (chartId: string) => `${base}/charts/${chartId}/edit`,
    dashboardEdit: (dashboardId: string) => `${base}/dashboards/${dashboardId}/edit`,
    /** The organisation's share links. */
    shares: `${base}/shares`,
    newChart: (query: { parentId?: string | null; viewId?: string }) => {
      const search = new URLSearchParams();
      if (query.viewId) search.set('viewId', query.viewId);
      if (query.parentId) search.set('parentId', query.parentId);
      return `${base}/charts/new${search.size > 0 ? `?${search.toString()}` : ''}`;
    },
  };
};

/**
 * What a user does to the nodes of the viz tree (spec §4: publish, unpublish, archive, restore, delete;
 * folders: create, rename; new charts and dashboards), with confirmations and messages; archiving or deleting
 * a chart names the dashboards that embed it first. The menu of a node lists only what its
 * privileges allow (vizActionRules.ts); render `holder` once.
 */
export function useVizActions(orgId: string, nodes: readonly VizNode[], selectedId: string | undefined) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [modal, modalHolder] = Modal.useModal();
  const [dialog, setDialog] = useState<FolderDialogState<ResourceNode>>();
  /** The folder a new dashboard goes into, while its dialog is open. */
  const [newDashboardIn, setNewDashboardIn] = useState<{ parentId: string | null }>();
  /** The chart or dashboard being shared, while the share dialog is open. */
  const [sharing, setSharing] = useState<VizNode>();
  const usageWarning = useChartUsageWarning(orgId);
  const paths = vizPaths(orgId);
  const createFolder = useCreateVizFolder(orgId);
  const renameFolder = useRenameVizFolder(orgId);
  const publish = usePublishViz(orgId);
  const unpublish = useUnpublishViz(orgId);
  const archive = useArchiveViz(orgId);
  const restore = useRestoreViz(orgId);
  const remove = useDeleteViz(orgId);

  const leaveIfOpen = (node: VizNode) => {
    if (selectedId === node.id) void navigate(paths.base);
  };
  /** Runs a change; on success says so, on failure reports the server's message. */
  const change = (done: 'publish' | 'unpublish' | 'archive' | 'restore', call: (node: VizNode) => Promise<unknown>, after?: (node: VizNode) => void) => (node: VizNode) =>
    call(node).then(() => {
      toaster.show('success', t(`vizs.done.${done}`, { name: node.name }));
      after?.(node);
    }, reportError);

  /** Spec §8: 'Failed to delete', with the server's reason (a folder not empty, no permission …). */
  const deleteForGood = (node: VizNode) =>
    remove.mutateAsync(node).then(
      () => {
        toaster.show('success', t('vizs.done.delete', { name: node.name }));
        leaveIfOpen(node);
      },
      (error: unknown) => {
        if (isApiError(error) && error.sessionExpired) return;
        modal.error({ title: t('errors.deleteFailed'), content: messageOf(error) });
      },
    );
  const confirmDelete = async (node: VizNode) => {
    const warning = await usageWarning(node);
    const body = node.isFolder ? t('resourceTree.folder.deleteBody') : t('vizs.deleteBody');
    modal.confirm({
      title: node.isFolder ? t('resourceTree.folder.deleteTitle', { name: node.name }) : t('vizs.deleteTitle', { name: node.name }),
      content: warning ? <UsageWarning body={body} warning={warning} /> : body,
      okText: t('vizs.deleteOk'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () => deleteForGood(node),
    });
  };
  const archiveNow = change('archive', (node) => archive.mutateAsync(node), leaveIfOpen);
  /** A chart that dashboards embed is archived only after a confirmation naming them. */
  const confirmArchive = async (node: VizNode) => {
    const warning = await usageWarning(node);
    if (!warning) return archiveNow(node);
    modal.confirm({
      title: t('vizs.usage.archiveTitle', { name: node.name }),
      content: warning,
      okText: t('vizs.usage.archiveOk'),
      cancelText: t('common.cancel'),
      onOk: () => archiveNow(node),
    });
  };

  const actions = {
    open: (id: string) => void navigate(paths.open(id)),
    edit: (node: VizNode) => void navigate(node.kind === 'dashboard' ? paths.dashboardEdit(node.id) : paths.edit(node.id)),
    newChart: (parentId: string | null) => void navigate(paths.newChart({ parentId })),
    newDashboard: (parentId: string | null) => setNewDashboardIn({ parentId }),
    newFolder: (parentId: string | null) => setDialog({ mode: 'create', parentId }),
    rename: (folder: VizNode) => setDialog({ mode: 'rename', folder: asFolderNode(folder) }),
    share: (node: VizNode) => setSharing(node),
    publish: change('publish', (node) => publish.mutateAsync(node)),
    unpublish: change('unpublish', (node) => unpublish.mutateAsync(node)),
    archive: confirmArchive,
    restore: change('restore', (node) => restore.mutateAsync(node)),
    deleteForGood,
    confirmDelete,
  };

  const run: Record<VizActionKey, (node: VizNode) => void> = {
    open: (node) => actions.open(node.id),
    edit: actions.edit,
    newChart: (folder) => actions.newChart(folder.id),
    newDashboard: (folder) => actions.newDashboard(folder.id),
    newFolder: (folder) => actions.newFolder(folder.id),
    rename: actions.rename,
    share: actions.share,
    publish: (node) => void actions.publish(node),
    unpublish: (node) => void actions.unpublish(node),
    archive: (node) => void actions.archive(node),
    delete: (node) => void confirmDelete(node),
  };
  const menuOf = (node: VizNode): NonNullable<MenuProps['items']> =>
    vizActionsOf(node).flatMap((key) => [
      ...(key === 'delete' ? [{ type: 'divider' as const }] : []),
      { key, label: t(`vizs.action.${key}`), danger: key === 'delete' },
    ]);

  /** The '⋯' menu of a node, when its user may do more than open it. */
  const menuButton = (node: VizNode) =>
    vizActionsOf(node).some((key) => key !== 'open') ? (
      <Dropdown trigger={['click']} menu={{ items: menuOf(node), onClick: ({ key }) => run[key as VizActionKey](node) }}>
        <Button type="text" size="small" icon={<MoreOutlined />} aria-label={t('vizs.actionsFor', { name: node.name })} />
      </Dropdown>
    ) : null;

  const holder = (
    <>
      {modalHolder}
      {dialog && (
        <ResourceFolderDialog
          section="vizs"
          nodes={nodes.map(asFolderNode)}
          ops={{
            createFolder: (name, parentId) => createFolder.mutateAsync({ name, parentId }).then(asFolderNode),
            renameFolder: (folder, name) => renameFolder.mutateAsync({ vizId: folder.id, name }),
          }}
          state={dialog}
          onClose={() => setDialog(undefined)}
          onCreated={(folder) => actions.open(folder.id)}
        />
      )}
      {sharing && sharing.kind !== 'folder' && (
        <LazyShareDialog.Component orgId={orgId} vizType={sharing.kind} vizId={sharing.id} name={sharing.name} onClose={() => setSharing(undefined)} />
      )}
      {newDashboardIn && (
        <NewDashboardDialog
          orgId={orgId}
          nodes={nodes}
          parentId={newDashboardIn.parentId}
          onClose={() => setNewDashboardIn(undefined)}
          onCreated={(dashboard) => void navigate(paths.dashboardEdit(dashboard.id))}
        />
      )}
    </>
  );
  return { ...actions, menuButton, holder, paths };
}

export type VizActions = ReturnType<typeof useVizActions>;

/** A confirmation's usual text, then the dashboards that will miss what is being removed. */
function UsageWarning({ body, warning }: { body: string; warning: string }) {
  return (
    <>
      <p>{body}</p>
      <p>{warning}</p>
    </>
  );
}
