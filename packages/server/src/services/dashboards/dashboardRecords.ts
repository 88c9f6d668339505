import { migrateBoard } from '@redbi/charts';
import type { BoardChart, BoardConfig, Dashboard } from '@redbi/shared/domain';
import { AppError } from '@redbi/shared/errors';
import type { VizRow } from '../../repositories/vizRepository';
import { chartConfigOf, isChartRow } from '../vizs/chartRecords';
import { vizStatusOf } from '../vizs/vizNodes';
import type { VizPrivilegeHeld } from '../vizs/vizTree';

/** The kind of a dashboard's row in the viz tree. */
export const DASHBOARD_KIND = 'dashboard';

export const isDashboardRow = (row: VizRow): boolean => row.kind === DASHBOARD_KIND;

export const dashboardNotFound = () => new AppError('NOT_FOUND', { params: { resource: 'dashboard' } });

/** The stored board brought up to the current version (older documents are migrated on read, never rewritten). */
export const storedBoardOf = (row: VizRow): BoardConfig => migrateBoard(JSON.parse(row.config));

/**
 * The saved charts a board shows, by id, as its viewers receive them: charts of the same organisation (the
 * loaded tree holds only those) that are neither deleted nor in the recycle bin. A missing one is absent, and
 * its widget says 'The linkage chart has been deleted, please reconfigure'.
 */
export function boardChartsOf(rows: readonly VizRow[], chartIds: readonly string[]): Record<string, BoardChart> {
  const wanted = new Set(chartIds);
  const charts: Record<string, BoardChart> = {};
  for (const row of rows) {
    if (!wanted.has(row.id) || row.archived === 1 || !isChartRow(row)) continue;
    charts[row.id] = { id: row.id, name: row.name, viewId: row.view_id, config: chartConfigOf(row) };
  }
  return charts;
}

export function presentDashboard(row: VizRow, board: BoardConfig, charts: Record<string, BoardChart>, privileges: VizPrivilegeHeld[]): Dashboard {
  return {
    id: row.id,
    orgId: row.org_id,
    parentId: row.parent_id,
    name: row.name,
    description: row.description,
    status: vizStatusOf(row),
    config: board,
    charts,
    privileges,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
