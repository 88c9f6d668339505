import BetterSqlite3 from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '@redbi/shared/domain';
import { createApp } from '../app';
import { loadConfig } from '../config/loadConfig';
import { startVizWorld, type Data, type VizWorld } from '../routes/vizHandlersFixtures';
import { startMailbox, type Mailbox } from '../testing/mailbox';
import { admin, createPostgresDatabase } from '../testing/testApp';
import { copyMetadata, CopyRefused, dependencyOrder } from './copyMetadata';

type Database = Awaited<ReturnType<typeof createPostgresDatabase>>;

async function postgresQuery<T extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

describe('dependencyOrder', () => {
  it('puts every table after those it references, and names a cycle', () => {
    const order = dependencyOrder(['shares', 'users', 'orgs', 'charts'], [
      { from: 'charts', to: 'orgs' },
      { from: 'orgs', to: 'users' },
      { from: 'shares', to: 'charts' },
      { from: 'charts', to: 'charts' },
    ]);
    expect(order).toEqual(['users', 'orgs', 'charts', 'shares']);
    expect(() => dependencyOrder(['a', 'b'], [{ from: 'a', to: 'b' }, { from: 'b', to: 'a' }])).toThrow(/cycle: a → b → a/);
  });
});

/**
 * Moving an embedded install to PostgreSQL (issue 24): content made through the app on SQLite — users,
 * an organisation, sources (one with an encrypted password), views, charts, a dashboard, a share, a
 * schedule — copied into an empty PostgreSQL database, every table's rows counted on both sides, then
 * the app started on the copy reads it all back: the login, an old session, the charts' data (the
 * password decrypted with the same key), the board, the share and the schedule.
 */
