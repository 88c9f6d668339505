import type { SQLNamespace } from '@codemirror/lang-sql';
import type { SourceSchemaTree } from '@redbi/shared/domain';

export interface SchemaCompletion {
  namespace: SQLNamespace;
  /** Tables of this schema complete without its name. */
  defaultSchema?: string;
}

/** The namespaces most databases search first: PostgreSQL's public, DuckDB's and SQLite's main. */
const usualDefaults = ['public', 'main'];

/**
 * The source's schema as CodeMirror's SQL completion wants it: schema → table → columns, each column with its
 * database type as detail. With one schema (or a usual default one) its tables complete unqualified.
 */
export function schemaCompletion(schema: SourceSchemaTree | undefined): SchemaCompletion {
  if (!schema) return { namespace: {} };
  const namespace: Record<string, Record<string, SQLNamespace>> = {};
  for (const database of schema.databases) {
    const tables: Record<string, SQLNamespace> = {};
    for (const table of database.tables) {
      tables[table.name] = {
        self: { label: table.name, type: table.kind === 'view' ? 'class' : 'type' },
        children: table.columns.map((column) => ({ label: column.name, type: 'property', detail: column.dbType })),
      };
    }
    namespace[database.name] = tables;
  }
  const names = schema.databases.map((database) => database.name);
  const defaultSchema = names.length === 1 ? names[0] : usualDefaults.find((name) => names.includes(name));
  return { namespace, ...(defaultSchema === undefined ? {} : { defaultSchema }) };
}
