import { migrationFormatVersions, VariableDocSchema, type VariableDoc, type ViewDoc } from '@redbi/shared/domain';
import type { VariableRow } from '../../../repositories/variableRepository';
import type { ResourceModule } from './resourceModule';

/** A public variable of the organisation (values per role or member stay behind, as a view's own). */
export const variableResource: ResourceModule<VariableDoc> = {
  kind: 'variable',
  formatVersion: migrationFormatVersions.variable,
  schema: VariableDocSchema,
  migrations: {},
  references: () => [],
  remap: (doc, mapId) => ({ ...doc, id: mapId(doc.id) }),
};

export const variableDocOf = (row: VariableRow): VariableDoc => ({
  kind: 'variable',
  formatVersion: migrationFormatVersions.variable,
  id: row.id,
  name: row.name,
  label: row.label,
  type: row.type as VariableDoc['type'],
  valueType: row.value_type as VariableDoc['valueType'],
  permission: row.permission as VariableDoc['permission'],
  defaultValue: JSON.parse(row.default_value) as string[],
  expression: row.expression === 1,
});

/** The public variables a view's SQL uses (`$name$`, any case); a structured view uses none. */
export function publicVariablesUsed<V extends { name: string }>(view: ViewDoc, variables: readonly V[]): V[] {
  if (typeof view.script !== 'string') return [];
  const script = view.script.toLowerCase();
  return variables.filter((variable) => script.includes(`$${variable.name.toLowerCase()}$`));
}
