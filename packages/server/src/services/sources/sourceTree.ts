import type { AccessPrivilege, SourceNode } from '@redbi/shared/domain';
import type { SourceType } from '@redbi/shared/sources';
import type { SourceRow } from '../../repositories/sourceRepository';

export const presentNode = (row: SourceRow, privileges: AccessPrivilege[]): SourceNode => ({
  id: row.id,
  parentId: row.parent_id,
  name: row.name,
  index: row.index,
  isFolder: row.is_folder === 1,
  type: (row.type as SourceType | null) ?? null,
  description: row.description,
  archived: row.archived === 1,
  privileges,
});
