import { z } from 'zod';
import { sourceTypes, type SourceType } from '../sources/connectorTypes';
import { ChartConfigSchema, vizStatuses } from './chart';
import { idField } from './fields';
import { StoryboardConfigSchema } from './storyboard';
import { variablePermissions, variableTypes, variableValueTypes } from './variable';
import { viewTypes, ViewConfigSchema, ViewModelSchema } from './view';

/**
 * Resource migration (issue 23, spec §2 Settings, §3 `.drr`, §4 import strategies): the documents a `.drr`
 * archive holds, one per resource, and the calls that make and read them. Each document kind has a format
 * version of its own; the server keeps the steps that bring older versions up (services/migration).
 * Templates (`.drt`) reuse the same documents.
 */

/** The archive as a whole: a zip whose `manifest.json` names this format. */
export const DRR_FORMAT = 'redbi-resources';
export const DRR_FORMAT_VERSION = 1;
export const DRR_EXTENSION = '.drr';

export const migrationKinds = ['folder', 'source', 'variable', 'view', 'chart', 'dashboard', 'storyboard'] as const;
export type MigrationKind = (typeof migrationKinds)[number];

/** The folder of the archive each kind's documents sit in (`views/<id>.json`). */
export const migrationDirs: Record<MigrationKind, string> = {
  folder: 'folders',
  source: 'sources',
  variable: 'variables',
  view: 'views',
  chart: 'charts',
  dashboard: 'dashboards',
  storyboard: 'storyboards',
};

/** The format version of each kind's documents. Raise one with a migration step on the server. */
export const migrationFormatVersions: Record<MigrationKind, number> = {
  folder: 1,
  source: 1,
  variable: 1,
  view: 1,
  chart: 1,
  dashboard: 1,
  storyboard: 1,
};

/** The trees a folder can belong to. */
export const migrationFolderTrees = ['source', 'view', 'viz'] as const;
export type MigrationFolderTree = (typeof migrationFolderTrees)[number];

/** Names as stored: not trimmed again, so that a round trip keeps them byte for byte. */
const nameField = () => z.string().min(1).max(255);
const textField = () => z.string().max(10_000);
const parentRef = () => idField().nullable();
const version = (kind: MigrationKind) => z.literal(migrationFormatVersions[kind]);

const common = <K extends MigrationKind>(kind: K) => ({
  kind: z.literal(kind),
  formatVersion: version(kind),
  id: idField(),
  name: nameField(),
  index: z.number().finite(),
});

export const FolderDocSchema = z.strictObject({ ...common('folder'), tree: z.enum(migrationFolderTrees), parentId: parentRef() });

export const SourceDocSchema = z.strictObject({
  ...common('source'),
  parentId: parentRef(),
  description: textField(),
  type: z.enum(sourceTypes as [SourceType, ...SourceType[]]),
  /** Settings without any secret; database file paths relative to the server's LOCAL_DATABASES_DIR. */
  config: z.record(z.string(), z.unknown()),
  /** Secret settings the source had: never exported, the import asks for them. */
  secrets: z.array(z.string().max(64)).max(20),
});

export const ViewVariableDocSchema = z.strictObject({
  id: idField(),
  name: nameField(),
  label: z.string().max(255),
  type: z.enum(variableTypes),
  valueType: z.enum(variableValueTypes),
  permission: z.enum(variablePermissions),
  defaultValue: z.array(z.string().max(10_000)).max(1000),
  expression: z.boolean(),
});

/**
 * A public variable of the organisation that a view's SQL uses (`$name$`). Its name is its identity in SQL:
 * an import uses the organisation's own public variable of that name when there is one.
 */
export const VariableDocSchema = ViewVariableDocSchema.extend({ kind: z.literal('variable'), formatVersion: version('variable') });

export const ViewDocSchema = z.strictObject({
  ...common('view'),
  parentId: parentRef(),
  description: textField(),
  sourceId: idField(),
  type: z.enum(viewTypes),
  /** The SQL, or the structure of a STRUCT view. */
  script: z.union([z.string().max(1_000_000), z.record(z.string(), z.unknown())]),
  model: ViewModelSchema,
  config: ViewConfigSchema,
  /** Its variables; values per role or member are not exported (roles belong to one organisation). */
  variables: z.array(ViewVariableDocSchema).max(1000),
});

export const ChartDocSchema = z.strictObject({
  ...common('chart'),
  parentId: parentRef(),
  description: textField(),
  status: z.enum(vizStatuses),
  viewId: idField(),
  config: ChartConfigSchema,
});

export const DashboardDocSchema = z.strictObject({
  ...common('dashboard'),
  parentId: parentRef(),
  description: textField(),
  status: z.enum(vizStatuses),
  /** A BoardConfig; its own version and migrations are the board's (checked by the server). */
  config: z.record(z.string(), z.unknown()),
});

