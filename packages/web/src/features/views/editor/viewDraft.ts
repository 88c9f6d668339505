import {
  idField,
  VIEW_CONFIG_VERSION,
  VIEW_MODEL_VERSION,
  ViewDefinitionSchema,
  ViewUpdateSchema,
  type ColumnPermission,
  type NewView,
  type StructScript,
  type View,
  type ViewConfig,
  type ViewModel,
  type ViewPreview,
  type ViewType,
  type ViewUpdate,
  type VariableInput,
} from '@redbi/shared/domain';
import { fieldErrorsOf, type Translate } from '@redbi/shared/i18n';
import { variableInputOf } from '../variables/variableDraft';

/** What the view editor holds while the user edits: the form, saved with PUT or POST. */
export interface ViewDraft {
  name: string;
  description: string;
  sourceId: string | null;
  type: ViewType;
  /** The SQL, kept while the type is switched to STRUCT and back. */
  sql: string;
  /** The structure, kept likewise; `table: []` until one is chosen. */
  struct: StructScript;
  model: ViewModel;
  config: ViewConfig;
  variables: VariableInput[];
  columnPermissions: ColumnPermission[];
}

export const emptyStruct = (): StructScript => ({ table: [], columns: [], joins: [] });

export const emptyModel = (): ViewModel => ({ version: VIEW_MODEL_VERSION, columns: [], hierarchies: [], computedFields: [] });

export const defaultConfig = (): ViewConfig => ({
  version: VIEW_CONFIG_VERSION,
  cache: false,
  cacheExpires: 300,
  concurrencyControlMode: 'dirtyread',
  expensiveQuery: false,
});

export function newDraft(sourceId: string | null = null): ViewDraft {
  return {
    name: '',
    description: '',
    sourceId,
    type: 'SQL',
    sql: '',
    struct: emptyStruct(),
    model: emptyModel(),
    config: defaultConfig(),
    variables: [],
    columnPermissions: [],
  };
}

export function draftOf(view: View): ViewDraft {
  return {
    name: view.name,
    description: view.description,
    sourceId: view.sourceId,
    type: view.type ?? 'SQL',
    sql: typeof view.script === 'string' ? view.script : '',
    struct: typeof view.script === 'string' ? emptyStruct() : view.script,
    model: view.model,
    config: view.config,
    variables: view.variables.map(variableInputOf),
    columnPermissions: view.columnPermissions,
  };
}

export const scriptOf = (draft: ViewDraft): string | StructScript => (draft.type === 'SQL' ? draft.sql : draft.struct);

/** Every field of the model, as charts and column permissions name them: columns, then computed fields. */
export const modelFieldsOf = (model: ViewModel): string[] => [...model.columns.map((column) => column.name), ...model.computedFields.map((field) => field.name)];

/** The draft as PUT …/views/:viewId sends it. */
export function updateOf(draft: ViewDraft): ViewUpdate {
  const { name, description, sourceId, type, model, config, variables, columnPermissions } = draft;
  return { name, description, ...(sourceId === null ? {} : { sourceId }), type, script: scriptOf(draft), model, config, variables, columnPermissions };
}

/** The draft as POST …/views sends it, into `parentId`. */
export function newViewOf(draft: ViewDraft, parentId: string | null): NewView {
  const { name, description, sourceId, type, model, config, variables, columnPermissions } = draft;
  return { isFolder: false, name, parentId, description, sourceId: sourceId ?? '', type, script: scriptOf(draft), model, config, variables, columnPermissions };
}

const HeadSchema = ViewUpdateSchema.pick({ name: true, description: true }).extend({ sourceId: idField() });

/**
 * The problems the server would refuse the draft for, by field path ('name', 'script', 'variables.0.name' …),
 * in the words of spec §5 ('SQL statement cannot be empty').
 */
export function draftProblems(draft: ViewDraft, t: Translate): Record<string, string> {
  const { name, description, sourceId, ...definition } = updateOf(draft);
  const head = HeadSchema.safeParse({ name, description, sourceId });
  // Without a source the definition's own rules would not run (zod checks them on a complete object).
  const body = ViewDefinitionSchema.safeParse({ ...definition, sourceId: sourceId ?? 'unchosen' });
  return fieldErrorsOf([...(head.error?.issues ?? []), ...(body.error?.issues ?? [])], t);
}

/** Comparable text of a draft: it differs from the saved one's exactly when there are unsaved changes. */
export const draftKey = (draft: ViewDraft): string => JSON.stringify(draft);

/** The preview request: the draft's script, or only the selected SQL. */
export function previewOf(draft: ViewDraft, size: number, selection = ''): ViewPreview | undefined {
  if (draft.sourceId === null) return undefined;
  const script = draft.type === 'SQL' && selection.trim() !== '' ? selection : scriptOf(draft);
  return { sourceId: draft.sourceId, type: draft.type, script, variables: draft.variables, size };
}

/** The draft has something to run: SQL text, or a chosen table. */
export const hasScript = (draft: ViewDraft): boolean => (draft.type === 'SQL' ? draft.sql.trim() !== '' : draft.struct.table.length > 0);
