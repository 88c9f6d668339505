import { viewTypes, type AccessPrivilege, type ViewNode, type ViewType } from '@redbi/shared/domain';
import type { ViewRow } from '../../repositories/viewRepository';

const viewTypeOf = (type: string | null): ViewType | null => ((viewTypes as readonly (string | null)[]).includes(type) ? (type as ViewType) : null);

export const presentViewNode = (row: ViewRow, privileges: AccessPrivilege[]): ViewNode => ({
  id: row.id,
  parentId: row.parent_id,
  name: row.name,
  index: row.index,
  isFolder: row.is_folder === 1,
  description: row.description,
  archived: row.archived === 1,
  sourceId: row.source_id,
  type: row.is_folder === 1 ? null : viewTypeOf(row.type),
  privileges,
});
