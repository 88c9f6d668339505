import { z } from 'zod';
import { descriptionText, idField, requiredText } from './fields';
import { SubjectRefSchema } from './permission';
import { accessPrivileges, parentField } from './treeNode';
import { refineUnique, variableArray, variableListField, VariableSchema, VariableValuesUpdateSchema } from './variable';

/** A SQL view is written by hand; a structured (STRUCT) view picks and joins tables. */
export const viewTypes = ['SQL', 'STRUCT'] as const;
export type ViewType = (typeof viewTypes)[number];

/** Column types and categories of the model (spec §3). */
export const fieldTypes = ['string', 'numeric', 'date'] as const;
export type FieldType = (typeof fieldTypes)[number];
export const fieldCategories = ['uncategorized', 'country', 'provinceOrState', 'city', 'county'] as const;
export type FieldCategory = (typeof fieldCategories)[number];

export const joinTypes = ['INNER', 'LEFT', 'RIGHT'] as const;
export type JoinType = (typeof joinTypes)[number];

/** dirtyread: identical queries in flight share one execution; fastfailover: a duplicate fails at once. */
export const concurrencyModes = ['dirtyread', 'fastfailover'] as const;
export type ConcurrencyMode = (typeof concurrencyModes)[number];

export const columnPermissionModes = ['all', 'partial', 'none'] as const;
export type ColumnPermissionMode = (typeof columnPermissionModes)[number];

export const VIEW_MODEL_VERSION = 1;
export const VIEW_CONFIG_VERSION = 1;
/** The longest a cached result may be kept: 30 days, in seconds. */
export const MAX_CACHE_EXPIRES = 30 * 24 * 3600;

const fieldName = () => z.string().min(1).max(255);

export const ModelColumnSchema = z
  .object({
    /** The result column's name; "table.column" in a structured view. */
    name: fieldName(),
    type: z.enum(fieldTypes),
    category: z.enum(fieldCategories).default('uncategorized'),
  })
  .meta({ id: 'ModelColumn' });
export type ModelColumn = z.output<typeof ModelColumnSchema>;

/** A named group of fields shown as one node (e.g. country → province → city). */
export const HierarchySchema = z.object({ name: requiredText(), fields: z.array(fieldName()).min(1).max(50) }).meta({ id: 'Hierarchy' });
export type Hierarchy = z.output<typeof HierarchySchema>;

/** A field computed by an expression over the view's fields (`[field]`), checked against the function catalogue. */
export const ComputedFieldSchema = z
  .object({ name: z.string().trim().min(1).max(255), expression: z.string().min(1).max(10_000), type: z.enum(fieldTypes) })
  .meta({ id: 'ComputedField' });
export type ComputedField = z.output<typeof ComputedFieldSchema>;

/** The typed model of a view's result: versioned JSON (ARCHITECTURE §6). */
export const ViewModelSchema = z
  .object({
    version: z.literal(VIEW_MODEL_VERSION).default(VIEW_MODEL_VERSION),
    columns: z.array(ModelColumnSchema).max(2000).default([]),
    hierarchies: z.array(HierarchySchema).max(200).default([]),
    computedFields: z.array(ComputedFieldSchema).max(500).default([]),
  })
  .superRefine((model, context) => {
    refineUnique(model.columns, (column) => column.name, context, 'name', 'validation.uniqueNames', ['columns']);
    const columnNames = new Set(model.columns.map((column) => column.name));
    const seen = new Set<string>();
    model.computedFields.forEach((field, index) => {
      if (columnNames.has(field.name) || seen.has(field.name)) {
        context.addIssue({ code: 'custom', message: 'validation.uniqueComputedField', path: ['computedFields', index, 'name'] });
      }
      seen.add(field.name);
    });
    const known = new Set([...columnNames, ...seen]);
    model.hierarchies.forEach((hierarchy, index) => {
      if (known.has(hierarchy.name)) context.addIssue({ code: 'custom', message: 'validation.uniqueNames', path: ['hierarchies', index, 'name'] });
      hierarchy.fields.forEach((field, fieldIndex) => {
        if (!known.has(field)) context.addIssue({ code: 'custom', message: 'validation.unknownField', path: ['hierarchies', index, 'fields', fieldIndex] });
      });
    });
  })
  .meta({ id: 'ViewModel' });