describe('copying the SQLite metadata store into PostgreSQL', () => {
  const encryptionKey = randomBytes(32).toString('hex');
  let mailbox: Mailbox;
  let world: VizWorld;
  let warehouse: Database;
  let copy: Database;
  let dataDir: string;
  const made: Record<string, Data> = {};
  const before: Record<string, unknown> = {};
  let shareToken: string;

  beforeAll(async () => {
    mailbox = await startMailbox();
    world = await startVizWorld('sqlite', { env: { ...mailbox.env, ENCRYPTION_KEY: encryptionKey } });
    [warehouse, copy] = await Promise.all([createPostgresDatabase(), createPostgresDatabase()]);
    await postgresQuery(warehouse.url, "CREATE TABLE sales (region text, amount numeric); INSERT INTO sales VALUES ('north', 10), ('south', 32)");
    const { api } = world;
    await api.member('mia');
    const url = new URL(warehouse.url);
    made.warehouse = await api.createSource('Warehouse', 'postgres', {
      host: url.hostname,
      port: Number(url.port),
      database: url.pathname.slice(1),
      user: 'postgres',
      // The local server trusts every password; this one is still sealed at rest and must open again.
      password: 'sealed-password',
      poolSize: 2,
      statementTimeoutSec: 30,
    });
    made.salesView = await api.createView({ name: 'Sales', sourceId: made.warehouse.id, script: 'SELECT region, amount FROM sales', model: { columns: [{ name: 'region', type: 'string' }, { name: 'amount', type: 'numeric' }] } });
    made.folder = await world.folder('Board folder');
    made.chart = await world.chart('Orders by region', { parentId: made.folder.id });
    made.salesChart = await world.ok('POST', '/charts', {
      name: 'Sales by region',
      viewId: made.salesView.id,
      config: { chartType: 'cluster-column', sections: { dimensions: [{ uid: 'd', column: 'region', type: 'string', sort: { order: 'ASC' } }], metrics: [{ uid: 'm', column: 'amount', type: 'numeric', aggregate: 'SUM' }] } },
    });
    made.dashboard = await world.ok('POST', '/dashboards', {
      name: 'Board',
      parentId: made.folder.id,
      config: { layout: 'auto', widgets: [{ id: 'w1', name: 'widget_1', type: 'chart', config: { chartId: made.chart.id } }] },
    });
    const share = await world.ok('POST', '/shares', { vizType: 'dashboard', vizId: made.dashboard.id });
    shareToken = (share as unknown as { token: string }).token;
    made.schedule = await world.ok('POST', '/schedules', {
      isFolder: false,
      type: 'EMAIL',
      name: 'Weekly',
      cronExpression: '0 8 * * 1',
      contents: [{ vizType: 'chart', vizId: made.chart.id }],
      config: { to: ['ada@example.com'], subject: 'Weekly' },
    });
    for (const chart of ['chart', 'salesChart']) before[chart] = (await world.ok('POST', `/charts/${made[chart]?.id}/data`, {})).rows;
    expect(before.salesChart).toEqual([['north', 10], ['south', 32]]);
    // Nothing writes the SQLite file while it is copied.
    await world.test.app.close();
    dataDir = await mkdtemp(join(tmpdir(), 'redbi-copy-'));
  });
  afterAll(async () => {
    await world?.close().catch(() => undefined);
    await mailbox?.close();
    await Promise.all([warehouse?.drop(), copy?.drop()]);
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('copies every table with the same row counts, then the app reads the content back from PostgreSQL', async () => {
    const from = join(world.test.dataDir, 'redbi.db');
    const report = await copyMetadata({ from, to: copy.url, batchSize: 3 });

    const sqlite = new BetterSqlite3(from, { readonly: true });
    const tables = (sqlite.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'kysely_%'").all() as { name: string }[]).map((row) => row.name);
    expect(report.tables.map((table) => table.name).sort()).toEqual([...tables].sort());
    for (const table of tables) {
      const inSqlite = (sqlite.prepare(`SELECT count(*) AS n FROM "${table}"`).get() as { n: number }).n;
      const [inPostgres] = await postgresQuery<{ n: number }>(copy.url, `SELECT count(*)::int AS n FROM "${table}"`);
      expect(inPostgres?.n, table).toBe(inSqlite);
    }
    for (const table of ['users', 'organizations', 'sources', 'views', 'vizs', 'shares', 'schedules', 'sessions']) {
      expect(report.tables.find((entry) => entry.name === table)?.rows, table).toBeGreaterThan(0);
    }
    sqlite.close();

    const app = await createApp(
      loadConfig({
        DATA_DIR: dataDir,
        DATABASE_URL: copy.url,
        TOKEN_SECRET: world.test.tokenSecret,
        ENCRYPTION_KEY: encryptionKey,
        LOCAL_DATABASES_DIR: join(world.test.dataDir, 'databases'),
        LOG_LEVEL: 'silent',
        ...mailbox.env,
      }),
    );
    try {
      const call = async (method: 'GET' | 'POST', path: string, token?: string, body?: unknown) => {
        const response = await app.inject({ method, url: `${API_PREFIX}${path}`, headers: token ? { authorization: `Bearer ${token}` } : {}, ...(body === undefined ? {} : { payload: body as object }) });
        return { status: response.statusCode, body: response.json<{ data: unknown }>(), token: String(response.headers.authorization ?? '').replace(/^Bearer /, '') };
      };
      const login = await call('POST', '/users/login', undefined, { username: admin.username, password: admin.password });
      expect(login.status).toBe(200);
      // A session made on SQLite goes on (the sessions were copied, the token secret is the same).
      expect((await call('GET', '/users', world.api.token)).status).toBe(200);
      expect((await call('POST', '/users/login', undefined, { username: 'mia', password: 'secret1' })).status).toBe(200);
      const org = `/orgs/${world.orgId}`;
      for (const chart of ['chart', 'salesChart']) {
        const data = await call('POST', `${org}/charts/${made[chart]?.id}/data`, login.token, {});
        expect(data.status, JSON.stringify(data.body)).toBe(200);
        expect((data.body.data as { rows: unknown }).rows, chart).toEqual(before[chart]);
      }
      expect((await call('GET', `${org}/dashboards/${made.dashboard?.id}`, login.token)).status).toBe(200);
      // The board's data, streamed result by result, marked for proxies not to buffer (docs/scaling.md).
      const board = await app.inject({ method: 'POST', url: `${API_PREFIX}${org}/dashboards/${made.dashboard?.id}/data`, headers: { authorization: `Bearer ${login.token}` }, payload: { items: [{ widgetId: 'w1' }] } });
      expect(board.statusCode).toBe(200);
      expect(board.headers['x-accel-buffering']).toBe('no');
      expect(board.body).toContain('north');
      expect((await call('GET', `/shares/${shareToken}`)).status).toBe(200);
      const schedules = await call('GET', `${org}/schedules`, login.token);
      expect(JSON.stringify(schedules.body)).toContain(String(made.schedule?.id));
      expect((await call('GET', '/health/ready')).status).toBe(200);
    } finally {
      await app.close();
    }
  }, 120_000);

  it('refuses a target that is not empty, and leaves it untouched', async () => {
    const from = join(world.test.dataDir, 'redbi.db');
    const [users] = await postgresQuery<{ n: number }>(copy.url, 'SELECT count(*)::int AS n FROM users');
    await expect(copyMetadata({ from, to: copy.url })).rejects.toThrow(CopyRefused);
    await expect(copyMetadata({ from, to: copy.url })).rejects.toThrow(/not empty \(table \w+ has rows\)/);
    expect((await postgresQuery<{ n: number }>(copy.url, 'SELECT count(*)::int AS n FROM users'))[0]?.n).toBe(users?.n);
    const other = await createPostgresDatabase();
    try {
      await postgresQuery(other.url, 'CREATE TABLE unrelated (id int)');
      await expect(copyMetadata({ from, to: other.url })).rejects.toThrow(/not empty \(it has 1 table\(s\): unrelated\)/);
    } finally {
      await other.drop();
    }
  });
});
