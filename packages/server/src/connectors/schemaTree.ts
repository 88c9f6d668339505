import type { QueryColumn, SchemaDatabase } from './connector';

/** One column of one table, as the catalogue queries of the connectors return them. */
export interface CatalogColumn {
  schema: string;
  table: string;
  kind: 'table' | 'view';
  column: QueryColumn;
}

/** Catalogue rows (ordered by schema, table, ordinal position) grouped into schemas and tables. */
export function schemaTree(columns: Iterable<CatalogColumn>, schemaOrder: (a: string, b: string) => number = compareText): SchemaDatabase[] {
  const schemas = new Map<string, Map<string, SchemaDatabase['tables'][number]>>();
  for (const { schema, table, kind, column } of columns) {
    let tables = schemas.get(schema);
    if (!tables) schemas.set(schema, (tables = new Map()));
    let entry = tables.get(table);
    if (!entry) tables.set(table, (entry = { name: table, kind, columns: [] }));
    entry.columns.push(column);
  }
  return [...schemas.entries()]
    .sort(([a], [b]) => schemaOrder(a, b))
    .map(([name, tables]) => ({ name, tables: [...tables.values()].sort((a, b) => compareText(a.name, b.name)) }));
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