export const StoryboardDocSchema = z.strictObject({
  ...common('storyboard'),
  description: textField(),
  status: z.enum(vizStatuses),
  config: StoryboardConfigSchema,
});

export type FolderDoc = z.output<typeof FolderDocSchema>;
export type SourceDoc = z.output<typeof SourceDocSchema>;
export type ViewDoc = z.output<typeof ViewDocSchema>;
export type ViewVariableDoc = z.output<typeof ViewVariableDocSchema>;
export type VariableDoc = z.output<typeof VariableDocSchema>;
export type ChartDoc = z.output<typeof ChartDocSchema>;
export type DashboardDoc = z.output<typeof DashboardDocSchema>;
export type StoryboardDoc = z.output<typeof StoryboardDocSchema>;
export type MigrationDoc = FolderDoc | SourceDoc | VariableDoc | ViewDoc | ChartDoc | DashboardDoc | StoryboardDoc;

export const DrrManifestSchema = z.strictObject({
  format: z.literal(DRR_FORMAT),
  formatVersion: z.number().int().min(1),
  productVersion: z.string().max(64),
  counts: z.partialRecord(z.enum(migrationKinds), z.number().int().min(0)),
  /** Every other entry of the archive with its SHA-256 (hex) and size in bytes. */
  entries: z.array(z.strictObject({ path: z.string().max(255), sha256: z.string().regex(/^[0-9a-f]{64}$/), size: z.number().int().min(0) })).max(20_000),
  /** Sources whose secrets the import asks for, by id in the archive. */
  secrets: z.array(z.strictObject({ sourceId: idField(), name: nameField(), fields: z.array(z.string().max(64)) })),
  /** Whether the tables of file sources are carried (`files/<sourceId>/<table>.parquet`); without, they come empty. */
  fileData: z.boolean(),
});
export type DrrManifest = z.output<typeof DrrManifestSchema>;

const idList = () => z.array(idField()).max(5000).default([]);

/** What to export: ids from each tree; a folder's id takes everything inside it. Dependencies are added. */
export const ExportSelectionSchema = z
  .object({
    sources: idList(),
    views: idList(),
    vizs: idList(),
    storyboards: idList(),
    /** Carry the tables of the file sources exported too (uploaded CSV, Excel … as Parquet). */
    includeFileData: z.boolean().default(false),
  })
  .meta({ id: 'ExportSelection' });
export type ExportSelection = z.output<typeof ExportSelectionSchema>;

export const MigrationItemRefSchema = z.object({ kind: z.enum(migrationKinds), id: z.string(), name: z.string() });

export const ExportPreviewSchema = z
  .object({
    /** Everything the archive would hold, chosen or added, in archive order. */
    items: z.array(MigrationItemRefSchema.extend({ added: z.boolean().meta({ description: 'true: added as a dependency (or a parent folder), not chosen' }) })),
    counts: z.record(z.string(), z.number().int()),
    secrets: z.array(z.object({ sourceId: z.string(), name: z.string(), fields: z.array(z.string()) })),
  })
  .meta({ id: 'ExportPreview' });
export type ExportPreview = z.output<typeof ExportPreviewSchema>;

/** Spec §4: new — everything created anew; overwrite — update by id if present, else create; rollback — an existing id is an error. */
export const importStrategies = ['new', 'overwrite', 'rollback'] as const;
export type ImportStrategy = (typeof importStrategies)[number];

export const ImportQuerySchema = z.object({
  strategy: z.enum(importStrategies).default('new'),
  dryRun: z.enum(['true', 'false']).default('false'),
});

/** The multipart field `secrets` (JSON, before the file): the secret settings of sources, by their id in the archive. */
export const ImportSecretsSchema = z.record(idField(), z.record(z.string().max(64), z.string().max(10_000))).default({});
export type ImportSecrets = z.output<typeof ImportSecretsSchema>;

/** `reuse`: a public variable the organisation has by that name already, used as it is (nothing written). */
export const importActions = ['create', 'update', 'reuse', 'conflict', 'fail'] as const;
export type ImportAction = (typeof importActions)[number];

export const ImportItemSchema = MigrationItemRefSchema.extend({
  action: z.enum(importActions),
  /** The id it has (or would have) in this organisation: a new one under strategy new. */
  targetId: z.string(),
  /** Why it conflicts or fails, and notes (a name changed to stay unique, a secret left to type). */
  reasons: z.array(z.string()),
});
export type ImportItem = z.output<typeof ImportItemSchema>;

export const ImportReportSchema = z
  .object({
    strategy: z.enum(importStrategies),
    dryRun: z.boolean(),
    /** The import can go ahead (dry run) or went ahead (every write committed). */
    ok: z.boolean(),
    items: z.array(ImportItemSchema),
    counts: z.record(z.enum(importActions), z.number().int()),
  })
  .meta({ id: 'ImportReport' });
export type ImportReport = z.output<typeof ImportReportSchema>;
