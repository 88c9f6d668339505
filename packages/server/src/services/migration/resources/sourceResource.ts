import { migrationFormatVersions, SourceDocSchema, type SourceDoc } from '@redbi/shared/domain';
import { connectorTypes, type ConnectorField, type SourceType } from '@redbi/shared/sources';
import { isAbsolute, relative } from 'node:path';
import type { SourceRow } from '../../../repositories/sourceRepository';
import { presentConfig } from '../../sources/sourceConfig';
import { mapNullable, parentRef, type ResourceModule } from './resourceModule';

/** A source: its settings without secrets (they never leave the server), the names of those it had. */
export const sourceResource: ResourceModule<SourceDoc> = {
  kind: 'source',
  formatVersion: migrationFormatVersions.source,
  schema: SourceDocSchema,
  migrations: {},
  references: (doc) => parentRef(doc.parentId),
  remap: (doc, mapId) => ({ ...doc, id: mapId(doc.id), parentId: mapNullable(doc.parentId, mapId) }),
};

const pathFields = (type: SourceType): string[] =>
  (connectorTypes[type].fields as readonly ConnectorField[]).filter((field) => field.kind === 'path').map((field) => field.name);

/**
 * A source row as a document. Database file paths are written relative to LOCAL_DATABASES_DIR (the import
 * confines them to its own again): an archive says nothing of the server's directories.
 */
export function sourceDocOf(row: SourceRow, localDatabasesDir: string): SourceDoc {
  const type = row.type as SourceType;
  const { config, secretsSet } = presentConfig(type, row.config);
  for (const name of pathFields(type)) {
    const value = config[name];
    if (typeof value === 'string' && isAbsolute(value)) config[name] = relative(localDatabasesDir, value);
  }
  return {
    kind: 'source',
    formatVersion: migrationFormatVersions.source,
    id: row.id,
    parentId: row.parent_id,
    name: row.name,
    description: row.description,
    index: row.index,
    type,
    config,
    secrets: secretsSet,
  };
}
