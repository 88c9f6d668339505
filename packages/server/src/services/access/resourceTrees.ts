import type { ResourceNode } from '@redbi/shared/domain';
import type { ParentOf, ResourceType } from '@redbi/shared/permissions';

/** Loads the folder tree of one resource type in one organisation (sources, views, vizs …). */
export type ResourceTreeLoader = (orgId: string) => Promise<ResourceNode[]>;

/**
 * The trees privileges are inherited through. Each resource type's issue registers its loader here; a type
 * without one has no resources yet (only its "all resources" root).
 */
export function createResourceTrees(loaders: Partial<Record<ResourceType, ResourceTreeLoader>>) {
  return {
    nodes: (orgId: string, type: ResourceType): Promise<ResourceNode[]> => loaders[type]?.(orgId) ?? Promise.resolve([]),
  };
}

export type ResourceTrees = ReturnType<typeof createResourceTrees>;

/** The parent lookup `can()` needs, over nodes already loaded. */
export function parentLookup(nodes: readonly ResourceNode[]): ParentOf {
  const parents = new Map(nodes.map((node) => [node.id, node.parentId]));
  return (_type, id) => parents.get(id);
}
