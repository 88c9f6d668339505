import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POSTGRES_ADMIN_URL } from '../testing/testApp';
import { createDatabase, type MetadataDb } from './createDatabase';

async function admin(sql: string, values: unknown[] = []): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await client.connect();
  try {
    return await client.query(sql, values);
  } finally {
    await client.end();
  }
}

describe('the PostgreSQL metadata store', () => {
  const name = `redbi_store_${randomBytes(6).toString('hex')}`;
  let metadata: MetadataDb;

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${name}`);
    const url = new URL(POSTGRES_ADMIN_URL);
    url.pathname = `/${name}`;
    metadata = await createDatabase({ kind: 'postgres', url: url.toString() });
  });
  afterAll(async () => {
    await metadata?.close();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it('survives the server ending its idle connections, and opens new ones', async () => {
    await metadata.db.selectFrom('users').select('id').execute();
    const ended = await admin('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [name]);
    expect(ended.rowCount).toBeGreaterThan(0);
    // The pool hears of it on its idle connections; without a listener the process would end here.
    await expect.poll(async () => (await admin('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name])).rows[0].n).toBe(0);
    expect(await metadata.db.selectFrom('users').select('id').execute()).toEqual([]);
  });
});
