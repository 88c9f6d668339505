import { z } from 'zod';
import { sourceTypes, type SourceType } from '../sources/connectorTypes';
import { descriptionText, idField, requiredText } from './fields';
import { accessPrivileges, parentField } from './treeNode';

const sourceTypeField = () => z.enum(sourceTypes as [SourceType, ...SourceType[]]);

/** A folder or a source in the Sources tree, with what the caller may do with it. */
export const SourceNodeSchema = z
  .object({
    id: z.string(),
    parentId: z.string().nullable(),
    name: z.string(),
    index: z.number(),
    isFolder: z.boolean(),
    type: sourceTypeField().nullable().meta({ description: 'null for a folder' }),
    description: z.string(),
    archived: z.boolean(),
    privileges: z.array(z.enum(accessPrivileges)),
  })
  .meta({ id: 'SourceNode' });
export type SourceNode = z.infer<typeof SourceNodeSchema>;

export const SourceTableSchema = z.object({ name: z.string(), rowCount: z.number().int() }).meta({ id: 'SourceTable' });

/** One source with its settings; secret settings are never included, `secretsSet` names those that are stored. */
export const SourceSchema = SourceNodeSchema.extend({
  config: z.record(z.string(), z.unknown()),
  secretsSet: z.array(z.string()),
  /** The tables of a file source. */
  tables: z.array(SourceTableSchema),
  accountPrivileges: z
    .array(z.string())
    .nullable()
    .meta({ description: "What the source's account may do beyond reading (e.g. superuser, FILE), found when it was last saved; [] for a read-only account, null when not known" }),
  createdAt: z.string(),
  updatedAt: z.string(),
}).meta({ id: 'Source' });
export type Source = z.infer<typeof SourceSchema>;

export const NewSourceSchema = z.discriminatedUnion('isFolder', [
  z.object({ isFolder: z.literal(true), name: requiredText(), parentId: parentField().default(null) }),
  z.object({
    isFolder: z.literal(false),
    name: requiredText(),
    parentId: parentField().default(null),
    type: sourceTypeField(),
    description: descriptionText().default(''),
    config: z.record(z.string(), z.unknown()).default({}),
  }),
]);
export type NewSource = z.input<typeof NewSourceSchema>;

/** Rename, describe, reconfigure. A secret left out of `config` keeps its stored value. */
export const SourceUpdateSchema = z.object({
  name: requiredText(),
  description: descriptionText().default(''),
  config: z.record(z.string(), z.unknown()).optional(),
});
export type SourceUpdate = z.input<typeof SourceUpdateSchema>;


/** Test a connection before saving; with `sourceId`, secrets left out come from the stored source. */
export const ConnectionTestSchema = z.object({
  type: sourceTypeField(),
  config: z.record(z.string(), z.unknown()).default({}),
  sourceId: idField().optional(),
});

export const ConnectionTestResultSchema = z
  .object({
    serverVersion: z.string(),
    latencyMs: z.number(),
    privileges: z.array(z.string()).meta({ description: "What the account may do beyond reading: [] for the read-only account RedBI should use" }),
  })
  .meta({ id: 'ConnectionTestResult' });

/** Normalised column types of query results and schemas. */
export const columnTypes = ['string', 'number', 'boolean', 'date', 'datetime', 'other'] as const;
export type ColumnType = (typeof columnTypes)[number];

export const SchemaColumnSchema = z.object({ name: z.string(), type: z.enum(columnTypes), dbType: z.string() });
export const SchemaTableSchema = z.object({ name: z.string(), kind: z.enum(['table', 'view']), columns: z.array(SchemaColumnSchema) });
export const SourceSchemaTreeSchema = z
  .object({
    databases: z.array(z.object({ name: z.string(), tables: z.array(SchemaTableSchema) })),
    refreshedAt: z.string(),
  })
  .meta({ id: 'SourceSchemaTree' });
export type SourceSchemaTree = z.infer<typeof SourceSchemaTreeSchema>;
export type SchemaTable = z.infer<typeof SchemaTableSchema>;

export const SchemaQuerySchema = z.object({ refresh: z.enum(['true', 'false']).optional() });

/** File uploads: the formats read, and the column types a table can be given. */
export const fileFormats = ['csv', 'tsv', 'xlsx', 'parquet', 'json'] as const;
export type FileFormat = (typeof fileFormats)[number];
export const importColumnTypes = ['text', 'integer', 'decimal', 'double', 'boolean', 'date', 'timestamp'] as const;
export type ImportColumnType = (typeof importColumnTypes)[number];

export const FileUploadSchema = z
  .object({
    uploadId: z.string(),
    fileName: z.string(),
    format: z.enum(fileFormats),
    columns: z.array(z.object({ name: z.string(), type: z.enum(importColumnTypes), dbType: z.string() })),
    rows: z.array(z.array(z.unknown())).meta({ description: 'The first rows' }),
  })
  .meta({ id: 'FileUpload' });
export type FileUpload = z.infer<typeof FileUploadSchema>;

export const tableNameField = () =>
  requiredText(63).regex(/^[A-Za-z_][A-Za-z0-9_]*$/, { error: 'validation.tableName' });

export const TableImportSchema = z.object({
  uploadId: idField(),
  table: tableNameField(),
  mode: z.enum(['create', 'append', 'replace']),
  columns: z
    .array(z.object({ source: z.string().min(1).max(255), name: tableNameField(), type: z.enum(importColumnTypes) }))
    .min(1)
    .max(2000),
});
export type TableImport = z.infer<typeof TableImportSchema>;