export type ViewModel = z.output<typeof ViewModelSchema>;

/** Cache, concurrency and the expensive-query flag (editors never run an expensive view by themselves). */
export const ViewConfigSchema = z
  .object({
    version: z.literal(VIEW_CONFIG_VERSION).default(VIEW_CONFIG_VERSION),
    cache: z.boolean().default(false),
    cacheExpires: z.number().int().min(0).max(MAX_CACHE_EXPIRES).default(300).meta({ description: 'Seconds a cached result is kept' }),
    concurrencyControlMode: z.enum(concurrencyModes).default('dirtyread'),
    expensiveQuery: z.boolean().default(false),
  })
  .meta({ id: 'ViewConfig' });
export type ViewConfig = z.output<typeof ViewConfigSchema>;

/** A table of the source: [schema or database, table], or [table] where the source has one namespace. */
const tablePath = () => z.array(z.string().min(1).max(255)).min(1).max(3);
/** A column of a table: the table's path and the column name. */
const columnPath = () => z.array(z.string().min(1).max(255)).min(2, { message: 'validation.joinColumn' }).max(4);

export const StructJoinSchema = z.object({
  type: z.enum(joinTypes),
  table: tablePath(),
  columns: z.array(fieldName()).max(2000).default([]),
  conditions: z.array(z.object({ left: columnPath(), right: columnPath() })).min(1).max(20),
});

/** A structured view: a table, its columns, and the tables joined to it with their columns. */
export const StructScriptSchema = z
  .object({
    table: tablePath(),
    columns: z.array(fieldName()).max(2000).default([]),
    joins: z.array(StructJoinSchema).max(20).default([]),
  })
  .meta({ id: 'StructScript' });
export type StructScript = z.output<typeof StructScriptSchema>;

/** Per role or member: all columns, some of them, or none (hidden columns read as NULL). */
export const ColumnPermissionSchema = z
  .object({ subject: SubjectRefSchema, mode: z.enum(columnPermissionModes), columns: z.array(fieldName()).max(2000).default([]) })
  .meta({ id: 'ColumnPermission' });
export type ColumnPermission = z.output<typeof ColumnPermissionSchema>;

const columnPermissionArray = () =>
  z
    .array(ColumnPermissionSchema)
    .max(10_000)
    .superRefine((entries, context) => refineUnique(entries, (entry) => `${entry.subject.type}:${entry.subject.id}`, context, 'subject', 'validation.duplicateKey'));
const columnPermissionList = () => columnPermissionArray().default([]);

const viewScript = () => z.union([z.string().max(1_000_000), StructScriptSchema]);

/** A SQL view's SQL cannot be empty (spec §5); a structured view's script is a structure. */
function refineScript(view: { type: ViewType; script: string | StructScript }, context: z.RefinementCtx): void {
  if (view.type === 'SQL' && (typeof view.script !== 'string' || view.script.trim() === '')) {
    context.addIssue({ code: 'custom', message: 'validation.sqlEmpty', path: ['script'] });
  }
  if (view.type === 'STRUCT' && typeof view.script === 'string') {
    context.addIssue({ code: 'custom', message: 'validation.structScript', path: ['script'] });
  }
}

/** What a view is: its source, its SQL or structure, model, settings, variables and column permissions. */
export const ViewDefinitionSchema = z
  .object({
    sourceId: idField(),
    type: z.enum(viewTypes).default('SQL'),
    script: viewScript().default(''),
    model: ViewModelSchema.default({ version: VIEW_MODEL_VERSION, columns: [], hierarchies: [], computedFields: [] }),
    config: ViewConfigSchema.default({ version: VIEW_CONFIG_VERSION, cache: false, cacheExpires: 300, concurrencyControlMode: 'dirtyread', expensiveQuery: false }),
    variables: variableListField(),
    columnPermissions: columnPermissionList(),
  })
  .superRefine((view, context) => {
    refineScript(view, context);
    const modelNames = new Set([...view.model.columns.map((column) => column.name), ...view.model.computedFields.map((field) => field.name)].map((name) => name.toLowerCase()));
    view.variables.forEach((variable, index) => {
      if (modelNames.has(variable.name.toLowerCase())) context.addIssue({ code: 'custom', message: 'validation.uniqueNames', path: ['variables', index, 'name'] });
    });
  });
