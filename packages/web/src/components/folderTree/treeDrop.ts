import type { DropPosition, TreeItem, TreeNode } from '@redbi/shared/tree';
import type { Key } from 'react';

/** What antd's Tree reports on a drop: the (abstract) drop node with its position path, gap or not. */
export interface TreeDropInfo {
  node: { key: Key; pos: string };
  dragNode: { key: Key } | null;
  dropToGap: boolean;
  /** The drop node's position among its siblings plus -1 (before), 0 (inside) or 1 (after). */
  dropPosition: number;
}

export interface TreeDrop {
  dragId: string;
  dropId: string;
  position: DropPosition;
}

/** Turns antd's drop report into the terms of the shared placement rules (spec §4). */
export function dropOf(info: TreeDropInfo): TreeDrop | undefined {
  if (!info.dragNode) return undefined;
  const ownIndex = Number(info.node.pos.split('-').at(-1));
  const relative = info.dropPosition - ownIndex;
  const position: DropPosition = !info.dropToGap ? 'inside' : relative < 0 ? 'before' : 'after';
  return { dragId: String(info.dragNode.key), dropId: String(info.node.key), position };
}

/**
 * The items whose node matches, with their ancestors; a matching folder keeps everything under it.
 * `open` lists the folders to expand so that every match shows.
 */
export function filterTree<T extends TreeNode>(
  items: readonly TreeItem<T>[],
  matches: (node: T) => boolean,
): { items: TreeItem<T>[]; open: string[] } {
  const open: string[] = [];
  const walk = (level: readonly TreeItem<T>[]): TreeItem<T>[] =>
    level.flatMap((item) => {
      if (matches(item.node)) return [item];
      const children = walk(item.children);
      if (children.length === 0) return [];
      open.push(item.key);
      return [{ ...item, children }];
    });
  const kept = walk(items);
  return { items: kept, open };
}

/** A case-insensitive name search; an empty search matches everything. */
export const nameMatches =
  (search: string) =>
  (node: TreeNode): boolean =>
    node.name.toLocaleLowerCase().includes(search.trim().toLocaleLowerCase());
