import { vizKinds, vizStatuses, type VizKind, type VizNode, type VizStatus } from '@redbi/shared/domain';
import type { VizRow } from '../../repositories/vizRepository';
import type { VizPrivilegeHeld } from './vizTree';

export const vizKindOf = (row: VizRow): VizKind => ((vizKinds as readonly string[]).includes(row.kind) ? (row.kind as VizKind) : 'chart');

export const vizStatusOf = (row: VizRow): VizStatus => ((vizStatuses as readonly string[]).includes(row.status) ? (row.status as VizStatus) : 'unpublished');

/** The chart type named by a stored config, read without checking the rest (the tree needs no more). */
export function chartTypeOf(row: VizRow): string | undefined {
  try {
    const parsed: unknown = JSON.parse(row.config);
    const type = typeof parsed === 'object' && parsed !== null ? (parsed as { chartType?: unknown }).chartType : undefined;
    return typeof type === 'string' ? type : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The thumbnail changes whenever the chart is saved: its `updated_at` (the data a caller sees is part of
 * the thumbnail's ETag, not of this version).
 */
export const thumbnailVersionOf = (row: VizRow): string | undefined => (row.kind === 'chart' ? row.updated_at : undefined);

export function presentVizNode(row: VizRow, privileges: VizPrivilegeHeld[]): VizNode {
  const chartType = row.kind === 'chart' ? chartTypeOf(row) : undefined;
  const thumbnailVersion = thumbnailVersionOf(row);
  return {
    id: row.id,
    parentId: row.parent_id,
    name: row.name,
    index: row.index,
    isFolder: row.is_folder === 1,
    kind: vizKindOf(row),
    status: vizStatusOf(row),
    ...(chartType ? { chartType } : {}),
    ...(thumbnailVersion ? { thumbnailVersion } : {}),
    privileges,
    updatedAt: row.updated_at,
  };
}
