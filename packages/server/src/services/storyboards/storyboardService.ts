import type { NewStoryboardSchema, Storyboard, StoryboardConfig, StoryboardNode, StoryboardPrivilege, StoryboardUpdateSchema, VizStatus } from '@redbi/shared/domain';
import type { z } from 'zod';
import { whenUniqueViolated } from '../../db/databaseErrors';
import type { AccessService } from '../access/accessService';
import { isoNow, type ServiceContext } from '../serviceContext';
import { createFolderTree } from '../trees/folderTree';
import { createVizTree, type LoadedVizTree } from '../vizs/vizTree';
import { narrowUnpublishedStoryboard, presentStoryboard, presentStoryboardNode, storedConfigOf, storyboardNameTaken } from './storyboardRecords';
import { loadStoryboardForShare, type SharedStoryboard } from './storyboardShare';
import { checkPages, targetsOf } from './storyboardTargets';

type NewStoryboardBody = z.output<typeof NewStoryboardSchema>;
type StoryboardUpdateBody = z.output<typeof StoryboardUpdateSchema>;

/**
 * Storyboards (spec §3, §4, §6): a flat list per organisation under the root of the resource type
 * 'storyboard' (privileges View, Share and Manage, granted on one storyboard or on all of them). Saved with
 * Manage on all storyboards (new, save modes add and saveAs) or on the storyboard (edit), each page newly
 * showing a dashboard or chart the author may view; read with View, its `targets` those the reader may
 * view. Statuses and actions as the vizs': publish, unpublish, archive, restore, delete.
 */
export function createStoryboardService(ctx: ServiceContext, { access }: { access: AccessService }) {
  const tree = createFolderTree(ctx, access, {
    type: 'storyboard',
    repository: (repos) => repos.storyboards,
    presentNode: presentStoryboardNode,
    narrow: narrowUnpublishedStoryboard,
  });
  const vizTree = createVizTree(ctx, access);
  const canView = (vizs: LoadedVizTree) => (vizId: string) => vizTree.privilegesOf(vizs, vizId).includes('view');

  async function present(orgId: string, userId: string, id: string): Promise<Storyboard> {
    const [loaded, vizs] = await Promise.all([tree.load(orgId, userId), vizTree.load(orgId, userId)]);
    const row = tree.rowOf(loaded, id);
    const privileges = tree.require(loaded, 'view', id);
    const config = storedConfigOf(row);
    const downloadable = config.pages.length > 0 && config.pages.every((page) => vizTree.privilegesOf(vizs, page.vizId).includes('download'));
    return presentStoryboard(row, config, targetsOf(config, vizs.rows, canView(vizs)), privileges, downloadable);
  }

  async function checkForSave(orgId: string, userId: string, config: StoryboardConfig, stored?: StoryboardConfig): Promise<void> {
    const vizs = await vizTree.load(orgId, userId);
    checkPages(config, stored, vizs.rows, canView(vizs));
  }

  async function setStatus(orgId: string, userId: string, id: string, status: VizStatus): Promise<StoryboardNode> {
    const loaded = await tree.load(orgId, userId);
    const row = tree.rowOf(loaded, id);
    tree.require(loaded, 'manage', id);
    if (row.status !== status) await ctx.store.storyboards.update(id, { status, updated_at: isoNow(ctx) });
    return tree.nodeOf(orgId, userId, id);
  }

  return {
    list: (orgId: string, userId: string): Promise<StoryboardNode[]> => tree.list(orgId, userId),

    archived: (orgId: string, userId: string): Promise<StoryboardNode[]> => tree.archived(orgId, userId),

    get: present,

    /** Save mode add or saveAs: Manage on all storyboards; the creator gets Manage on the new one. */
    async create(orgId: string, userId: string, input: NewStoryboardBody): Promise<Storyboard> {
      const loaded = await tree.load(orgId, userId);
      tree.placeUnder(loaded, null, null);
      if (await ctx.store.storyboards.nameTaken(orgId, input.name)) throw storyboardNameTaken(input.name);
      await checkForSave(orgId, userId, input.config);
      const id = ctx.newId();
      const now = isoNow(ctx);
      await whenUniqueViolated(
        () =>
          ctx.store.transaction(async (repos) => {
            await repos.storyboards.insert({
              id,
              org_id: orgId,
              name: input.name,
              description: input.description,
              status: 'unpublished',
              config: JSON.stringify(input.config),
              index: tree.indexAtEnd(loaded, null),
              archived: 0,
              created_by: userId,
              created_at: now,
              updated_at: now,
            });
            await tree.grantCreator(repos, loaded, id);
          }),
        () => storyboardNameTaken(input.name),
      );
      return present(orgId, userId, id);
    },

    /** Save mode edit: Manage on the storyboard; the whole document is replaced. */
    async update(orgId: string, userId: string, id: string, input: StoryboardUpdateBody): Promise<Storyboard> {
      const loaded = await tree.load(orgId, userId);
      const row = tree.rowOf(loaded, id);
      tree.require(loaded, 'manage', id);
      if (await ctx.store.storyboards.nameTaken(orgId, input.name, id)) throw storyboardNameTaken(input.name);
      await checkForSave(orgId, userId, input.config, storedConfigOf(row));
      const changes = { name: input.name, description: input.description, config: JSON.stringify(input.config), updated_at: isoNow(ctx) };
      await whenUniqueViolated(() => ctx.store.storyboards.update(id, changes), () => storyboardNameTaken(input.name));
      return present(orgId, userId, id);
    },

    publish: (orgId: string, userId: string, id: string) => setStatus(orgId, userId, id, 'published'),

    unpublish: (orgId: string, userId: string, id: string) => setStatus(orgId, userId, id, 'unpublished'),

    async archive(orgId: string, userId: string, id: string): Promise<void> {
      await tree.archive(orgId, userId, id);
    },

    /** Back at the end of the list (Manage on the storyboard; the list has no folders to restore into). */
    async restore(orgId: string, userId: string, id: string): Promise<StoryboardNode> {
      const loaded = await tree.load(orgId, userId);
      tree.rowOf(loaded, id, { archived: true });
      tree.require(loaded, 'manage', id);
      await ctx.store.storyboards.update(id, { archived: 0, index: tree.indexAtEnd(loaded, null), updated_at: isoNow(ctx) });
      return tree.nodeOf(orgId, userId, id);
    },

    /** For good, archived or not (Manage); its grants and its share links go with it, in the same transaction. */
    async delete(orgId: string, userId: string, id: string): Promise<void> {
      await tree.delete(orgId, userId, id, { alsoDelete: (repos) => repos.shares.deleteForResource(orgId, 'storyboard', id) });
    },

    /**
     * The caller's privileges on a storyboard (View, Share, Manage; empty: none, or an unpublished one they
     * do not manage). 404 for a non-member, an unknown storyboard or one in the recycle bin. For the share
     * service: Share is needed to share a storyboard.
     */
    async privilegesOf(orgId: string, userId: string, storyboardId: string): Promise<StoryboardPrivilege[]> {
      const loaded = await tree.load(orgId, userId);
      tree.rowOf(loaded, storyboardId);
      return tree.privilegesOf(loaded, storyboardId);
    },

    /** See loadStoryboardForShare: no privilege is checked, the share's own checks come first. */
    loadForShare: (orgId: string, storyboardId: string, options?: Parameters<typeof loadStoryboardForShare>[3]): Promise<SharedStoryboard> =>
      loadStoryboardForShare(ctx, orgId, storyboardId, options),
  };
}

export type StoryboardService = ReturnType<typeof createStoryboardService>;
