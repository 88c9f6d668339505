import { AppError } from '@redbi/shared/errors';
import type { VizRow } from '../../repositories/vizRepository';
import type { AccessService } from '../access/accessService';
import type { ServiceContext } from '../serviceContext';
import { createFolderTree, type LoadedTree } from '../trees/folderTree';
import type { TreePrivilege } from '../trees/treePrivileges';
import { presentVizNode } from './vizNodes';

export type VizPrivilegeHeld = TreePrivilege<'viz'>;
export type LoadedVizTree = LoadedTree<VizRow>;

export const vizNameTaken = (name: string) => new AppError('VIZ_NAME_TAKEN', { params: { name } });

/**
 * An unpublished chart is work in progress: those who manage it see it, those who may only view, download
 * or share it do not, until it is published (as datart's viz tree). Folders have no status.
 */
export function narrowUnpublished(row: VizRow, privileges: VizPrivilegeHeld[]): VizPrivilegeHeld[] {
  if (row.kind === 'folder' || row.status === 'published' || privileges.includes('manage')) return privileges;
  return [];
}

/**
 * The viz tree of an organisation (folders and charts) with the privileges View, Download, Share and
 * Manage, inherited down its folders (spec §6); names unique per folder without regard to case.
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
