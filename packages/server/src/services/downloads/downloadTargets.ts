import { boardChartWidgetIds } from '@redbi/charts';
import type { DownloadVizType } from '@redbi/shared/domain';
import { AppError } from '@redbi/shared/errors';
import type { AccessService } from '../access/accessService';
import { isDashboardRow, storedBoardOf } from '../dashboards/dashboardRecords';
import type { ServiceContext } from '../serviceContext';
import { storedConfigOf } from '../storyboards/storyboardRecords';
import type { StoryboardService } from '../storyboards/storyboardService';
import { isChartRow } from '../vizs/chartRecords';
import { createVizTree } from '../vizs/vizTree';

/** A resource a member may download, as authorized now: its organisation, name, and a dashboard's chart widgets. */
export interface DownloadTarget {
  orgId: string;
  vizType: DownloadVizType;
  vizId: string;
  name: string;
  /** A dashboard's widgets that show data (a download of chosen charts names some of them). */
  chartWidgetIds: readonly string[];
}

export interface DownloadTargetsDeps {
  access: AccessService;
  storyboards: Pick<StoryboardService, 'privilegesOf'>;
}

const notFound = (resource: DownloadVizType) => new AppError('NOT_FOUND', { params: { resource } });

/**
 * Who may download what (spec §6, issue 21), through the one policy, for every submission and again when
 * the task's job runs: a chart or a dashboard needs Download on it (inherited from its folders); a
 * storyboard — which has no Download privilege of its own — View on it and Download on every dashboard and
 * chart its pages show. 404 when the caller cannot see the resource, 403 when they see it without the
 * privilege. One entry per kind.
 */
export function createDownloadTargets(ctx: ServiceContext, { access, storyboards }: DownloadTargetsDeps) {
  const vizTree = createVizTree(ctx, access);

  async function inVizTree(vizType: 'chart' | 'dashboard', vizId: string, userId: string): Promise<DownloadTarget> {
    const row = await ctx.store.vizs.find(vizId);
    const isKind = vizType === 'chart' ? isChartRow : isDashboardRow;
    if (!row || row.archived === 1 || !isKind(row)) throw notFound(vizType);
    const loaded = await vizTree.load(row.org_id, userId).catch(() => {
      throw notFound(vizType);
    });
    const privileges = vizTree.privilegesOf(loaded, vizId);
    if (privileges.length === 0) throw notFound(vizType);
    if (!privileges.includes('download')) throw new AppError('FORBIDDEN');
    return { orgId: row.org_id, vizType, vizId, name: row.name, chartWidgetIds: vizType === 'dashboard' ? boardChartWidgetIds(storedBoardOf(row)) : [] };
  }

  const kinds: Record<DownloadVizType, (vizId: string, userId: string) => Promise<DownloadTarget>> = {
    chart: (vizId, userId) => inVizTree('chart', vizId, userId),
    dashboard: (vizId, userId) => inVizTree('dashboard', vizId, userId),
    async storyboard(vizId, userId) {
      const row = await ctx.store.storyboards.find(vizId);
      if (!row || row.archived === 1) throw notFound('storyboard');
      const privileges = await storyboards.privilegesOf(row.org_id, userId, vizId).catch(() => [] as string[]);
      if (!privileges.includes('view')) throw notFound('storyboard');
      const vizs = await vizTree.load(row.org_id, userId);
      const pages = storedConfigOf(row).pages;
      if (pages.some((page) => !vizTree.privilegesOf(vizs, page.vizId).includes('download'))) throw new AppError('FORBIDDEN');
      return { orgId: row.org_id, vizType: 'storyboard', vizId, name: row.name, chartWidgetIds: [] };
    },
  };

  return {
    /** The resource if `userId` may download it now (404 / 403 otherwise). */
    require: (vizType: DownloadVizType, vizId: string, userId: string): Promise<DownloadTarget> => kinds[vizType](vizId, userId),
  };
}

export type DownloadTargets = ReturnType<typeof createDownloadTargets>;