export type ViewDefinition = z.output<typeof ViewDefinitionSchema>;

/** A folder or a view in the Views tree, with what the caller may do with it. */
export const ViewNodeSchema = z
  .object({
    id: z.string(),
    parentId: z.string().nullable(),
    name: z.string(),
    index: z.number(),
    isFolder: z.boolean(),
    description: z.string(),
    archived: z.boolean(),
    /** null for a folder. */
    sourceId: z.string().nullable(),
    type: z.enum(viewTypes).nullable(),
    privileges: z.array(z.enum(accessPrivileges)),
  })
  .meta({ id: 'ViewNode' });
export type ViewNode = z.infer<typeof ViewNodeSchema>;

/**
 * One view. Those with Access see the model (without columns hidden from them), the settings and the
 * variables they may use; the SQL, values per subject and column permissions are for those with Manage.
 */
export const ViewSchema = ViewNodeSchema.extend({
  script: viewScript(),
  model: ViewModelSchema,
  config: ViewConfigSchema,
  variables: z.array(VariableSchema),
  columnPermissions: z.array(ColumnPermissionSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
}).meta({ id: 'View' });
export type View = z.infer<typeof ViewSchema>;

export const NewViewSchema = z.union([
  z.object({ isFolder: z.literal(true), name: requiredText(), parentId: parentField().default(null) }),
  z
    .object({ isFolder: z.literal(false), name: requiredText(), parentId: parentField().default(null), description: descriptionText().default('') })
    .and(ViewDefinitionSchema),
]);
export type NewView = z.input<typeof NewViewSchema>;

/** Rename a folder, or save a view: what is left out stays as it is (the result is checked as a whole). */
export const ViewUpdateSchema = z
  .object({
    name: requiredText(),
    description: descriptionText().optional(),
    sourceId: idField().optional(),
    type: z.enum(viewTypes).optional(),
    script: viewScript().optional(),
    model: ViewModelSchema.optional(),
    config: ViewConfigSchema.optional(),
    // Without defaults: what is left out must stay undefined (a default inside .optional() still applies).
    variables: variableArray().optional(),
    columnPermissions: columnPermissionArray().optional(),
  })
  .meta({ id: 'ViewUpdate' });
export type ViewUpdate = z.input<typeof ViewUpdateSchema>;

/** Row and column permissions of one view, as the permission screens edit them. */
export const ViewDataPermissionsSchema = z
  .object({
    /** Every field of the model: columns, then computed fields. */
    fields: z.array(z.string()),
    variables: z.array(VariableSchema),
    columnPermissions: z.array(ColumnPermissionSchema),
  })
  .meta({ id: 'ViewDataPermissions' });
export type ViewDataPermissions = z.infer<typeof ViewDataPermissionsSchema>;

export const ViewDataPermissionsUpdateSchema = z.object({
  variables: z.array(VariableValuesUpdateSchema).max(500).default([]),
  columnPermissions: columnPermissionList(),
});
export type ViewDataPermissionsUpdate = z.input<typeof ViewDataPermissionsUpdateSchema>;

/** Run SQL (or a structure) not yet saved, from the view editor, with the editor's variables. */
export const ViewPreviewSchema = z
  .object({
    sourceId: idField(),
    type: z.enum(viewTypes).default('SQL'),
    script: viewScript(),
    variables: variableListField(),
    /** Query-variable values to try, by name. */
    params: z.record(z.string().max(255), z.array(z.string().max(10_000)).max(10_000)).default({}),
    size: z.number().int().min(1).max(100_000).default(1000),
  })
  .superRefine(refineScript);
export type ViewPreview = z.input<typeof ViewPreviewSchema>;
