import { boardReferences } from '@redbi/charts';
import type { BoardChart, BoardConfig } from '@redbi/shared/domain';
import { AppError } from '@redbi/shared/errors';
import type { AccessService } from '../access/accessService';
import type { ServiceContext } from '../serviceContext';
import type { QueryableView } from '../views/queryableView';
import type { ViewService } from '../views/viewService';
import { createVizTree, type LoadedVizTree, type VizPrivilegeHeld, type VizTree } from '../vizs/vizTree';
import { boardChartsOf, dashboardNotFound, isDashboardRow, storedBoardOf } from './dashboardRecords';
import { chartsNewlyEmbedded, viewsNewlyRead } from './dashboardRefs';

/** A dashboard as the caller may use it: its board and the saved charts it shows (deleted or archived ones absent). */
export interface LoadedDashboard {
  id: string;
  orgId: string;
  name: string;
  board: BoardConfig;
  charts: Record<string, BoardChart>;
  privileges: VizPrivilegeHeld[];
}

export interface DashboardAccessDeps {
  access: AccessService;
  /** `queryable`: Access on a view a board newly reads (one policy, in the view service). */
  views: Pick<ViewService, 'queryable'>;
}

/** The dashboard's row in the loaded tree: 404 for anything else (a chart, a folder, an archived board). */
export function dashboardRowOf(tree: VizTree, loaded: LoadedVizTree, id: string) {
  const row = tree.rowOf(loaded, id);
  if (!isDashboardRow(row)) throw dashboardNotFound();
  return row;
}

/**
 * What a board may read, checked for its author before it is saved or previewed: View on every saved chart
 * it newly embeds and Access on every view it newly reads (viewsNewlyRead), in the dashboard's organisation.
 * Something of the organisation the author may not use is 403 — they named it, so it is no secret that it
 * exists; an id that is not the organisation's is 404. Answers the views newly read, for the config checks.
 */
export async function authorizeBoardReads(
  deps: { tree: VizTree; views: Pick<ViewService, 'queryable'>; ctx: ServiceContext },
  loaded: LoadedVizTree,
  board: BoardConfig,
  stored?: BoardConfig,
): Promise<Map<string, QueryableView>> {
  for (const chartId of chartsNewlyEmbedded(board, stored)) {
    const row = loaded.rows.find((candidate) => candidate.id === chartId && candidate.archived === 0 && candidate.kind === 'chart');
    if (!row) throw new AppError('NOT_FOUND', { params: { resource: 'chart' } });
    if (!deps.tree.privilegesOf(loaded, chartId).includes('view')) throw new AppError('FORBIDDEN');
  }
  const views = new Map<string, QueryableView>();
  for (const viewId of viewsNewlyRead(board, stored)) {
    const view = await deps.views.queryable(loaded.actor.userId, viewId).catch(async (error: unknown) => {
      const row = await deps.ctx.store.views.find(viewId);
      if (error instanceof AppError && error.code === 'NOT_FOUND' && row?.org_id === loaded.orgId && row.is_folder === 0 && row.archived === 0) throw new AppError('FORBIDDEN');
      throw error;
    });
    if (view.orgId !== loaded.orgId) throw new AppError('NOT_FOUND', { params: { resource: 'view' } });
    views.set(viewId, view);
  }
  return views;
}

/**
 * Dashboards as their data is asked for (the batched data service builds on it): the stored board for its
 * viewers — View on the dashboard is enough, not View on each chart or Access on each view, as for a saved
 * chart — and an editor's unsaved draft for those who manage it.
 */
export function createDashboardAccess(ctx: ServiceContext, { access, views }: DashboardAccessDeps) {
  const tree = createVizTree(ctx, access);

  return {
    /** View on the dashboard; 404 when the caller cannot see it (unpublished for viewers), 403 when they see it without View. */
    async viewable(orgId: string, userId: string, dashboardId: string): Promise<LoadedDashboard> {
      const loaded = await tree.load(orgId, userId);
      const row = dashboardRowOf(tree, loaded, dashboardId);
      const privileges = tree.require(loaded, 'view', dashboardId);
      const board = storedBoardOf(row);
      return { id: row.id, orgId, name: row.name, board, charts: boardChartsOf(loaded.rows, boardReferences(board).chartIds), privileges };
    },

    /** Manage on the dashboard, and whatever the draft reads beyond the stored board: View on the charts, Access on the views. */
    async draftFor(orgId: string, userId: string, dashboardId: string, draft: BoardConfig): Promise<LoadedDashboard> {
      const loaded = await tree.load(orgId, userId);
      const row = dashboardRowOf(tree, loaded, dashboardId);
      const privileges = tree.require(loaded, 'manage', dashboardId);
      await authorizeBoardReads({ tree, views, ctx }, loaded, draft, storedBoardOf(row));
      return { id: row.id, orgId, name: row.name, board: draft, charts: boardChartsOf(loaded.rows, boardReferences(draft).chartIds), privileges };
    },
  };
}

export type DashboardAccess = ReturnType<typeof createDashboardAccess>;
