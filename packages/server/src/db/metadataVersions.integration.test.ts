import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, POSTGRES_ADMIN_URL } from '../testing/testApp';
import { createDatabase, type MetadataDb } from './createDatabase';
import { orgScope, userScope } from './metadataVersions';

async function admin(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * Tables holding an organisation's id (or a role's, view's, variable's) that no kept value reads: their
 * writes raise nothing. A new such table must be added to the versions (a migration) or here.
 */
const UNVERSIONED = ['download_tasks', 'org_invitations', 'schedules', 'shares', 'storyboards', 'vizs'];

describe.each(backends)('metadata versions (%s)', (backend) => {
  let metadata: MetadataDb;
  let cleanup: () => Promise<void>;
  const at = '2026-01-01T00:00:00.000Z';
  const run = (text: string) => sql.raw(text).execute(metadata.db);
  const orgVersion = () => metadata.versions.current(orgScope('o1'));
  const userVersion = () => metadata.versions.current(userScope('u1'));

  /** Runs `write` and answers by how much it raised the version read by `version`. */
  async function raisedBy(version: () => Promise<number>, write: string): Promise<number> {
    const before = await version();
    await run(write);
    return (await version()) - before;
  }

  beforeAll(async () => {
    if (backend === 'postgres') {
      const name = `redbi_versions_${randomBytes(6).toString('hex')}`;
      await admin(`CREATE DATABASE ${name}`);
      const url = new URL(POSTGRES_ADMIN_URL);
      url.pathname = `/${name}`;
      metadata = await createDatabase({ kind: 'postgres', url: url.toString() });
      cleanup = () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    } else {
      const dir = await mkdtemp(join(tmpdir(), 'redbi-versions-'));
      metadata = await createDatabase({ kind: 'sqlite', file: join(dir, 'redbi.db') });
      cleanup = () => rm(dir, { recursive: true, force: true });
    }
    await run(`INSERT INTO users (id, username, email, password_hash, created_at, updated_at) VALUES ('u1', 'ann', 'ann@example.com', 'x', '${at}', '${at}')`);
  });
  afterAll(async () => {
    await metadata?.close();
    await cleanup?.();
  });

  it('is 0 for a scope never written', async () => {
    expect(await metadata.versions.current(orgScope('nowhere'))).toBe(0);
  });

  it("raises an organisation's version on every write to its access data, in each table", async () => {
    const writes: [string, string][] = [
      [`INSERT INTO organizations (id, name, created_at, updated_at) VALUES ('o1', 'Org', '${at}', '${at}')`, `UPDATE organizations SET description = 'd' WHERE id = 'o1'`],
      [`INSERT INTO org_members (org_id, user_id, is_owner, created_at) VALUES ('o1', 'u1', 0, '${at}')`, `UPDATE org_members SET is_owner = 1 WHERE org_id = 'o1'`],
      [`INSERT INTO roles (id, org_id, name, created_at, updated_at) VALUES ('r1', 'o1', 'R', '${at}', '${at}')`, `UPDATE roles SET description = 'd' WHERE id = 'r1'`],
      [`INSERT INTO role_members (role_id, user_id) VALUES ('r1', 'u1')`, `UPDATE role_members SET user_id = 'u1' WHERE role_id = 'r1'`],
      [
        `INSERT INTO permission_grants (org_id, subject_type, subject_id, resource_type, resource_id, privileges) VALUES ('o1', 'role', 'r1', 'view', '*', '["access"]')`,
        `UPDATE permission_grants SET privileges = '["manage"]' WHERE org_id = 'o1'`,
      ],
      [`INSERT INTO module_permissions (org_id, subject_type, subject_id, module, enabled) VALUES ('o1', 'role', 'r1', 'view', 1)`, `UPDATE module_permissions SET enabled = 0 WHERE org_id = 'o1'`],
      [
        `INSERT INTO sources (id, org_id, name, is_folder, type, config, "index", created_at, updated_at) VALUES ('s1', 'o1', 'S', 0, 'postgres', '{}', 1, '${at}', '${at}')`,
        `UPDATE sources SET config = '{"a":1}' WHERE id = 's1'`,
      ],
      [
        `INSERT INTO views (id, org_id, name, is_folder, source_id, type, "index", created_at, updated_at) VALUES ('v1', 'o1', 'V', 0, 's1', 'SQL', 1, '${at}', '${at}')`,
        `UPDATE views SET script = 'select 1' WHERE id = 'v1'`,
      ],
      [
        `INSERT INTO variables (id, org_id, view_id, name, type, value_type, permission, created_at, updated_at) VALUES ('x1', 'o1', 'v1', 'x', 'PERMISSION', 'STRING', 'hidden', '${at}', '${at}')`,
        `UPDATE variables SET default_value = '["a"]' WHERE id = 'x1'`,
      ],
      [`INSERT INTO variable_values (variable_id, subject_type, subject_id, "values") VALUES ('x1', 'user', 'u1', '["a"]')`, `UPDATE variable_values SET "values" = '["b"]' WHERE variable_id = 'x1'`],
      [
        `INSERT INTO view_column_permissions (view_id, subject_type, subject_id, mode, columns) VALUES ('v1', 'user', 'u1', 'include', '["a"]')`,
        `UPDATE view_column_permissions SET columns = '["b"]' WHERE view_id = 'v1'`,
      ],
    ];
    for (const [insert, update] of writes) {
      expect(await raisedBy(orgVersion, insert), insert).toBeGreaterThan(0);
      expect(await raisedBy(orgVersion, update), update).toBeGreaterThan(0);
    }
    for (const table of ['view_column_permissions', 'variable_values']) {
      expect(await raisedBy(orgVersion, `DELETE FROM ${table}`), table).toBeGreaterThan(0);
    }
    for (const [table, key] of [['variables', 'id'], ['views', 'id'], ['sources', 'id'], ['module_permissions', 'org_id'], ['permission_grants', 'org_id'], ['role_members', 'role_id'], ['roles', 'id'], ['org_members', 'org_id']]) {
      expect(await raisedBy(orgVersion, `DELETE FROM ${table} WHERE ${key} IN ('o1', 'r1', 's1', 'v1', 'x1')`), table).toBeGreaterThan(0);
    }
  });

  it('raises the organisation of a row reached through its parent, and the parent deleted with its children', async () => {
    await run(`INSERT INTO roles (id, org_id, name, created_at, updated_at) VALUES ('r2', 'o1', 'R2', '${at}', '${at}')`);
    await run(`INSERT INTO role_members (role_id, user_id) VALUES ('r2', 'u1')`);
    // The role's members go with it (cascade): the role's own trigger raises the version.
    expect(await raisedBy(orgVersion, `DELETE FROM roles WHERE id = 'r2'`)).toBeGreaterThan(0);
    expect(await metadata.db.selectFrom('role_members').selectAll().where('role_id', '=', 'r2').execute()).toEqual([]);
  });

  it("raises a user's version when their row changes or a session of theirs ends, not when a session is used", async () => {
    await run(`INSERT INTO sessions (id, user_id, created_at, last_seen_at) VALUES ('s-1', 'u1', '${at}', '${at}')`);
    await run(`INSERT INTO sessions (id, user_id, created_at, last_seen_at) VALUES ('s-2', 'u1', '${at}', '${at}')`);
    expect(await raisedBy(userVersion, `UPDATE sessions SET last_seen_at = '2026-01-02T00:00:00.000Z' WHERE id = 's-1'`)).toBe(0);
    expect(await raisedBy(userVersion, `UPDATE sessions SET revoked_at = '${at}' WHERE id = 's-1'`)).toBeGreaterThan(0);
    expect(await raisedBy(userVersion, `DELETE FROM sessions WHERE id = 's-2'`)).toBeGreaterThan(0);
    expect(await raisedBy(userVersion, `UPDATE users SET active = 0 WHERE id = 'u1'`)).toBeGreaterThan(0);
    expect(await raisedBy(userVersion, `UPDATE users SET email = 'ann@example.org' WHERE id = 'u1'`)).toBeGreaterThan(0);
  });

  it('reads only committed versions: a transaction in progress, then rolled back, is never seen', async () => {
    const before = await orgVersion();
    let inside: number | undefined;
    await expect(
      metadata.db.transaction().execute(async (trx) => {
        await sql.raw(`UPDATE organizations SET description = 'in a transaction' WHERE id = 'o1'`).execute(trx);
        inside = await orgVersion();
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(inside).toBe(before);
    expect(await orgVersion()).toBe(before);
  });

  it('covers every table holding an organisation or user id, but those no cached value reads', async () => {
    const tables = (await metadata.db.introspection.getTables()).filter((table) => !table.name.startsWith('kysely_'));
    const withIds = tables.filter((table) => table.columns.some((column) => ['org_id', 'role_id', 'view_id', 'variable_id'].includes(column.name))).map((table) => table.name);
    const triggered =
      backend === 'sqlite'
        ? (await sql<{ tbl_name: string }>`SELECT DISTINCT tbl_name FROM sqlite_master WHERE type = 'trigger'`.execute(metadata.db)).rows.map((row) => row.tbl_name)
        : (await sql<{ table_name: string }>`SELECT DISTINCT event_object_table AS table_name FROM information_schema.triggers`.execute(metadata.db)).rows.map((row) => row.table_name);
    expect(withIds.filter((table) => !triggered.includes(table) && !UNVERSIONED.includes(table))).toEqual([]);
    expect(triggered).toEqual(
      expect.arrayContaining(['organizations', 'org_members', 'roles', 'role_members', 'permission_grants', 'module_permissions', 'sources', 'views', 'variables', 'variable_values', 'view_column_permissions', 'users', 'sessions']),
    );
  });
});
