import { boardReferences } from '@redbi/charts';
import type { BoardChart, Dashboard, Storyboard, VizPrivilege } from '@redbi/shared/domain';
import type { ServiceContext } from '../serviceContext';
import { boardChartsOf, isDashboardRow, presentDashboard, storedBoardOf } from '../dashboards/dashboardRecords';
import { chartConfigOf, isChartRow } from '../vizs/chartRecords';
import { presentStoryboard, storedConfigOf, storyboardNotFound } from './storyboardRecords';
import { targetsOf } from './storyboardTargets';

/** A storyboard with everything its pages show, as a share page receives it. */
export interface SharedStoryboard {
  /** `privileges: ['view']`; `targets`: every page target that still exists (deleted or archived ones absent). */
  storyboard: Storyboard;
  /** The dashboards of its pages, by id, each with the saved charts it embeds. */
  dashboards: Record<string, Dashboard>;
  /** The charts of its pages, by id. */
  charts: Record<string, BoardChart>;
}

/**
 * For the share service (issue 13): a storyboard of the organisation (not in the recycle bin; published or
 * not) with its pages' dashboards and charts, WITHOUT checking anybody's privileges — the caller has
 * checked the share (and the sharer's Share privilege) already. 404 for an unknown or archived storyboard
 * or one of another organisation. `vizPrivileges` are the privileges written on each dashboard (View by
 * default; add Download when the share allows it).
 */
export async function loadStoryboardForShare(
  ctx: ServiceContext,
  orgId: string,
  storyboardId: string,
  { vizPrivileges = ['view'] }: { vizPrivileges?: VizPrivilege[] } = {},
): Promise<SharedStoryboard> {
  const row = await ctx.store.storyboards.find(storyboardId);
  if (!row || row.org_id !== orgId || row.archived === 1) throw storyboardNotFound();
  const config = storedConfigOf(row);
  const rows = await ctx.store.vizs.listForOrg(orgId);
  const targets = targetsOf(config, rows, () => true);
  const dashboards: Record<string, Dashboard> = {};
  const charts: Record<string, BoardChart> = {};
  for (const target of Object.values(targets)) {
    const vizRow = rows.find((candidate) => candidate.id === target.id);
    if (!vizRow) continue;
    if (isDashboardRow(vizRow)) {
      const board = storedBoardOf(vizRow);
      dashboards[vizRow.id] = presentDashboard(vizRow, board, boardChartsOf(rows, boardReferences(board).chartIds), vizPrivileges);
    } else if (isChartRow(vizRow)) {
      charts[vizRow.id] = { id: vizRow.id, name: vizRow.name, viewId: vizRow.view_id, config: chartConfigOf(vizRow) };
    }
  }
  return { storyboard: presentStoryboard(row, config, targets, ['view']), dashboards, charts };
}
