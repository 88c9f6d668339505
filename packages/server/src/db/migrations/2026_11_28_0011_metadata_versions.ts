import { sql, SqliteAdapter, type Kysely, type Migration } from 'kysely';

/** A table whose writes raise a version: of the scope its row names, directly or through a parent row. */
interface VersionedTable {
  name: string;
  /** `org` or `user`, and the column holding that id (or the parent's id, with `via`). */
  scope: { prefix: 'org' | 'user'; column: string };
  /** The parent row holding the scope's id: its table and column (looked up by its `id`). */
  via?: { table: string; column: string };
  operations: readonly ('INSERT' | 'UPDATE' | 'DELETE')[];
  /** Only updates of these columns count. */
  updateOf?: readonly string[];
}

const all = ['INSERT', 'UPDATE', 'DELETE'] as const;

/**
 * `org:<id>`: who may do what in the organisation and what its sources, views and variables say (what
 * access.member and views.queryable read). `user:<id>`: the user's row and the end of their sessions (what
 * the session check reads); a session's last use (`last_seen_at`) does not count. Share tables, charts and
 * boards are not part of any version.
 */
const versionedTables: readonly VersionedTable[] = [
  { name: 'organizations', scope: { prefix: 'org', column: 'id' }, operations: all },
  { name: 'org_members', scope: { prefix: 'org', column: 'org_id' }, operations: all },
  { name: 'roles', scope: { prefix: 'org', column: 'org_id' }, operations: all },
  { name: 'role_members', scope: { prefix: 'org', column: 'role_id' }, via: { table: 'roles', column: 'org_id' }, operations: all },
  { name: 'permission_grants', scope: { prefix: 'org', column: 'org_id' }, operations: all },
  { name: 'module_permissions', scope: { prefix: 'org', column: 'org_id' }, operations: all },
  { name: 'sources', scope: { prefix: 'org', column: 'org_id' }, operations: all },
  { name: 'views', scope: { prefix: 'org', column: 'org_id' }, operations: all },
  { name: 'variables', scope: { prefix: 'org', column: 'org_id' }, operations: all },
  { name: 'variable_values', scope: { prefix: 'org', column: 'variable_id' }, via: { table: 'variables', column: 'org_id' }, operations: all },
  { name: 'view_column_permissions', scope: { prefix: 'org', column: 'view_id' }, via: { table: 'views', column: 'org_id' }, operations: all },
  { name: 'users', scope: { prefix: 'user', column: 'id' }, operations: all },
  { name: 'sessions', scope: { prefix: 'user', column: 'user_id' }, operations: ['UPDATE', 'DELETE'], updateOf: ['revoked_at', 'user_id'] },
];

/**
 * Versions of what the server keeps in memory from the metadata store (db/metadataVersions.ts): one row
 * per scope (`org:<id>`, `user:<id>`), whose number every write to a table of that scope raises, by a
 * trigger, in the writing transaction. A scope never written has no row (version 0). Rows are never
 * deleted, so a number is never used twice for one scope.
 */
export const metadataVersions: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('metadata_versions')
      .addColumn('scope', 'text', (c) => c.primaryKey())
      .addColumn('version', 'bigint', (c) => c.notNull())
      .execute();
    if (db.getExecutor().adapter instanceof SqliteAdapter) {
      for (const table of versionedTables) for (const statement of sqliteTriggers(table)) await sql.raw(statement).execute(db);
    } else {
      await sql.raw(POSTGRES_FUNCTIONS).execute(db);
      for (const table of versionedTables) await sql.raw(postgresTrigger(table)).execute(db);
    }
  },
};

const bump = (scope: string) =>
  `INSERT INTO metadata_versions (scope, version) VALUES (${scope}, 1) ON CONFLICT (scope) DO UPDATE SET version = metadata_versions.version + 1`;

/** The statement that raises the version of `row`'s scope (NEW or OLD), in SQLite. */
function sqliteBump(table: VersionedTable, row: 'NEW' | 'OLD'): string {
  const { scope, via } = table;
  if (!via) return `${bump(`'${scope.prefix}:' || ${row}.${scope.column}`)};`;
  // The scope is the parent's: nothing to raise when the parent is gone (its own trigger raised it).
  return `INSERT INTO metadata_versions (scope, version) SELECT '${scope.prefix}:' || ${via.column}, 1 FROM ${via.table} WHERE id = ${row}.${scope.column}
    ON CONFLICT (scope) DO UPDATE SET version = metadata_versions.version + 1;`;
}

function sqliteTriggers(table: VersionedTable): string[] {
  const name = (operation: string) => `${table.name}_${operation}_raises_version`;
  const updateOf = table.updateOf ? ` OF ${table.updateOf.join(', ')}` : '';
  return [
    ...(table.operations.includes('INSERT') ? [`CREATE TRIGGER ${name('insert')} AFTER INSERT ON ${table.name} BEGIN ${sqliteBump(table, 'NEW')} END`] : []),
    ...(table.operations.includes('UPDATE')
      ? [`CREATE TRIGGER ${name('update')} AFTER UPDATE${updateOf} ON ${table.name} BEGIN ${sqliteBump(table, 'OLD')} ${sqliteBump(table, 'NEW')} END`]
      : []),
    ...(table.operations.includes('DELETE') ? [`CREATE TRIGGER ${name('delete')} AFTER DELETE ON ${table.name} BEGIN ${sqliteBump(table, 'OLD')} END`] : []),
  ];
}

/**
 * PostgreSQL: one trigger function for every table, run at the commit (constraint triggers, deferred), still
 * inside the writing transaction. Its arguments: the scope's prefix, the row's column holding the scope's id,
 * and, when that column names a parent row, the parent's table and its column (a parent deleted in the same
 * transaction raised the version itself).
 */
const POSTGRES_FUNCTIONS = `
CREATE FUNCTION redbi_raise_version(row_data jsonb, prefix text, id_column text, parent_table text, parent_column text) RETURNS void LANGUAGE plpgsql AS $fn$
DECLARE
  id text := row_data ->> id_column;
BEGIN
  IF parent_table IS NOT NULL THEN
    EXECUTE format('SELECT %I FROM %I WHERE id = $1', parent_column, parent_table) INTO id USING id;
  END IF;
  IF id IS NOT NULL THEN
    ${bump(`prefix || ':' || id`)};
  END IF;
END
$fn$;
CREATE FUNCTION redbi_metadata_changed() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM redbi_raise_version(to_jsonb(OLD), TG_ARGV[0], TG_ARGV[1], TG_ARGV[2], TG_ARGV[3]); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM redbi_raise_version(to_jsonb(NEW), TG_ARGV[0], TG_ARGV[1], TG_ARGV[2], TG_ARGV[3]); END IF;
  RETURN NULL;
END
$fn$;`;

function postgresTrigger(table: VersionedTable): string {
  const operations = table.operations.map((operation) => (operation === 'UPDATE' && table.updateOf ? `UPDATE OF ${table.updateOf.join(', ')}` : operation)).join(' OR ');
  const args = [table.scope.prefix, table.scope.column, ...(table.via ? [table.via.table, table.via.column] : [])].map((arg) => `'${arg}'`).join(', ');
  // Deferred to the commit: the version row is locked last and shortest, after the rows a transaction
  // writes, so that two transactions of one organisation do not hold it while waiting for each other's rows.
  return `CREATE CONSTRAINT TRIGGER ${table.name}_raises_version AFTER ${operations} ON ${table.name} DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION redbi_metadata_changed(${args})`;
}
