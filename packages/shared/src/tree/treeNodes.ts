/** A node of a folder tree (spec §3): sources, views, vizs and schedules are all such trees. */
export interface TreeNode {
  id: string;
  parentId: string | null;
  name: string;
  index: number;
  isFolder: boolean;
}

/** A node with what the spec derives from it: key, title, value, ancestor path, leaf flag, children. */
export interface TreeItem<T extends TreeNode = TreeNode> {
  key: string;
  title: string;
  value: string;
  /** Ids of the ancestors, root first. */
  path: string[];
  isLeaf: boolean;
  node: T;
  children: TreeItem<T>[];
}

/** Sorting is by numeric index (spec §4); ties keep a stable order by name. */
export const byIndex = (a: TreeNode, b: TreeNode): number => a.index - b.index || a.name.localeCompare(b.name);

/** A new item's index: the highest sibling index plus one, or 0 (spec §4). */
export function nextIndex(siblings: readonly TreeNode[]): number {
  return siblings.length ? Math.max(...siblings.map((node) => node.index)) + 1 : 0;
}

/** Nests flat nodes; a node whose parent is missing sits at the top. Folders are never leaves. */
export function buildTree<T extends TreeNode>(nodes: readonly T[]): TreeItem<T>[] {
  const ids = new Set(nodes.map((node) => node.id));
  const childrenOf = new Map<string | null, T[]>();
  for (const node of nodes) {
    const parent = node.parentId !== null && ids.has(node.parentId) ? node.parentId : null;
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), node]);
  }
  const grow = (parent: string | null, path: string[]): TreeItem<T>[] =>
    [...(childrenOf.get(parent) ?? [])].sort(byIndex).map((node) => ({
      key: node.id,
      title: node.name,
      value: node.id,
      path,
      isLeaf: !node.isFolder,
      node,
      children: grow(node.id, [...path, node.id]),
    }));
  return grow(null, []);
}

/** Whether `id` lies under `ancestorId` (or is it). */
export function isWithin(nodes: readonly TreeNode[], id: string | null, ancestorId: string): boolean {
  const parents = new Map(nodes.map((node) => [node.id, node.parentId]));
  const seen = new Set<string>();
  for (let current = id; current !== null && current !== undefined && !seen.has(current); current = parents.get(current) ?? null) {
    if (current === ancestorId) return true;
    seen.add(current);
  }
  return false;
}
