import { AppError } from '@redbi/shared/errors';
import type { Repositories } from '../../repositories';
import type { VizRow } from '../../repositories/vizRepository';
import { whenUniqueViolated } from '../../db/databaseErrors';
import type { AccessService } from '../access/accessService';
import { isoNow, type ServiceContext } from '../serviceContext';
import { createFolderTree, type LoadedTree } from '../trees/folderTree';
import type { TreePrivilege } from '../trees/treePrivileges';
import { presentVizNode } from './vizNodes';

export type VizPrivilegeHeld = TreePrivilege<'viz'>;
export type LoadedVizTree = LoadedTree<VizRow>;

export const vizNameTaken = (name: string) => new AppError('VIZ_NAME_TAKEN', { params: { name } });

/**
 * An unpublished chart or dashboard is work in progress: those who manage it see it, those who may only
 * view, download or share it do not, until it is published (as datart's viz tree). Folders have no status.
 */
export function narrowUnpublished(row: VizRow, privileges: VizPrivilegeHeld[]): VizPrivilegeHeld[] {
  if (row.kind === 'folder' || row.status === 'published' || privileges.includes('manage')) return privileges;
  return [];
}

/**
 * The viz tree of an organisation (folders, charts and dashboards) with the privileges View, Download,
 * Share and Manage, inherited down its folders (spec §6); names unique per folder without regard to case.
 */
export function createVizTree(ctx: ServiceContext, access: AccessService) {
  return createFolderTree(ctx, access, {
    type: 'viz',
    repository: (repos) => repos.vizs,
    presentNode: presentVizNode,
    narrow: narrowUnpublished,
    namesPerFolder: { takenIn: (orgId, parentId, row) => ctx.store.vizs.nameTaken(orgId, parentId, row.name, row.id), taken: vizNameTaken },
  });
}

export type VizTree = ReturnType<typeof createVizTree>;

/** What a new folder, chart or dashboard brings; its place, status and bookkeeping are added by insertVizNode. */
export interface NewVizNode {
  parentId: string | null;
  name: string;
  description: string;
  kind: VizRow['kind'];
  viewId: string | null;
  /** The stored ChartConfig or BoardConfig as JSON ('{}' for a folder). */
  config: string;
}

/**
 * Adds a folder, chart or dashboard at the end of its folder, unpublished, with Manage for its creator, in
 * one transaction: the checks (placement, the name in its folder, the config) are the caller's, before.
 * `alsoInsert` writes what belongs to the new node in the same transaction (a dashboard's references). A
 * name taken meanwhile is VIZ_NAME_TAKEN, by the unique index. Answers the new id.
 */
export async function insertVizNode(
  ctx: ServiceContext,
  tree: VizTree,
  loaded: LoadedVizTree,
  userId: string,
  node: NewVizNode,
  alsoInsert?: (repos: Repositories, id: string) => Promise<void>,
): Promise<string> {
  const id = ctx.newId();
  const now = isoNow(ctx);
  await whenUniqueViolated(
    () =>
      ctx.store.transaction(async (repos) => {
        await repos.vizs.insert({
          id,
          org_id: loaded.orgId,
          parent_id: node.parentId,
          name: node.name,
          description: node.description,
          kind: node.kind,
          status: 'unpublished',
          view_id: node.viewId,
          config: node.config,
          index: tree.indexAtEnd(loaded, node.parentId),
          archived: 0,
          created_by: userId,
          created_at: now,
          updated_at: now,
        });
        await tree.grantCreator(repos, loaded, id);
        await alsoInsert?.(repos, id);
      }),
    () => vizNameTaken(node.name),
  );
  return id;
}
