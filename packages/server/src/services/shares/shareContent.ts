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

/**
 * The content of a share, read from the store for every call (never from the caller): a chart share shows
 * that chart; a dashboard share that dashboard with the saved charts its widgets embed (read only through
 * its batched data request, where its controllers — hidden ones too — apply); a storyboard share its pages'
 * dashboards and charts. One entry per kind.
 */
export function createShareContent(ctx: ServiceContext, { storyboards }: { storyboards: Pick<StoryboardService, 'loadForShare'> }) {
  const kinds: Record<LiveShare['vizType'], (share: LiveShare, privileges: VizPrivilege[]) => Promise<ShareScope>> = {
    async chart({ row }) {
      const chart = liveRow(await ctx.store.vizs.listForOrg(row.org_id), row.viz_id, isChartRow);
      if (!isChartRow(chart)) throw gone();
      return { dashboards: {}, charts: { [chart.id]: { id: chart.id, name: chart.name, viewId: chart.view_id, config: chartConfigOf(chart) } } };
    },
    async dashboard({ row }, privileges) {
      const rows = await ctx.store.vizs.listForOrg(row.org_id);
      const dashboard = liveRow(rows, row.viz_id, isDashboardRow);
      const board = storedBoardOf(dashboard);
      return { dashboards: { [dashboard.id]: presentDashboard(dashboard, board, boardChartsOf(rows, boardReferences(board).chartIds), privileges) }, charts: {} };
    },
    async storyboard({ row }, privileges) {
      const shared = await storyboards.loadForShare(row.org_id, row.viz_id, { vizPrivileges: privileges }).catch((error: unknown) => {
        if (error instanceof AppError && error.code === 'NOT_FOUND') throw gone();
        throw error;
      });
      return { dashboards: shared.dashboards, charts: shared.charts, storyboard: shared.storyboard };
    },
  };

  return { scopeOf: (share: LiveShare): Promise<ShareScope> => kinds[share.vizType](share, sharedPrivileges(share.settings.allowDownload)) };
}

export type ShareContent = ReturnType<typeof createShareContent>;
