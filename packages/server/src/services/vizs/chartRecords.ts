import { ChartConfigSchema, type Chart, type ChartConfig } from '@redbi/shared/domain';
import type { VizRow } from '../../repositories/vizRepository';
import { thumbnailVersionOf, vizStatusOf } from './vizNodes';
import type { VizPrivilegeHeld } from './vizTree';

/** A saved chart: a row of the viz tree of kind 'chart' (it always has a view). */
export type ChartRow = VizRow & { view_id: string };

export const isChartRow = (row: VizRow): row is ChartRow => row.kind === 'chart' && row.view_id !== null;

/** The stored config read back through the shared schema (its defaults fill what older documents lack). */
export const chartConfigOf = (row: ChartRow): ChartConfig => ChartConfigSchema.parse(JSON.parse(row.config));

export function presentChart(row: ChartRow, privileges: VizPrivilegeHeld[]): Chart {
  const thumbnailVersion = thumbnailVersionOf(row);
  return {
    id: row.id,
    orgId: row.org_id,
    parentId: row.parent_id,
    name: row.name,
    description: row.description,
    viewId: row.view_id,
    status: vizStatusOf(row),
    config: chartConfigOf(row),
    privileges,
    ...(thumbnailVersion ? { thumbnailVersion } : {}),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
