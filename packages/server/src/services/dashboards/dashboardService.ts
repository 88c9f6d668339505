import { boardReferences } from '@redbi/charts';
import type { BoardConfig, Dashboard, DashboardUpdateSchema, NewDashboardSchema, VizUsage } from '@redbi/shared/domain';
import { AppError } from '@redbi/shared/errors';
import type { z } from 'zod';
import { whenUniqueViolated } from '../../db/databaseErrors';
import type { AccessService } from '../access/accessService';
import { isoNow, type ServiceContext } from '../serviceContext';
import { createFolderTree } from '../trees/folderTree';
import type { ViewService } from '../views/viewService';
import { createVizTree, insertVizNode, vizNameTaken, type LoadedVizTree } from '../vizs/vizTree';
import { authorizeBoardReads, dashboardRowOf } from './dashboardAccess';
import { checkedBoard, checkPrivateCharts } from './dashboardChecks';
import { boardChartsOf, DASHBOARD_KIND, presentDashboard, storedBoardOf } from './dashboardRecords';
import { dashboardRefsOf } from './dashboardRefs';

type NewDashboardBody = z.output<typeof NewDashboardSchema>;
type DashboardUpdateBody = z.output<typeof DashboardUpdateSchema>;

export interface DashboardServiceDeps {
  access: AccessService;
  /** `queryable`: Access on a view a board newly reads (one policy, in the view service). */
  views: Pick<ViewService, 'queryable'>;
}

/**
 * Dashboards as documents (spec §4 save modes add, edit and saveAs): a board is saved with Manage on its
 * folder (new) or on itself (edit), View on each saved chart it newly embeds and Access on each view it newly
 * reads, after the board-wide rules (dashboardChecks.ts); it is read with View alone, with the saved charts
 * it shows. What it refers to is rewritten in `dashboard_refs` with every save, for the usage lists.
 * Its place and status (publish, archive, move, delete) are the viz tree's.
 */
export function createDashboardService(ctx: ServiceContext, { access, views }: DashboardServiceDeps) {
  const tree = createVizTree(ctx, access);
  // Only for Manage on a view (its usage list); the view service owns everything else about views.
  const viewTree = createFolderTree(ctx, access, { type: 'view', repository: (repos) => repos.views, presentNode: (row) => row });

  async function present(orgId: string, userId: string, id: string): Promise<Dashboard> {
    const loaded = await tree.load(orgId, userId);
    const row = dashboardRowOf(tree, loaded, id);
    const privileges = tree.require(loaded, 'view', id);
    const board = storedBoardOf(row);
    return presentDashboard(row, board, boardChartsOf(loaded.rows, boardReferences(board).chartIds), privileges);
  }

  /** Everything a save checks before it writes: the board's own rules first (no I/O), then what it reads. */
  async function checkedForSave(loaded: LoadedVizTree, config: BoardConfig, stored?: BoardConfig): Promise<BoardConfig> {
    const board = checkedBoard(config);
    const readViews = await authorizeBoardReads({ tree, views, ctx }, loaded, board, stored);
    checkPrivateCharts(board, stored, readViews);
    return board;
  }

  return {
    get: present,

    /** Save mode add or saveAs: Manage on the target folder; the creator gets Manage on the new dashboard. */
    async create(orgId: string, userId: string, input: NewDashboardBody): Promise<Dashboard> {
      const loaded = await tree.load(orgId, userId);
      tree.placeUnder(loaded, null, input.parentId);
      if (await ctx.store.vizs.nameTaken(orgId, input.parentId, input.name)) throw vizNameTaken(input.name);
      const board = await checkedForSave(loaded, input.config);
      const node = { parentId: input.parentId, name: input.name, description: input.description, kind: DASHBOARD_KIND, viewId: null, config: JSON.stringify(board) };
      const id = await insertVizNode(ctx, tree, loaded, userId, node, (repos, newId) => repos.vizs.replaceDashboardRefs(newId, dashboardRefsOf(board)));
      return present(orgId, userId, id);
    },

    /** Save mode edit: Manage on the dashboard; the board and its references are written in one transaction. */
    async update(orgId: string, userId: string, id: string, input: DashboardUpdateBody): Promise<Dashboard> {
      const loaded = await tree.load(orgId, userId);
      const row = dashboardRowOf(tree, loaded, id);
      tree.require(loaded, 'manage', id);
      if (await ctx.store.vizs.nameTaken(orgId, row.parent_id, input.name, id)) throw vizNameTaken(input.name);
      const board = await checkedForSave(loaded, input.config, storedBoardOf(row));
      await whenUniqueViolated(
        () =>
          ctx.store.transaction(async (repos) => {
            await repos.vizs.update(id, { name: input.name, description: input.description, config: JSON.stringify(board), updated_at: isoNow(ctx) });
            await repos.vizs.replaceDashboardRefs(id, dashboardRefsOf(board));
          }),
        () => vizNameTaken(input.name),
      );
      return present(orgId, userId, id);
    },

    /** The dashboards embedding a chart (Manage on the chart, in the recycle bin too): its deletion warns with them. */
    async chartUsage(orgId: string, userId: string, chartId: string): Promise<VizUsage> {
      const loaded = await tree.load(orgId, userId);
      const row = loaded.rows.find((candidate) => candidate.id === chartId);
      if (row?.kind !== 'chart') throw new AppError('NOT_FOUND', { params: { resource: 'chart' } });
      tree.require(loaded, 'manage', chartId);
      return { dashboards: await ctx.store.vizs.dashboardsUsing(orgId, 'chart', chartId) };
    },

    /** The dashboards whose widgets read a view (Manage on the view): while there are any it cannot be deleted. */
    async viewUsage(orgId: string, userId: string, viewId: string): Promise<VizUsage> {
      const loaded = await viewTree.load(orgId, userId);
      const row = loaded.rows.find((candidate) => candidate.id === viewId);
      if (!row || row.is_folder === 1) throw new AppError('NOT_FOUND', { params: { resource: 'view' } });
      viewTree.require(loaded, 'manage', viewId);
      return { dashboards: await ctx.store.vizs.dashboardsUsing(orgId, 'view', viewId) };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
