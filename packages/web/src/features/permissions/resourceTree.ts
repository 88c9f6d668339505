import type { ResourceNode } from '@redbi/shared/domain';
import { ROOT_RESOURCE_ID, type ParentOf } from '@redbi/shared/permissions';

/** A node of a resource type's tree as the screens show it; the root is "all resources". */
export interface ResourceRow {
  key: string;
  name: string;
  isFolder: boolean;
  children?: ResourceRow[];
}

/**
 * The tree of one type under its "all resources" root, in the server's order. A node whose parent is
 * unknown hangs under the root; a node reachable only through a cycle is left out.
 */
export function resourceTree(nodes: readonly ResourceNode[], rootName: string): ResourceRow {
  const known = new Set(nodes.map((node) => node.id));
  const childrenOf = new Map<string, ResourceNode[]>();
  for (const node of nodes) {
    const parent = node.parentId !== null && known.has(node.parentId) ? node.parentId : ROOT_RESOURCE_ID;
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), node]);
  }
  const visited = new Set<string>();
  const build = (id: string, name: string, isFolder: boolean): ResourceRow => {
    visited.add(id);
    const children = (childrenOf.get(id) ?? [])
      .filter((child) => !visited.has(child.id))
      .map((child) => build(child.id, child.name, child.isFolder));
    return { key: id, name, isFolder, ...(children.length > 0 ? { children } : {}) };
  };
  return build(ROOT_RESOURCE_ID, rootName, true);
}

/** The parent of each node, for the shared policy's walk up the tree. */
export function parentsOf(nodes: readonly ResourceNode[]): ParentOf {
  const parents = new Map(nodes.map((node) => [node.id, node.parentId]));
  return (_type, id) => parents.get(id);
}

/** The name of a node for "inherited from …"; the root's is "all resources"; an unknown id shows as is. */
export function nodeName(nodes: readonly ResourceNode[], id: string, rootName: string): string {
  if (id === ROOT_RESOURCE_ID) return rootName;
  return nodes.find((node) => node.id === id)?.name ?? id;
}
