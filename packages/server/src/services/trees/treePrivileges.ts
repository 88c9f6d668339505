import type { AccessPrivilege } from '@redbi/shared/domain';
import { privilegesOn, type Actor, type ParentOf } from '@redbi/shared/permissions';

/** The columns every folder tree's rows share (sources, views). */
export interface TreeRow {
  id: string;
  org_id: string;
  parent_id: string | null;
  name: string;
  index: number;
  is_folder: number;
  archived: number;
}

/** The resource types whose trees hold Access and Manage. */
export type AccessTreeType = 'source' | 'view';

/** The tree's parent lookup for `can()`, over every node (archived ones keep their place). */
export function treeParents(rows: readonly TreeRow[]): ParentOf {
  const parents = new Map(rows.map((row) => [row.id, row.parent_id]));
  return (_type, id) => parents.get(id);
}

export function accessPrivileges(actor: Actor, type: AccessTreeType, id: string, parentOf: ParentOf): AccessPrivilege[] {
  const held = privilegesOn(actor, { type, id }, parentOf);
  return (['access', 'manage'] as const).filter((privilege) => held.has(privilege));
}

/**
 * What a caller sees of the tree: the nodes they hold a privilege on, plus the folders on the way to them
 * (so that the tree shows where they are), without privileges of their own.
 */
export function visibleRows<Row extends TreeRow>(actor: Actor, type: AccessTreeType, rows: readonly Row[]): { row: Row; privileges: AccessPrivilege[] }[] {
  const parentOf = treeParents(rows);
  const active = rows.filter((row) => row.archived === 0);
  const byId = new Map(active.map((row) => [row.id, row]));
  const privileges = new Map(active.map((row) => [row.id, accessPrivileges(actor, type, row.id, parentOf)]));
  const shown = new Set<string>();
  for (const row of active) {
    if (!privileges.get(row.id)?.length) continue;
    for (let current: Row | undefined = row; current && !shown.has(current.id); current = current.parent_id ? byId.get(current.parent_id) : undefined) {
      shown.add(current.id);
    }
  }
  return active.filter((row) => shown.has(row.id)).map((row) => ({ row, privileges: privileges.get(row.id) ?? [] }));
}
