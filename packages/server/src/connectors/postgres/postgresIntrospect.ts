import type { SchemaDatabase } from '../connector';
import { schemaTree } from '../schemaTree';
import { pgTypeOf } from './postgresTypes';

/**
 * Tables (ordinary, partitioned, foreign), views and materialized views of every schema the user may use,
 * system schemas and partitions left out; columns in ordinal order, domains by their base type.
 */
export const POSTGRES_CATALOG_SQL = `
SELECT n.nspname AS schema_name, c.relname AS table_name, c.relkind AS kind, a.attname AS column_name,
       format_type(a.atttypid, a.atttypmod) AS db_type,
       (CASE WHEN t.typtype = 'd' THEN t.typbasetype ELSE t.oid END)::int AS base_oid,
       coalesce(b.typcategory, t.typcategory) AS category
FROM pg_catalog.pg_class c
JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
JOIN pg_catalog.pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
JOIN pg_catalog.pg_type t ON t.oid = a.atttypid
LEFT JOIN pg_catalog.pg_type b ON t.typtype = 'd' AND b.oid = t.typbasetype
WHERE c.relkind IN ('r', 'p', 'v', 'm', 'f')
  AND NOT c.relispartition
  AND n.nspname NOT IN ('pg_catalog', 'information_schema')
  AND n.nspname NOT LIKE 'pg\\_toast%' AND n.nspname NOT LIKE 'pg\\_temp\\_%'
  AND has_schema_privilege(n.oid, 'USAGE')
ORDER BY n.nspname, c.relname, a.attnum`;

/** The catalogue rows ([schema, table, relkind, column, db type, base oid, category]) as a tree. */
export function postgresSchemaTree(rows: unknown[][]): SchemaDatabase[] {
  return schemaTree(
    rows.map(([schema, table, kind, column, dbType, oid, category]) => {
      const { type } = pgTypeOf(Number(oid), String(dbType), String(category));
      return {
        schema: String(schema),
        table: String(table),
        kind: kind === 'v' || kind === 'm' ? 'view' : 'table',
        column: { name: String(column), type, dbType: String(dbType) },
      };
    }),
  );
}
