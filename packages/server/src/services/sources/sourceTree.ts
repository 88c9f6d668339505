import type { SourceNode } from '@redbi/shared/domain';
import { privilegesOn, type Actor, type ParentOf } from '@redbi/shared/permissions';
import type { SourceType } from '@redbi/shared/sources';
import type { SourceRow } from '../../repositories/sourceRepository';

export type SourcePrivilege = SourceNode['privileges'][number];

/** The tree's parent lookup for `can()`, over every node (archived ones keep their place). */
export function sourceParents(rows: readonly SourceRow[]): ParentOf {
  const parents = new Map(rows.map((row) => [row.id, row.parent_id]));
  return (_type, id) => parents.get(id);
}

export function sourcePrivileges(actor: Actor, id: string, parentOf: ParentOf): SourcePrivilege[] {
  const held = privilegesOn(actor, { type: 'source', id }, parentOf);
  return (['access', 'manage'] as const).filter((privilege) => held.has(privilege));
}

export const presentNode = (row: SourceRow, privileges: SourcePrivilege[]): SourceNode => ({
  id: row.id,
  parentId: row.parent_id,
  name: row.name,
  index: row.index,
  isFolder: row.is_folder === 1,
  type: (row.type as SourceType | null) ?? null,
  description: row.description,
  archived: row.archived === 1,
  privileges,
});

/**
 * What a caller sees of the tree: the nodes they hold a privilege on, plus the folders on the way to them
 * (so that the tree shows where they are), without privileges of their own.
 */
export function visibleNodes(actor: Actor, rows: readonly SourceRow[]): SourceNode[] {
  const parentOf = sourceParents(rows);
  const active = rows.filter((row) => row.archived === 0);
  const byId = new Map(active.map((row) => [row.id, row]));
  const privileges = new Map(active.map((row) => [row.id, sourcePrivileges(actor, row.id, parentOf)]));
  const shown = new Set<string>();
  for (const row of active) {
    if (!privileges.get(row.id)?.length) continue;
    for (let current: SourceRow | undefined = row; current && !shown.has(current.id); current = current.parent_id ? byId.get(current.parent_id) : undefined) {
      shown.add(current.id);
    }
  }
  return active.filter((row) => shown.has(row.id)).map((row) => presentNode(row, privileges.get(row.id) ?? []));
}
