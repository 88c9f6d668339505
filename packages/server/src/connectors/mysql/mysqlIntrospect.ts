import type { SchemaDatabase } from '../connector';
import { schemaTree } from '../schemaTree';
import { mysqlCatalogType } from './mysqlTypes';

/** Tables and views of every database the user can see but the system ones, columns in ordinal order. */
export const MYSQL_CATALOG_SQL = `
SELECT c.TABLE_SCHEMA, c.TABLE_NAME, t.TABLE_TYPE, c.COLUMN_NAME, c.DATA_TYPE, c.COLUMN_TYPE
FROM information_schema.COLUMNS c
JOIN information_schema.TABLES t ON t.TABLE_SCHEMA = c.TABLE_SCHEMA AND t.TABLE_NAME = c.TABLE_NAME
WHERE c.TABLE_SCHEMA NOT IN ('information_schema', 'mysql', 'performance_schema', 'sys')
ORDER BY c.TABLE_SCHEMA, c.TABLE_NAME, c.ORDINAL_POSITION`;

/** Catalogue rows as a tree, the configured database first. */
export function mysqlSchemaTree(rows: unknown[][], database: string): SchemaDatabase[] {
  const columns = rows.map(([schema, table, tableType, column, dataType, columnType]) => ({
    schema: String(schema),
    table: String(table),
    kind: /VIEW/i.test(String(tableType)) ? ('view' as const) : ('table' as const),
    column: { name: String(column), type: mysqlCatalogType(String(dataType), String(columnType)), dbType: String(columnType) },
  }));
  return schemaTree(columns, (a, b) => (a === database ? -1 : b === database ? 1 : a < b ? -1 : a > b ? 1 : 0));
}
