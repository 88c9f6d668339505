import { ViewConfigSchema, ViewModelSchema, type AccessPrivilege, type ColumnPermission, type Variable, type View } from '@redbi/shared/domain';
import type { Actor } from '@redbi/shared/permissions';
import type { ViewRow } from '../../repositories/viewRepository';
import { hiddenFieldsFor, modelWithout } from './columnVisibility';
import { presentViewNode } from './viewNodes';
import { viewDefinitionOf, type ViewDefinitionRecord } from './viewRecords';

/** A view as stored, with the privileges the caller holds on it. */
export interface StoredView {
  row: ViewRow;
  privileges: AccessPrivilege[];
  variables: Variable[];
  columnPermissions: ColumnPermission[];
}

/** What a folder shows where a view has its definition. */
const folderDefinition = (): ViewDefinitionRecord => ({ type: 'SQL', script: '', model: ViewModelSchema.parse({}), config: ViewConfigSchema.parse({}) });

export const definitionOf = (row: ViewRow): ViewDefinitionRecord => (row.is_folder === 1 ? folderDefinition() : viewDefinitionOf(row));

/**
 * One view as the caller may see it: everything with Manage; with Access the model without the fields
 * hidden from them, the settings and the variables without values per subject — not the SQL (which may
 * name what column permissions hide), values or column permissions.
 */
export function presentView(actor: Actor, stored: StoredView): View {
  const { row, privileges } = stored;
  const definition = definitionOf(row);
  const times = { createdAt: row.created_at, updatedAt: row.updated_at };
  const node = presentViewNode(row, privileges);
  if (privileges.includes('manage')) {
    const { script, model, config } = definition;
    return { ...node, script, model, config, variables: stored.variables, columnPermissions: stored.columnPermissions, ...times };
  }
  const hidden = hiddenFieldsFor(actor, stored.columnPermissions, definition.model);
  return {
    ...node,
    script: '',
    model: modelWithout(definition.model, hidden),
    config: definition.config,
    variables: stored.variables.map((variable) => ({ ...variable, values: [] })),
    columnPermissions: [],
    ...times,
  };
}
