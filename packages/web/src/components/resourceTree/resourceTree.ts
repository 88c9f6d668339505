import type { AccessPrivilege, TreeMove } from '@redbi/shared/domain';
import type { TreeNode } from '@redbi/shared/tree';

/** A node of a tree whose privileges are Access and Manage (sources, views), as the server lists it. */
export interface ResourceNode extends TreeNode {
  description: string;
  privileges: readonly AccessPrivilege[];
}

export const canManage = (node: { privileges: readonly AccessPrivilege[] }): boolean => node.privileges.includes('manage');

/** What a feature's tree does on the server; each promise rejects with the server's refusal. */
export interface ResourceTreeOps<T extends ResourceNode> {
  /** Shown at once, put back if the server refuses. */
  move: (move: TreeMove & { id: string }) => void;
  createFolder: (name: string, parentId: string | null) => Promise<T>;
  renameFolder: (folder: T, name: string) => Promise<unknown>;
  archive: (node: T) => Promise<unknown>;
  restore: (node: T) => Promise<unknown>;
  remove: (node: T) => Promise<unknown>;
}

/**
 * The strings a feature's i18n section must hold for the shared tree pieces (they read
 * `<section>.<key>`; what every tree says alike is in the 'resourceTree' section, ./messages.ts);
 * `satisfies ResourceTreeMessages & Record<string, unknown>` checks a catalogue.
 */
export interface ResourceTreeMessages {
  /** The item's noun in a sentence ('source', 'view'). */
  itemKind: string;
  treeLabel: string;
  search: string;
  newFolder: string;
  recycleBin: string;
  empty: string;
  noMatch: string;
  /** '{{name}}': the '⋯' button of a node. */
  actionsFor: string;
  action: { edit: string; rename: string; archive: string; delete: string; newItem: string; newFolder: string };
  archived: string;
  restored: string;
  deleted: string;
  deleteTitle: string;
  deleteBody: string;
  deleteOk: string;
  cannotDelete: string;
}
