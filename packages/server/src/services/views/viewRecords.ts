import {
  ColumnPermissionSchema,
  StructScriptSchema,
  ViewConfigSchema,
  ViewModelSchema,
  variablePermissions,
  viewTypes,
  type ColumnPermission,
  type StructScript,
  type SubjectVariableValues,
  type Variable,
  type VariablePermission,
  type VariableType,
  type VariableValueType,
  type ViewConfig,
  type ViewModel,
  type ViewType,
} from '@redbi/shared/domain';
import type { VariableRow, VariableValueRow } from '../../repositories/variableRepository';
import type { ViewColumnPermissionRow, ViewRow } from '../../repositories/viewRepository';

/** What a stored view is, read back through the shared schemas (their defaults migrate older JSON). */
export interface ViewDefinitionRecord {
  type: ViewType;
  script: string | StructScript;
  model: ViewModel;
  config: ViewConfig;
}

const parseJson = (text: string, fallback: unknown): unknown => (text.trim() === '' ? fallback : JSON.parse(text));

const viewTypeOf = (row: ViewRow): ViewType => (viewTypes as readonly string[]).includes(row.type ?? '') ? (row.type as ViewType) : 'SQL';

export function viewDefinitionOf(row: ViewRow): ViewDefinitionRecord {
  const type = viewTypeOf(row);
  return {
    type,
    // A structured view keeps its structure as JSON in `script`.
    script: type === 'STRUCT' ? StructScriptSchema.parse(parseJson(row.script, {})) : row.script,
    model: ViewModelSchema.parse(parseJson(row.model, {})),
    config: ViewConfigSchema.parse(parseJson(row.config, {})),
  };
}

/** The stored form of a definition's script: SQL as written, a structure as JSON. */
export const storedScript = (script: string | StructScript): string => (typeof script === 'string' ? script : JSON.stringify(script));

const stringList = (text: string): string[] => {
  const parsed = parseJson(text, []);
  return Array.isArray(parsed) ? parsed.map(String) : [];
};

const permissionOf = (value: string | null): VariablePermission | undefined =>
  value !== null && (variablePermissions as readonly string[]).includes(value) ? (value as VariablePermission) : undefined;

export function subjectValuesOf(row: VariableValueRow): SubjectVariableValues {
  const permission = permissionOf(row.permission);
  return {
    subject: { type: row.subject_type, id: row.subject_id },
    values: stringList(row.values),
    useDefault: row.use_default === 1,
    ...(permission ? { permission } : {}),
  };
}

/** A variable with its values per subject (those of `values` that belong to it). */
export function variableOf(row: VariableRow, values: readonly VariableValueRow[]): Variable {
  return {
    id: row.id,
    viewId: row.view_id,
    name: row.name,
    label: row.label,
    type: row.type as VariableType,
    valueType: row.value_type as VariableValueType,
    permission: permissionOf(row.permission) ?? 'editable',
    defaultValue: stringList(row.default_value),
    expression: row.expression === 1,
    values: values.filter((value) => value.variable_id === row.id).map(subjectValuesOf),
  };
}

export function columnPermissionOf(row: ViewColumnPermissionRow): ColumnPermission {
  return ColumnPermissionSchema.parse({ subject: { type: row.subject_type, id: row.subject_id }, mode: row.mode, columns: stringList(row.columns) });
}

/** The stored rows of column permissions (a 'partial' row alone keeps its columns). */
export const columnPermissionRows = (definition: { columnPermissions: readonly ColumnPermission[] }) =>
  definition.columnPermissions.map((permission) => ({
    subject_type: permission.subject.type,
    subject_id: permission.subject.id,
    mode: permission.mode,
    columns: JSON.stringify(permission.mode === 'partial' ? permission.columns : []),
  }));

/** The stored columns of a definition, but for its identity, place and timestamps. */
export const definitionColumns = (definition: { sourceId: string } & ViewDefinitionRecord) => ({
  source_id: definition.sourceId,
  type: definition.type,
  script: storedScript(definition.script),
  model: JSON.stringify(definition.model),
  config: JSON.stringify(definition.config),
});
