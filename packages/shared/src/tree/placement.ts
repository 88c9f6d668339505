import { byIndex, isWithin, type TreeNode } from './treeNodes';

/** Where a node is dropped: in the gap before or after `dropId`, or inside it (a folder). */
export type DropPosition = 'before' | 'after' | 'inside';

export const placementRejections = ['notFolder', 'sameParent', 'self', 'intoDescendant', 'unknownNode'] as const;
export type PlacementRejection = (typeof placementRejections)[number];

/** The dragged id, its new parent (null: the top) and its new index; or why the drop is refused. */
export type Placement = { ok: true; id: string; parentId: string | null; index: number } | { ok: false; reason: PlacementRejection };

/**
 * Drag-and-drop placement of spec §4, used by the web while dragging and re-checked by the server.
 * Refused: a drop into a non-folder node; a drop onto its current parent; a drop onto itself; and a
 * folder dropped into its own descendants. A gap drop takes the previous sibling's index minus one
 * before the first, the average of the two neighbours between two, the last index plus one after the
 * last. A drop inside a folder takes its first child's index minus one, or 0 when it is empty.
 */
export function placeDrop(nodes: readonly TreeNode[], dragId: string, dropId: string, position: DropPosition): Placement {
  const drag = nodes.find((node) => node.id === dragId);
  const drop = nodes.find((node) => node.id === dropId);
  if (!drag || !drop) return { ok: false, reason: 'unknownNode' };
  if (drag.id === drop.id) return { ok: false, reason: 'self' };

  if (position === 'inside') {
    if (!drop.isFolder) return { ok: false, reason: 'notFolder' };
    if (drag.parentId === drop.id) return { ok: false, reason: 'sameParent' };
    if (drag.isFolder && isWithin(nodes, drop.id, drag.id)) return { ok: false, reason: 'intoDescendant' };
    const [first] = nodes.filter((node) => node.parentId === drop.id && node.id !== drag.id).sort(byIndex);
    return { ok: true, id: drag.id, parentId: drop.id, index: first ? first.index - 1 : 0 };
  }

  const parentId = drop.parentId;
  if (drag.isFolder && parentId !== null && isWithin(nodes, parentId, drag.id)) return { ok: false, reason: 'intoDescendant' };
  const siblings = nodes.filter((node) => node.parentId === parentId && node.id !== drag.id).sort(byIndex);
  const at = siblings.findIndex((node) => node.id === drop.id);
  const neighbour = siblings[position === 'before' ? at - 1 : at + 1];
  const index = neighbour ? (neighbour.index + drop.index) / 2 : position === 'before' ? drop.index - 1 : drop.index + 1;
  return { ok: true, id: drag.id, parentId, index };
}

/**
 * A move stated by its result (new parent and index), as the API receives it: the parent must be a folder
 * of the same tree (or the top), and a folder cannot go into itself or its descendants.
 */
export function checkMove(nodes: readonly TreeNode[], id: string, parentId: string | null): PlacementRejection | undefined {
  const node = nodes.find((candidate) => candidate.id === id);
  if (!node) return 'unknownNode';
  if (parentId === id) return 'self';
  const rejection = checkParent(nodes, parentId);
  if (rejection) return rejection;
  if (parentId !== null && node.isFolder && isWithin(nodes, parentId, node.id)) return 'intoDescendant';
  return undefined;
}

/** Where a new node may go: the top (null) or an existing folder. */
export function checkParent(nodes: readonly TreeNode[], parentId: string | null): PlacementRejection | undefined {
  if (parentId === null) return undefined;
  const parent = nodes.find((candidate) => candidate.id === parentId);
  if (!parent) return 'unknownNode';
  return parent.isFolder ? undefined : 'notFolder';
}
