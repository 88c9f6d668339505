import { privilegesOf, privilegesOn, type Actor, type ParentOf, type ResourceType, type resourceTypes } from '@redbi/shared/permissions';

/** The columns every folder tree's rows share (sources, views, vizs). */
export interface TreeRow {
  id: string;
  org_id: string;
  parent_id: string | null;
  name: string;
  index: number;
  is_folder: number;
  archived: number;
}

/** The privileges a tree's resource type offers: Access and Manage (sources, views); View, Download, Share and Manage (vizs). */
export type TreePrivilege<T extends ResourceType> = (typeof resourceTypes)[T]['privileges'][number];

/** The tree's parent lookup for `can()`, over every node (archived ones keep their place). */
export function treeParents(rows: readonly TreeRow[]): ParentOf {
  const parents = new Map(rows.map((row) => [row.id, row.parent_id]));
  return (_type, id) => parents.get(id);
}

/** The privileges the actor holds on a node, among those its type offers, in the type's order. */
export function nodePrivileges<T extends ResourceType>(actor: Actor, type: T, id: string, parentOf: ParentOf): TreePrivilege<T>[] {
  const held = privilegesOn(actor, { type, id }, parentOf);
  return (privilegesOf(type) as readonly TreePrivilege<T>[]).filter((privilege) => held.has(privilege));
}

/**
 * What a caller sees of the tree: the nodes they hold a privilege on (`privilegesOfRow`), plus the folders
 * on the way to them (so that the tree shows where they are), without privileges of their own.
 */
export function visibleRows<Row extends TreeRow, P>(rows: readonly Row[], privilegesOfRow: (row: Row) => P[]): { row: Row; privileges: P[] }[] {
  const active = rows.filter((row) => row.archived === 0);
  const byId = new Map(active.map((row) => [row.id, row]));
  const privileges = new Map(active.map((row) => [row.id, privilegesOfRow(row)]));
  const shown = new Set<string>();
  for (const row of active) {
    if (!privileges.get(row.id)?.length) continue;
    for (let current: Row | undefined = row; current && !shown.has(current.id); current = current.parent_id ? byId.get(current.parent_id) : undefined) {
      shown.add(current.id);
    }
  }
  return active.filter((row) => shown.has(row.id)).map((row) => ({ row, privileges: privileges.get(row.id) ?? [] }));
}
