import type { NewVizFolderSchema, ShareVizType, TreeMove, VizFolderUpdateSchema, VizNode, VizStatus } from '@redbi/shared/domain';
import { AppError } from '@redbi/shared/errors';
import type { z } from 'zod';
import { whenUniqueViolated } from '../../db/databaseErrors';
import type { VizRow } from '../../repositories/vizRepository';
import type { AccessService } from '../access/accessService';
import { isDashboardRow } from '../dashboards/dashboardRecords';
import { isoNow, type ServiceContext } from '../serviceContext';
import { createVizTree, insertVizNode, vizNameTaken } from './vizTree';

type NewFolderBody = z.output<typeof NewVizFolderSchema>;
type FolderUpdateBody = z.output<typeof VizFolderUpdateSchema>;

const folderNotFound = () => new AppError('NOT_FOUND', { params: { resource: 'folder' } });
const vizNotFound = () => new AppError('NOT_FOUND', { params: { resource: 'viz' } });

/** What a node of the viz tree is shared as (share links): a chart or a dashboard; a folder is never shared. */
const shareTypeOf = (row: VizRow): ShareVizType | undefined => (row.kind === 'chart' ? 'chart' : isDashboardRow(row) ? 'dashboard' : undefined);

/**
 * The viz tree (spec §2, §4, §6): folders, and the place and status of charts and dashboards (their content
 * is the chart and dashboard services'). Folders are not published, do not go to the recycle bin, and only
 * an empty one is deleted; an archived chart or dashboard can be deleted for good.
 */
export function createVizService(ctx: ServiceContext, { access }: { access: AccessService }) {
  const tree = createVizTree(ctx, access);

  async function setStatus(orgId: string, userId: string, id: string, status: VizStatus): Promise<VizNode> {
    const loaded = await tree.load(orgId, userId);
    const row = tree.rowOf(loaded, id);
    tree.require(loaded, 'manage', id);
    if (row.kind === 'folder') throw vizNotFound();
    if (row.status !== status) await ctx.store.vizs.update(id, { status, updated_at: isoNow(ctx) });
    return tree.nodeOf(orgId, userId, id);
  }

  return {
    list: (orgId: string, userId: string): Promise<VizNode[]> => tree.list(orgId, userId),

    archived: (orgId: string, userId: string): Promise<VizNode[]> => tree.archived(orgId, userId),

    /** Manage on the target folder; the creator gets Manage on the new one. */
    async createFolder(orgId: string, userId: string, input: NewFolderBody): Promise<VizNode> {
      const loaded = await tree.load(orgId, userId);
      tree.placeUnder(loaded, null, input.parentId);
      if (await ctx.store.vizs.nameTaken(orgId, input.parentId, input.name)) throw vizNameTaken(input.name);
      const id = await insertVizNode(ctx, tree, loaded, userId, { parentId: input.parentId, name: input.name, description: '', kind: 'folder', viewId: null, config: '{}' });
      return tree.nodeOf(orgId, userId, id);
    },

    async renameFolder(orgId: string, userId: string, id: string, input: FolderUpdateBody): Promise<VizNode> {
      const loaded = await tree.load(orgId, userId);
      const row = tree.rowOf(loaded, id);
      tree.require(loaded, 'manage', id);
      if (row.kind !== 'folder') throw folderNotFound();
      if (await ctx.store.vizs.nameTaken(orgId, row.parent_id, input.name, id)) throw vizNameTaken(input.name);
      await whenUniqueViolated(() => ctx.store.vizs.update(id, { name: input.name, updated_at: isoNow(ctx) }), () => vizNameTaken(input.name));
      return tree.nodeOf(orgId, userId, id);
    },

    move: (orgId: string, userId: string, id: string, move: TreeMove): Promise<VizNode> => tree.move(orgId, userId, id, move),

    publish: (orgId: string, userId: string, id: string): Promise<VizNode> => setStatus(orgId, userId, id, 'published'),

    unpublish: (orgId: string, userId: string, id: string): Promise<VizNode> => setStatus(orgId, userId, id, 'unpublished'),

    async archive(orgId: string, userId: string, id: string): Promise<void> {
      await tree.archive(orgId, userId, id);
    },

    restore: (orgId: string, userId: string, id: string, parentId: string | null | undefined): Promise<VizNode> => tree.restore(orgId, userId, id, parentId),

    /** Its grants and its share links go with it, in the same transaction (a link to it then answers "not found"). */
    async delete(orgId: string, userId: string, id: string): Promise<void> {
      await tree.delete(orgId, userId, id, {
        async alsoDelete(repos, row) {
          const shareType = shareTypeOf(row);
          if (shareType) await repos.shares.deleteForResource(orgId, shareType, id);
        },
      });
    },
  };
}

export type VizService = ReturnType<typeof createVizService>;
