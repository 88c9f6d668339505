import type { Abilities, VizNode, VizPrivilege } from '@redbi/shared/domain';

/** Everything a user may do to a node of the viz tree, in the order its menu lists them. */
export const vizActionKeys = ['open', 'edit', 'share', 'newChart', 'newDashboard', 'newFolder', 'rename', 'publish', 'unpublish', 'archive', 'delete'] as const;
export type VizActionKey = (typeof vizActionKeys)[number];

const has = (node: VizNode, privilege: VizPrivilege) => node.privileges.includes(privilege);
const isItem = (node: VizNode) => !node.isFolder;
/** The kinds that open in an editor of their own (the chart workbench, the dashboard editor). */
const editable = new Set<VizNode['kind']>(['chart', 'dashboard']);

/**
 * When each action is offered: read from the privileges the server sent with the node (ARCHITECTURE §4.3,
 * never a copy of the permission rules) and its status (spec §4: publish, unpublish, archive, restore,
 * delete). The server checks every call again.
 */
const offeredWhen: Record<VizActionKey, (node: VizNode) => boolean> = {
  open: (node) => isItem(node) && has(node, 'view'),
  edit: (node) => editable.has(node.kind) && has(node, 'manage'),
  share: (node) => isItem(node) && has(node, 'share'),
  newChart: (node) => node.isFolder && has(node, 'manage'),
  newDashboard: (node) => node.isFolder && has(node, 'manage'),
  newFolder: (node) => node.isFolder && has(node, 'manage'),
  rename: (node) => node.isFolder && has(node, 'manage'),
  publish: (node) => isItem(node) && has(node, 'manage') && node.status === 'unpublished',
  unpublish: (node) => isItem(node) && has(node, 'manage') && node.status === 'published',
  archive: (node) => isItem(node) && has(node, 'manage'),
  delete: (node) => has(node, 'manage'),
};

/** The actions a node offers its user, in menu order. */
export const vizActionsOf = (node: VizNode): VizActionKey[] => vizActionKeys.filter((key) => offeredWhen[key](node));

/** Manage on a node: it may be dragged, and things may be created or dropped in it (a folder). */
export const canManageViz = (node: VizNode): boolean => has(node, 'manage');

/**
 * Where a new chart, dashboard or folder goes: the folder in use when the caller manages it, else the top of the tree
 * when they manage that (the abilities say so), else the first folder they manage; undefined: nowhere, and
 * nothing to create is offered. Read from what the server sent, as the actions above.
 */
export function creationParent(abilities: Pick<Abilities, 'manageTop'> | undefined, nodes: readonly VizNode[], folderInUse?: VizNode): string | null | undefined {
  if (folderInUse?.isFolder && canManageViz(folderInUse)) return folderInUse.id;
  if (abilities?.manageTop?.includes('viz')) return null;
  return nodes.find((node) => node.isFolder && canManageViz(node))?.id;
}

/** May the caller create a chart, dashboard or folder anywhere in the tree? */
export const mayCreateViz = (abilities: Pick<Abilities, 'manageTop'> | undefined, nodes: readonly VizNode[]): boolean => creationParent(abilities, nodes) !== undefined;
