import { boardReferences } from '@redbi/charts';
import type { BoardChart, Dashboard, Storyboard, VizPrivilege } from '@redbi/shared/domain';
import { AppError } from '@redbi/shared/errors';
import type { VizRow } from '../../repositories/vizRepository';
import { boardChartsOf, isDashboardRow, presentDashboard, storedBoardOf } from '../dashboards/dashboardRecords';
import type { ServiceContext } from '../serviceContext';
import type { StoryboardService } from '../storyboards/storyboardService';
import { chartConfigOf, isChartRow } from '../vizs/chartRecords';
import type { LiveShare } from './shareGate';

/** What a share shows, and so all it may read: its dashboards (their widgets) and its charts, by id. */
export interface ShareScope {
  dashboards: Record<string, Dashboard>;
  charts: Record<string, BoardChart>;
  storyboard?: Storyboard;
}

const gone = () => new AppError('SHARE_NOT_FOUND');

/** The privileges a share gives on what it shows: View, and Download when the sharer allowed it. */
export const sharedPrivileges = (allowDownload: boolean): VizPrivilege[] => (allowDownload ? ['view', 'download'] : ['view']);

const liveRow = (rows: readonly VizRow[], id: string, isKind: (row: VizRow) => boolean) => {
  const row = rows.find((candidate) => candidate.id === id && candidate.archived === 0 && isKind(candidate));
  if (!row) throw gone();
  return row;
};

/** A resource as shared: which organisation's chart, dashboard or storyboard. */
export interface SharedResource {
  orgId: string;
  vizType: LiveShare['vizType'];
  vizId: string;
}

export const sharedResourceOf = (share: LiveShare): SharedResource => ({ orgId: share.row.org_id, vizType: share.vizType, vizId: share.row.viz_id });

/** Every view the content reads: its charts' and its dashboards' (their embedded charts', private charts' and controllers'). */
export function viewsReadBy(scope: ShareScope): string[] {
  const views = new Set<string>();
  for (const chart of Object.values(scope.charts)) views.add(chart.viewId);
  for (const dashboard of Object.values(scope.dashboards)) {
    for (const viewId of boardReferences(dashboard.config).viewIds) views.add(viewId);
    for (const chart of Object.values(dashboard.charts)) views.add(chart.viewId);
  }
  return [...views];
}

/**
 * The content of a share, read from the store for every call (never from the caller): a chart share shows
 * that chart; a dashboard share that dashboard with the saved charts its widgets embed (read only through
 * its batched data request, where its controllers — hidden ones too — apply); a storyboard share its pages'
 * dashboards and charts. One entry per kind. A live share's scope is read once per call: the gate and the
 * data service ask for the same object's scope.
 */
export function createShareContent(ctx: ServiceContext, { storyboards }: { storyboards: Pick<StoryboardService, 'loadForShare'> }) {
  const kinds: Record<SharedResource['vizType'], (resource: SharedResource, privileges: VizPrivilege[]) => Promise<ShareScope>> = {
    async chart({ orgId, vizId }) {
      const chart = liveRow(await ctx.store.vizs.listForOrg(orgId), vizId, isChartRow);
      if (!isChartRow(chart)) throw gone();
      return { dashboards: {}, charts: { [chart.id]: { id: chart.id, name: chart.name, viewId: chart.view_id, config: chartConfigOf(chart) } } };
    },
    async dashboard({ orgId, vizId }, privileges) {
      const rows = await ctx.store.vizs.listForOrg(orgId);
      const dashboard = liveRow(rows, vizId, isDashboardRow);
      const board = storedBoardOf(dashboard);
      return { dashboards: { [dashboard.id]: presentDashboard(dashboard, board, boardChartsOf(rows, boardReferences(board).chartIds), privileges) }, charts: {} };
    },
    async storyboard({ orgId, vizId }, privileges) {
      const shared = await storyboards.loadForShare(orgId, vizId, { vizPrivileges: privileges }).catch((error: unknown) => {
        if (error instanceof AppError && error.code === 'NOT_FOUND') throw gone();
        throw error;
      });
      return { dashboards: shared.dashboards, charts: shared.charts, storyboard: shared.storyboard };
    },
  };
  const scopes = new WeakMap<LiveShare, Promise<ShareScope>>();

  return {
    /** What a live share shows now (once per call: the same share object answers the same scope). */
    scopeOf(share: LiveShare): Promise<ShareScope> {
      let scope = scopes.get(share);
      if (!scope) {
        scope = kinds[share.vizType](sharedResourceOf(share), sharedPrivileges(share.settings.allowDownload));
        scopes.set(share, scope);
      }
      return scope;
    },

    /** What a resource would show through a share (SHARE_NOT_FOUND when it is not there). */
    scopeOfResource: (resource: SharedResource): Promise<ShareScope> => kinds[resource.vizType](resource, sharedPrivileges(false)),
  };
}

export type ShareContent = ReturnType<typeof createShareContent>;
