import { boardLayouts, vizKinds, vizStatuses, type BoardLayout, type VizKind, type VizNode, type VizStatus } from '@redbi/shared/domain';
import type { VizRow } from '../../repositories/vizRepository';
import type { VizPrivilegeHeld } from './vizTree';

export const vizKindOf = (row: VizRow): VizKind => ((vizKinds as readonly string[]).includes(row.kind) ? (row.kind as VizKind) : 'chart');

export const vizStatusOf = (row: VizRow): VizStatus => ((vizStatuses as readonly string[]).includes(row.status) ? (row.status as VizStatus) : 'unpublished');

/** A string at the top of a stored config, read without checking the rest (the tree needs no more). */
function configString(row: VizRow, key: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(row.config);
    const value = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>)[key] : undefined;
    return typeof value === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The chart type named by a stored chart config. */
export const chartTypeOf = (row: VizRow): string | undefined => configString(row, 'chartType');

/** The layout of a stored board (the tree shows auto and free boards apart). */
export function boardLayoutOf(row: VizRow): BoardLayout | undefined {
  const layout = configString(row, 'layout');
  return (boardLayouts as readonly (string | undefined)[]).includes(layout) ? (layout as BoardLayout) : undefined;
}

/**
 * The thumbnail changes whenever the chart is saved: its `updated_at` (the data a caller sees is part of
 * the thumbnail's ETag, not of this version).
 */
export const thumbnailVersionOf = (row: VizRow): string | undefined => (row.kind === 'chart' ? row.updated_at : undefined);

export function presentVizNode(row: VizRow, privileges: VizPrivilegeHeld[]): VizNode {
  const chartType = row.kind === 'chart' ? chartTypeOf(row) : undefined;
  const layout = row.kind === 'dashboard' ? boardLayoutOf(row) : undefined;
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
    ...(layout ? { layout } : {}),
    ...(thumbnailVersion ? { thumbnailVersion } : {}),
    privileges,
    updatedAt: row.updated_at,
  };
}
