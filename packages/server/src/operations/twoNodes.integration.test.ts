import BetterSqlite3 from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHARE_SESSION_HEADER, VIEW_CONFIG_VERSION } from '@redbi/shared/domain';
import { dropRedisKeys, REDIS_TEST_URL } from '../jobs/testing/jobTestWorld';
import { startServerNode, type ServerNode } from '../jobs/testing/serverNode';
import { ORDERS, regionChartConfig } from '../routes/vizHandlersFixtures';
import { admin, createPostgresDatabase } from '../testing/testApp';

interface Answer {
  status: number;
  errCode: string | undefined;
  data: unknown;
  token: string | undefined;
  text: string;
}

async function call(api: string, method: string, path: string, options: { body?: unknown; token?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  const response = await fetch(`${api}${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'accept-language': 'en-US', ...(options.token ? { authorization: `Bearer ${options.token}` } : {}), ...options.headers },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await response.text();
  const json = /json/.test(response.headers.get('content-type') ?? '') ? (JSON.parse(text) as { errCode?: string; data?: unknown }) : {};
  return { status: response.status, errCode: json.errCode, data: json.data, token: response.headers.get('authorization')?.replace(/^Bearer /, ''), text };
}

const METRICS_TOKEN = 'two-nodes-metrics-token';

/** Statements the node ran on SQLite sources so far (its metrics). */
async function sqliteStatements(api: string): Promise<number> {
  const text = await (await fetch(`${api}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  return text
    .split('\n')
    .filter((line) => line.startsWith('redbi_source_query_duration_seconds_count{source_type="sqlite"'))
    .reduce((sum, line) => sum + Number(line.split(' ').pop()), 0);
}

/** Polls `check` (another node writes the store as it goes); never sleeps blindly. */
async function until<T>(what: string, read: () => Promise<T>, check: (value: T) => boolean, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Two real server processes on one PostgreSQL, one Redis and one shared data directory behave as one
 * (issue 24): a session ended on A is refused on B, a result cached on A is a hit on B, a grant changed on B
 * holds on A at once, a share opened on A reads data on B, a download started on A is fetched from B.
 */
describe('two nodes behave as one', () => {
  let dir: string;
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  const nodes: ServerNode[] = [];
  const prefix = `redbi-test-nodes-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}:`;
  const world = { a: '', b: '', token: '', org: '', sourceId: '', viewId: '', chartId: '' };

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'redbi-two-nodes-'));
    const databases = join(dir, 'databases');
    await mkdir(databases);
    const shop = new BetterSqlite3(join(databases, 'shop.sqlite'));
    shop.exec(ORDERS);
    shop.close();
    database = await createPostgresDatabase();
    const env = {
      PORT: '0',
      HOST: '127.0.0.1',
      // The shared directory of the reference deployment (docs/scaling.md).
      DATA_DIR: join(dir, 'data'),
      LOCAL_DATABASES_DIR: databases,
      DATABASE_URL: database.url,
      REDIS_URL: REDIS_TEST_URL,
      REDIS_PREFIX: prefix,
      TOKEN_SECRET: randomBytes(32).toString('hex'),
      ENCRYPTION_KEY: randomBytes(32).toString('hex'),
      SAMPLE_SOURCE: 'false',
      LOG_LEVEL: 'info',
      METRICS_TOKEN: METRICS_TOKEN,
    };
    nodes.push(await startServerNode('node A', 'all', env));
    nodes.push(await startServerNode('node B', 'all', env));
    world.a = nodes[0]?.api ?? '';
    world.b = nodes[1]?.api ?? '';
    expect((await call(world.a, 'POST', '/sys/setup', { body: { user: admin } })).status).toBe(200);
    world.token = (await call(world.a, 'POST', '/users/login', { body: { username: admin.username, password: admin.password } })).token ?? '';
    world.org = `/orgs/${((await call(world.a, 'GET', '/orgs', { token: world.token })).data as { id: string }[])[0]?.id}`;
    const source = await call(world.a, 'POST', `${world.org}/sources`, { token: world.token, body: { isFolder: false, name: 'Shop', type: 'sqlite', config: { file: 'shop.sqlite' } } });
    expect(source.status, source.text).toBe(200);
    world.sourceId = (source.data as { id: string }).id;
    const view = await call(world.a, 'POST', `${world.org}/views`, {
      token: world.token,
      body: {
        isFolder: false,
        name: 'Orders',
        sourceId: world.sourceId,
        script: 'SELECT id, region, amount, margin FROM orders',
        model: { columns: [{ name: 'id', type: 'numeric' }, { name: 'region', type: 'string' }, { name: 'amount', type: 'numeric' }, { name: 'margin', type: 'numeric' }] },
        config: { version: VIEW_CONFIG_VERSION, cache: true, cacheExpires: 300, concurrencyControlMode: 'dirtyread', expensiveQuery: false },
      },
    });
    expect(view.status, view.text).toBe(200);
    world.viewId = (view.data as { id: string }).id;
    const chart = await call(world.a, 'POST', `${world.org}/charts`, { token: world.token, body: { name: 'By region', viewId: world.viewId, config: regionChartConfig() } });
    expect(chart.status, chart.text).toBe(200);
    world.chartId = (chart.data as { id: string }).id;
  }, 180_000);

  afterAll(async () => {
    await Promise.all(nodes.map((node) => node.stop()));
    await database?.drop();
    await dropRedisKeys(REDIS_TEST_URL, `${prefix}*`);
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('refuses on B a session that ended on A, at its next request', async () => {
    const login = await call(world.b, 'POST', '/users/login', { body: { username: admin.username, password: admin.password } });
    const token = login.token ?? '';
    expect((await call(world.b, 'GET', '/users', { token })).status).toBe(200);
    expect((await call(world.a, 'POST', '/users/logout', { token })).status).toBe(200);
    expect((await call(world.b, 'GET', '/users', { token })).status).toBe(401);
  });

  it('answers on B from the result A cached', async () => {
    const spec = { viewId: world.viewId, columns: [{ column: 'region' }], keywords: ['DISTINCT'], orders: [{ column: 'region', operator: 'ASC' }] };
    const onA = await call(world.a, 'POST', '/data-provider/execute', { token: world.token, body: spec });
    expect(onA.status, onA.text).toBe(200);
    expect(onA.data).toMatchObject({ cached: false, rows: [['east'], ['north'], ['south']] });
    const onB = await call(world.b, 'POST', '/data-provider/execute', { token: world.token, body: spec });
    expect(onB.data).toMatchObject({ cached: true, rows: [['east'], ['north'], ['south']] });
  });

  it('runs a query asked on A and B at the same time once, on one of them', async () => {
    // About a second of work in SQLite, so that the two askings overlap.
    const script = 'WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 3000000) SELECT count(*) AS n FROM c';
    const view = await call(world.a, 'POST', `${world.org}/views`, {
      token: world.token,
      body: {
        isFolder: false,
        name: 'Slow count',
        sourceId: world.sourceId,
        script,
        model: { columns: [{ name: 'n', type: 'numeric' }] },
        config: { version: VIEW_CONFIG_VERSION, cache: true, cacheExpires: 300, concurrencyControlMode: 'dirtyread', expensiveQuery: false },
      },
    });
    expect(view.status, view.text).toBe(200);
    const before = (await sqliteStatements(world.a)) + (await sqliteStatements(world.b));
    const spec = { viewId: (view.data as { id: string }).id, columns: [{ column: 'n' }] };
    const [onA, onB] = await Promise.all([world.a, world.b].map((api) => call(api, 'POST', '/data-provider/execute', { token: world.token, body: spec })));
    expect(onA?.status, onA?.text).toBe(200);
    expect(onB?.status, onB?.text).toBe(200);
    expect((onA?.data as { rows: unknown[][] }).rows).toEqual([[3000000]]);
    expect((onB?.data as { rows: unknown[][] }).rows).toEqual([[3000000]]);
    const after = (await sqliteStatements(world.a)) + (await sqliteStatements(world.b));
    expect(after - before).toBe(1);
  }, 60_000);

  it('lets a grant made on B hold on A at once', async () => {
    const member = await call(world.a, 'POST', `${world.org}/members`, { token: world.token, body: { username: 'mia', email: 'mia@example.com', password: 'secret1' } });
    const miaId = (member.data as { id: string }).id;
    const mia = (await call(world.a, 'POST', '/users/login', { body: { username: 'mia', password: 'secret1' } })).token ?? '';
    // Viewers see published vizs only.
    const published = await call(world.a, 'POST', `${world.org}/vizs/${world.chartId}/publish`, { token: world.token, body: {} });
    expect(published.status, published.text).toBeLessThan(300);
    const data = () => call(world.a, 'POST', `${world.org}/charts/${world.chartId}/data`, { token: mia, body: {} });
    expect((await data()).status).toBeGreaterThanOrEqual(400);
    const granted = await call(world.b, 'POST', `${world.org}/permissions/grant`, {
      token: world.token,
      body: { subject: { type: 'user', id: miaId }, modules: { viz: true }, grants: [{ resourceType: 'viz', resourceId: world.chartId, privileges: ['view'] }] },
    });
    expect(granted.status, granted.text).toBeLessThan(300);
    const after = await data();
    expect(after.status, after.text).toBe(200);
  });

  it('reads on B the data of a share opened on A', async () => {
    const share = await call(world.a, 'POST', `${world.org}/shares`, { token: world.token, body: { vizType: 'chart', vizId: world.chartId } });
    expect(share.status, share.text).toBe(200);
    const link = (share.data as { token: string }).token;
    const opened = await call(world.a, 'POST', `/shares/${link}/open`, { body: {} });
    expect(opened.status, opened.text).toBe(200);
    const session = (opened.data as { session: string }).session;
    const read = await call(world.b, 'POST', `/shares/${link}/charts/${world.chartId}/data`, { body: {}, headers: { [SHARE_SESSION_HEADER]: session } });
    expect(read.status, read.text).toBe(200);
    expect(read.text).toContain('north');
  });

  it('fetches from B a download started on A', async () => {
    const submitted = await call(world.a, 'POST', '/download/submit/task', { token: world.token, body: { vizType: 'chart', vizId: world.chartId, format: 'csv' } });
    expect(submitted.status, submitted.text).toBe(200);
    const id = (submitted.data as { id: string }).id;
    const tasks = await until(
      'the download to be made',
      async () => (await call(world.b, 'GET', '/download/tasks', { token: world.token })).data as { id: string; status: string }[],
      (list) => ['done', 'failed'].includes(list.find((task) => task.id === id)?.status ?? ''),
    );
    expect(tasks.find((task) => task.id === id)?.status).toBe('done');
    const file = await call(world.b, 'GET', `/download/files/${id}`, { token: world.token });
    expect(file.status).toBe(200);
    expect(file.text).toContain('north');
  }, 90_000);
});
