import { FolderDocSchema, migrationFormatVersions, type FolderDoc, type MigrationFolderTree } from '@redbi/shared/domain';
import { mapNullable, parentRef, type ResourceModule } from './resourceModule';

/** A folder of the sources, views or viz tree (storyboards have none). */
export const folderResource: ResourceModule<FolderDoc> = {
  kind: 'folder',
  formatVersion: migrationFormatVersions.folder,
  schema: FolderDocSchema,
  migrations: {},
  references: (doc) => parentRef(doc.parentId),
  remap: (doc, mapId) => ({ ...doc, id: mapId(doc.id), parentId: mapNullable(doc.parentId, mapId) }),
};

/** A folder row of any tree as a document. */
export const folderDocOf = (tree: MigrationFolderTree, row: { id: string; parent_id: string | null; name: string; index: number }): FolderDoc => ({
  kind: 'folder',
  formatVersion: migrationFormatVersions.folder,
  id: row.id,
  tree,
  parentId: row.parent_id,
  name: row.name,
  index: row.index,
});
