import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startServerNode, type ServerNode } from '../jobs/testing/serverNode';
import { admin, createPostgresDatabase, POSTGRES_ADMIN_URL } from '../testing/testApp';

interface Answer {
  status: number;
  body: { success: boolean; data?: unknown; errCode?: string; message?: string };
  token: string | undefined;
}

async function call(api: string, method: string, path: string, options: { token?: string; body?: unknown } = {}): Promise<Answer> {
  const response = await fetch(`${api}${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'accept-language': 'en-US', ...(options.token ? { authorization: `Bearer ${options.token}` } : {}) },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  return { status: response.status, body: (await response.json()) as Answer['body'], token: response.headers.get('authorization')?.replace(/^Bearer /, '') };
}

/** Polls `check` until it is true (a loaded CI machine takes its time; nothing sleeps blindly). */
async function until(what: string, check: () => Promise<boolean> | boolean, timeoutMs = 30_000): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Statements sleeping in PostgreSQL now, with this marker in their text. */
async function sleeping(marker: string): Promise<number> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await client.connect();
  try {
    const result = await client.query<{ n: number }>("SELECT count(*)::int AS n FROM pg_stat_activity WHERE state = 'active' AND query LIKE $1 AND query NOT LIKE '%pg_stat_activity%'", [`%${marker}%`]);
    return result.rows[0]?.n ?? 0;
  } finally {
    await client.end();
  }
}

/**
 * Graceful shutdown of a real server process (src/main.ts): SIGTERM during a slow request stops new
 * connections at once, lets the request in flight finish with its answer, then exits 0; a request longer
 * than SHUTDOWN_TIMEOUT_SEC is cut at the deadline and the process still ends.
 */
describe('graceful shutdown on SIGTERM', () => {
  let dir: string;
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let node: ServerNode | undefined;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'redbi-shutdown-'));
    database = await createPostgresDatabase();
  });
  afterEach(async () => {
    await node?.kill();
    node = undefined;
  });
  afterAll(async () => {
    await database?.drop();
    await rm(dir, { recursive: true, force: true });
  });

  /** A node on the test's PostgreSQL store, logged in, with a view that sleeps `seconds` in PostgreSQL. */
  async function startWithSlowView(seconds: number, timeoutSec: number) {
    const env = {
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: join(dir, randomBytes(4).toString('hex')),
      DATABASE_URL: database.url,
      TOKEN_SECRET: randomBytes(32).toString('hex'),
      ENCRYPTION_KEY: randomBytes(32).toString('hex'),
      SAMPLE_SOURCE: 'false',
      LOG_LEVEL: 'info',
      SHUTDOWN_TIMEOUT_SEC: String(timeoutSec),
    };
    node = await startServerNode('node', 'all', env);
    const api = node.api ?? '';
    await call(api, 'POST', '/sys/setup', { body: { user: admin } });
    const token = (await call(api, 'POST', '/users/login', { body: { username: admin.username, password: admin.password } })).token ?? '';
    const orgId = ((await call(api, 'GET', '/orgs', { token })).body.data as { id: string }[])[0]?.id ?? '';
    const name = `Sleepy ${randomBytes(3).toString('hex')}`;
    const source = await call(api, 'POST', `/orgs/${orgId}/sources`, {
      token,
      body: { isFolder: false, name, type: 'postgres', config: { host: '127.0.0.1', port: 5432, database: 'postgres', user: 'postgres', password: '', poolSize: 2, statementTimeoutSec: 60 } },
    });
    expect(source.status, JSON.stringify(source.body)).toBe(200);
    const marker = `slept_${randomBytes(4).toString('hex')}`;
    const view = await call(api, 'POST', `/orgs/${orgId}/views`, {
      token,
      body: { isFolder: false, name, sourceId: (source.body.data as { id: string }).id, script: `SELECT 42 AS ${marker} FROM (SELECT pg_sleep(${seconds})) AS pause`, model: { columns: [{ name: marker, type: 'numeric' }] } },
    });
    expect(view.status, JSON.stringify(view.body)).toBe(200);
    const slowRequest = () => call(api, 'POST', '/data-provider/execute', { token, body: { viewId: (view.body.data as { id: string }).id, columns: [{ column: marker }] } });
    return { api, node, marker, slowRequest };
  }

  it('finishes the request in flight, refuses new ones, and exits 0', async () => {
    const { api, node: started, marker, slowRequest } = await startWithSlowView(3, 60);
    expect((await call(api, 'GET', '/health/ready')).status).toBe(200);
    const exited = new Promise<number | null>((resolve) => started.process.once('exit', (code) => resolve(code)));
    const inFlight = slowRequest();
    await until('the slow statement to run in PostgreSQL', async () => (await sleeping(marker)) > 0);

    started.process.kill('SIGTERM');
    await until('the shutdown to begin', () => started.output().includes('shutting down'));
    // No new request is taken: the port is closed (or, on a kept-alive connection, 503).
    const refused = await call(api, 'GET', '/health/ready').then(
      (answer) => answer.status,
      () => 'refused' as const,
    );
    expect([503, 'refused']).toContain(refused);

    const answer = await inFlight;
    const answeredAt = Date.now();
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect((answer.body.data as { rows: unknown[][] }).rows).toEqual([[42]]);
    expect(await exited).toBe(0);
    // Its kept-alive connection did not hold the process open (Fastify keeps idle ones 72 s).
    expect(Date.now() - answeredAt).toBeLessThan(15_000);
    expect(started.output()).toContain('shut down');
  }, 120_000);

  it('cuts a request still running at the deadline and exits', async () => {
    const { marker, node: started, slowRequest } = await startWithSlowView(60, 1);
    const exited = new Promise<number | null>((resolve) => started.process.once('exit', (code) => resolve(code)));
    const inFlight = slowRequest().then(
      (answer) => answer.status,
      () => 'cut' as const,
    );
    await until('the slow statement to run in PostgreSQL', async () => (await sleeping(marker)) > 0);
    const signalled = Date.now();
    started.process.kill('SIGTERM');
    expect(await inFlight).toBe('cut');
    await exited;
    // Within the deadline and the few seconds closing takes, far from the statement's 60 s.
    expect(Date.now() - signalled).toBeLessThan(20_000);
    expect(started.output()).toContain('shutdown deadline reached');
    // The statement was cancelled with its pool.
    await until('the slow statement to be cancelled', async () => (await sleeping(marker)) === 0);
  }, 120_000);
});
