import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';

const POSTGRES = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Runs SQL as the local "postgres" role (a superuser), in `database` or the maintenance database. */
async function asAdmin(sql: string, database?: string): Promise<void> {
  const client = new pg.Client({ connectionString: database ? POSTGRES.replace(/\/[^/]*$/, `/${database}`) : POSTGRES });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A PostgreSQL database of the journey's own for the length of its describe block, created (with
 * `setupSql` run inside it) before the first test and dropped after the last. Returns its name.
 */
export function useWarehouse(setupSql = ''): { readonly name: string } {
  const name = `redbi_e2e_${randomBytes(4).toString('hex')}`;
  beforeAll(async () => {
    await asAdmin(`CREATE DATABASE ${name}`);
    if (setupSql) await asAdmin(setupSql, name);
  });
  afterAll(() => asAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  return { name };
}
