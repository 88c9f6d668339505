import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/schema';
import { REDIS_TEST_URL } from '../jobs/testing/jobTestWorld';
import { startTestApp, type TestApp } from '../testing/testApp';
import { createReadiness } from './readiness';

describe('liveness and readiness', () => {
  const apps: TestApp[] = [];
  afterAll(() => Promise.all(apps.map((app) => app.close())));

  it('is live and ready on a migrated store, Redis skipped when not configured', async () => {
    const test = await startTestApp('sqlite');
    apps.push(test);
    const live = await test.call('GET', '/health/live');
    expect(live.status).toBe(200);
    expect(live.body.data).toMatchObject({ status: 'alive' });
    const ready = await test.call('GET', '/health/ready');
    expect(ready.status, JSON.stringify(ready.body)).toBe(200);
    expect(ready.body.data).toMatchObject({ status: 'ready', checks: { metadata: { status: 'ok' }, migrations: { status: 'ok' }, redis: { status: 'skipped' } } });
  });

  it('asks Redis when REDIS_URL is set, on PostgreSQL', async () => {
    const test = await startTestApp('postgres', { REDIS_URL: REDIS_TEST_URL, REDIS_PREFIX: `redbi-test-ready-${Date.now().toString(36)}:` });
    apps.push(test);
    const ready = await test.call('GET', '/health/ready');
    expect(ready.status, JSON.stringify(ready.body)).toBe(200);
    expect(ready.body.data).toMatchObject({ checks: { metadata: { status: 'ok' }, migrations: { status: 'ok' }, redis: { status: 'ok' } } });
  });

  it('is not ready (503 in the error envelope) when Redis does not answer, but still live', async () => {
    const test = await startTestApp('sqlite', { REDIS_URL: 'redis://127.0.0.1:1' });
    apps.push(test);
    const ready = await test.call('GET', '/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.body).toMatchObject({ success: false, errCode: 'UNAVAILABLE', message: expect.stringContaining('redis') });
    expect((await test.call('GET', '/health/live')).status).toBe(200);
  });

  it('is not ready while a migration is not applied', async () => {
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: new BetterSqlite3(':memory:') }) });
    const readiness = createReadiness({ db, redisUrl: undefined });
    const checks = await readiness.check();
    expect(checks.metadata.status).toBe('ok');
    expect(checks.migrations).toMatchObject({ status: 'failing', detail: expect.stringMatching(/migration\(s\) not applied/) });
    await readiness.close();
    await db.destroy();
  });
});
