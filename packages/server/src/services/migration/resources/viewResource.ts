import { migrationFormatVersions, ViewConfigSchema, ViewDocSchema, ViewModelSchema, type ViewDoc, type ViewType } from '@redbi/shared/domain';
import type { VariableRow } from '../../../repositories/variableRepository';
import type { ViewRow } from '../../../repositories/viewRepository';
import { mapNullable, parentRef, type ResourceModule } from './resourceModule';

/** A view with its own variables (values per role or member stay behind: roles belong to one organisation). */
export const viewResource: ResourceModule<ViewDoc> = {
  kind: 'view',
  formatVersion: migrationFormatVersions.view,
  schema: ViewDocSchema,
  migrations: {},
  references: (doc) => [...parentRef(doc.parentId), { kind: 'source', id: doc.sourceId, required: true }],
  remap: (doc, mapId) => ({
    ...doc,
    id: mapId(doc.id),
    parentId: mapNullable(doc.parentId, mapId),
    sourceId: mapId(doc.sourceId),
    variables: doc.variables.map((variable) => ({ ...variable, id: mapId(variable.id) })),
  }),
};

/** A view row and its variables as a document; variables in name order (the store keeps no other). */
export function viewDocOf(row: ViewRow, variables: readonly VariableRow[]): ViewDoc {
  const type = row.type as ViewType;
  return {
    kind: 'view',
    formatVersion: migrationFormatVersions.view,
    id: row.id,
    parentId: row.parent_id,
    name: row.name,
    description: row.description,
    index: row.index,
    sourceId: row.source_id ?? '',
    type,
    script: type === 'STRUCT' ? (JSON.parse(row.script) as Record<string, unknown>) : row.script,
    model: ViewModelSchema.parse(JSON.parse(row.model)),
    config: ViewConfigSchema.parse(JSON.parse(row.config)),
    variables: [...variables]
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
      .map((variable) => ({
        id: variable.id,
        name: variable.name,
        label: variable.label,
        type: variable.type as ViewDoc['variables'][number]['type'],
        valueType: variable.value_type as ViewDoc['variables'][number]['valueType'],
        permission: variable.permission as ViewDoc['variables'][number]['permission'],
        defaultValue: JSON.parse(variable.default_value) as string[],
        expression: variable.expression === 1,
      })),
  };
}
