import type { QuerySpecInput } from '@redbi/shared/query';
import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupAndLogin, startTestApp, testClock, type TestApp } from '../../testing/testApp';
import { postgresAdmin, postgresWith, type FixtureDatabase } from './queryFixtures';
import { queryApi, recordingConnectors, type QueryApi } from './queryTestApi';

type Frame = { columns: { name: string; type: string }[]; rows: unknown[][]; pageInfo: { pageNo: number; pageSize: number; total?: number }; script?: string; cached: boolean };

const WAREHOUSE = `
CREATE TABLE sales (id integer PRIMARY KEY, region text NOT NULL, city text, amount numeric(10,2) NOT NULL, sold_at timestamp NOT NULL);
INSERT INTO sales VALUES
  (1, 'north', 'Oslo', 10.50, '2024-01-05 10:00'), (2, 'north', 'Bergen', 20, '2024-02-10 11:00'),
  (3, 'south', 'Rome', 30, '2024-01-20 12:00'), (4, 'south', NULL, 40, '2024-03-01 13:00'),
  (5, 'east', 'Tokyo', 50, '2024-03-15 14:00'), (6, 'west', 'Lima', 60.25, '2024-04-01 15:00');
CREATE SEQUENCE counter;`;

const MODEL = {
  columns: [
    { name: 'id', type: 'numeric' },
    { name: 'region', type: 'string' },
    { name: 'city', type: 'string' },
    { name: 'amount', type: 'numeric' },
    { name: 'sold_at', type: 'date' },
  ],
};

/** Sales by region: the view's rows filtered by its query variable `regions`. */
const SALES_SQL = 'SELECT id, region, city, amount, sold_at\nFROM sales\nWHERE region = $regions$';
const regionVariable = { name: 'regions', type: 'query', valueType: 'string', permission: 'editable', defaultValue: [] };

const byRegion = (viewId: string, changes: Partial<QuerySpecInput> = {}): QuerySpecInput => ({
  viewId,
  groups: [{ column: 'region' }],
  aggregators: [{ column: 'amount', sqlOperator: 'SUM', alias: 'total' }],
  orders: [{ column: 'region', operator: 'ASC' }],
  ...changes,
});

describe('the query service through the HTTP API (PostgreSQL source)', () => {
  let test: TestApp;
  let api: QueryApi;
  let warehouse: FixtureDatabase;
  let source: { id: string };
  let sales: { id: string };
  const clock = testClock(new Date('2024-06-01T12:00:00Z'));
  const recorder = recordingConnectors();

  const frame = (answer: { status: number; body: { data?: unknown } }): Frame => {
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data as Frame;
  };
  const view = (name: string, changes: Record<string, unknown> = {}) =>
    api.createView({ name, sourceId: source.id, script: SALES_SQL, model: MODEL, variables: [regionVariable], ...changes });

  beforeAll(async () => {
    warehouse = await postgresWith(WAREHOUSE);
    test = await startTestApp('sqlite', {}, { now: clock.now, connectors: recorder.connectors });
    api = await queryApi(test, await setupAndLogin(test));
    source = await api.createSource('Warehouse', 'postgres', warehouse.config);
    sales = await view('Sales');
  });
  afterAll(async () => {
    await test?.close();
    await warehouse?.drop();
  });

  it('runs a QuerySpec: groups, aggregates, order and the total, read-only', async () => {
    const data = frame(await api.execute(byRegion(sales.id, { pageInfo: { pageNo: 1, pageSize: 3, countTotal: true } })));
    expect(data).toEqual({
      columns: [
        { name: 'region', type: 'string' },
        { name: 'total', type: 'number' },
      ],
      rows: [
        ['east', 50],
        ['north', 30.5],
        ['south', 70],
      ],
      pageInfo: { pageNo: 1, pageSize: 3, total: 4 },
      cached: false,
    });
    const [page, count] = recorder.log.statements.slice(-2);
    expect(page?.options).toMatchObject({ readOnly: true, maxRows: 3 });
    expect(count?.sql).toMatch(/^SELECT COUNT\(\*\)\s+FROM/);
  });

  it('answers the SQL that ran to those with Manage who ask, never to others', async () => {
    const managed = frame(await api.execute(byRegion(sales.id, { script: true })));
    expect(managed.script).toBe(recorder.log.statements.at(-1)?.sql);
    expect(managed.script).toMatch(/SUM\(/);
    expect(frame(await api.execute(byRegion(sales.id))).script).toBeUndefined();

    const reader = await api.member('reader');
    await api.grant({ type: 'user', id: reader.id }, { modules: { view: true }, grants: [{ resourceType: 'view', resourceId: sales.id, privileges: ['access'] }] });
    const asked = frame(await api.execute(byRegion(sales.id, { script: true }), reader.token));
    expect(asked.rows).toHaveLength(4);
    expect(asked.script).toBeUndefined();

    const stranger = await api.member('stranger');
    expect((await api.execute(byRegion(sales.id), stranger.token)).status).toBe(404);
  });

  it('turns = into IN for a query variable with several values, and reads all rows without a value', async () => {
    const two = frame(await api.execute(byRegion(sales.id, { params: { regions: ['north', 'west'] } })));
    expect(two.rows).toEqual([
      ['north', 30.5],
      ['west', 60.25],
    ]);
    const ran = recorder.log.statements.at(-1);
    expect(ran?.sql).toMatch(/region IN \(\$1, \$2\)/);
    expect(ran?.params).toEqual(['north', 'west']);
    const one = frame(await api.execute(byRegion(sales.id, { params: { regions: ['south'] } })));
    expect(one.rows).toEqual([['south', 70]]);
    expect(recorder.log.statements.at(-1)?.sql).toMatch(/region = \$1/);
    const unknown = await api.execute(byRegion(sales.id, { params: { nope: ['x'] } }));
    expect(unknown.body).toMatchObject({ errCode: 'QUERY_INVALID', message: 'There is no variable "nope"' });
  });

  describe('the result cache', () => {
    let cached: { id: string };
    beforeAll(async () => {
      cached = await view('Sales (cached)', { config: { cache: true, cacheExpires: 60 } });
    });

    it('misses, then hits without asking the database, until the expiry', async () => {
      const before = recorder.log.statements.length;
      expect(frame(await api.execute(byRegion(cached.id))).cached).toBe(false);
      expect(recorder.log.statements.length).toBe(before + 1);
      const hit = frame(await api.execute(byRegion(cached.id)));
      expect(hit.cached).toBe(true);
      expect(hit.rows).toHaveLength(4);
      expect(recorder.log.statements.length).toBe(before + 1);
      // Other values, another query.
      expect(frame(await api.execute(byRegion(cached.id, { params: { regions: ['east'] } }))).cached).toBe(false);
      clock.advance(59 / 60);
      expect(frame(await api.execute(byRegion(cached.id))).cached).toBe(true);
      clock.advance(2 / 60);
      expect(frame(await api.execute(byRegion(cached.id))).cached).toBe(false);
      expect(recorder.log.statements.length).toBe(before + 3);
    });

    it('is not used by a view without it', async () => {
      await api.execute(byRegion(sales.id));
      expect(frame(await api.execute(byRegion(sales.id))).cached).toBe(false);
    });
  });

  describe('identical queries in flight', () => {
    it('dirtyread: two concurrent identical requests share one execution', async () => {
      const before = recorder.log.statements.length;
      recorder.log.hold();
      const first = api.execute(byRegion(sales.id, { params: { regions: ['north'] } }));
      await recorder.log.started(before + 1);
      const second = api.execute(byRegion(sales.id, { params: { regions: ['north'] } }));
      // No event says the second request has reached the runner: give it time (were it late, it would run a
      // statement of its own and the count below would fail, never pass wrongly). runQuery's own test is exact.
      await new Promise((resolve) => setTimeout(resolve, 200));
      recorder.log.release();
      const [a, b] = await Promise.all([first, second]);
      expect(frame(a).rows).toEqual([['north', 30.5]]);
      expect(frame(b).rows).toEqual([['north', 30.5]]);
      expect(recorder.log.statements.length).toBe(before + 1);
    });

    it('fastfailover: a duplicate in flight is refused at once with a clear message', async () => {
      const failover = await view('Sales (fastfailover)', { config: { concurrencyControlMode: 'fastfailover' } });
      const before = recorder.log.statements.length;
      recorder.log.hold();
      const first = api.execute(byRegion(failover.id));
      await recorder.log.started(before + 1);
      const duplicate = await api.execute(byRegion(failover.id));
      recorder.log.release();
      expect(duplicate.status).toBe(429);
      expect(duplicate.body).toMatchObject({ errCode: 'QUERY_IN_FLIGHT', message: 'The same query is already running, please try again when it has finished' });
      expect(frame(await first).rows).toHaveLength(4);
      expect(frame(await api.execute(byRegion(failover.id))).rows).toHaveLength(4);
    });
  });

  describe('the editor preview', () => {
    const preview = (body: Record<string, unknown>, token?: string) => api.call('POST', '/data-provider/execute/test', { sourceId: source.id, ...body }, token);

    it("runs unsaved SQL with the editor's values for this user, at most `size` rows, with its SQL", async () => {
      const users = (await api.owner('GET', '/members')) as unknown as { id: string; username: string }[];
      const ownerId = users.find((user) => user.username === 'admin')?.id ?? '';
      const variables = [{ ...regionVariable, values: [{ subject: { type: 'user', id: ownerId }, values: ['north', 'south'] }] }];
      const data = frame(await preview({ script: 'SELECT id, region FROM sales WHERE region = $regions$ ORDER BY id', variables, size: 3 }));
      expect(data.rows).toEqual([
        [1, 'north'],
        [2, 'north'],
        [3, 'south'],
      ]);
      expect(data.columns).toEqual([
        { name: 'id', type: 'number' },
        { name: 'region', type: 'string' },
      ]);
      expect(data.script).toMatch(/LIMIT 3/);
      expect(recorder.log.statements.at(-1)?.options.readOnly).toBe(true);
      const tried = frame(await preview({ script: 'SELECT id FROM sales WHERE region = $regions$ ORDER BY id', variables, params: { regions: ['west'] } }));
      expect(tried.rows).toEqual([[6]]);
    });

    it("needs Access on the source and the 'view' module", async () => {
      const member = await api.member('editor');
      await api.grant({ type: 'user', id: member.id }, { modules: { source: true } });
      // A source the member cannot see at all is not found.
      expect((await preview({ script: 'SELECT 1 AS one' }, member.token)).status).toBe(404);
      await api.grant({ type: 'user', id: member.id }, { grants: [{ resourceType: 'source', resourceId: source.id, privileges: ['access'] }] });
      expect((await preview({ script: 'SELECT 1 AS one' }, member.token)).status).toBe(403);
      await api.grant({ type: 'user', id: member.id }, { modules: { view: true } });
      await api.grant({ type: 'user', id: member.id }, { grants: [{ resourceType: 'source', resourceId: source.id, privileges: ['access'] }] });
      expect(frame(await preview({ script: 'SELECT 1 AS one' }, member.token)).rows).toEqual([[1]]);
    });

    it('shows the database error at the line of the SQL it points to', async () => {
      const failed = await preview({ script: 'SELECT id,\n       region,\n       no_such_column\nFROM sales' });
      expect(failed.status).toBe(400);
      expect(failed.body).toMatchObject({
        errCode: 'SOURCE_QUERY_FAILED',
        message: 'The database refused the query: column "no_such_column" does not exist',
        data: { line: 3, column: 8 },
      });
      const broken = await api.createView({ name: 'Broken', sourceId: source.id, script: 'SELECT id,\n  amount / 0 AS ratio\nFROM sales', model: { columns: [{ name: 'id', type: 'numeric' }, { name: 'ratio', type: 'numeric' }] } });
      const divided = await api.execute({ viewId: broken.id, columns: [{ column: 'ratio' }] });
      expect(divided.body).toMatchObject({ errCode: 'SOURCE_QUERY_FAILED', message: 'The database refused the query: division by zero' });
      const misnamed = await api.createView({ name: 'Misnamed', sourceId: source.id, script: 'SELECT id,\n  amount\nFROM no_such_table', model: { columns: [{ name: 'id', type: 'numeric' }] } });
      expect((await api.execute({ viewId: misnamed.id, columns: [{ column: 'id' }] })).body).toMatchObject({
        errCode: 'SOURCE_QUERY_FAILED',
        message: 'The database refused the query: relation "no_such_table" does not exist',
        data: { line: 3, column: 6 },
      });
    });

    it('runs read-only: a write hidden in a query is refused and changes nothing', async () => {
      // Refused before it reaches the database (a sequence advances even in a READ ONLY transaction's stead).
      const nextval = await preview({ script: "SELECT nextval('counter') AS n" });
      expect(nextval.body).toMatchObject({ errCode: 'SQL_FORBIDDEN_FUNCTION', message: expect.stringContaining('nextval') });
      const deleting = await preview({ script: 'WITH gone AS (DELETE FROM sales RETURNING id) SELECT id FROM gone' });
      expect(deleting.status).toBe(400);
      expect(deleting.body.errCode).toMatch(/^(SQL_NOT_A_QUERY|SQL_PARSE_FAILED|SOURCE_QUERY_FAILED)$/);
      expect(await postgresAdmin('SELECT count(*)::int, (SELECT is_called FROM counter) FROM sales', [], warehouse.name)).toEqual([[6, false]]);
    });
  });

  it('stops the statement in the database when the HTTP client goes away', async () => {
    const slow = await api.createView({ name: 'Slow', sourceId: source.id, script: 'SELECT pg_sleep(30) AS slept', model: { columns: [{ name: 'slept', type: 'string' }] } });
    const base = await test.listen();
    const before = recorder.log.statements.length;
    const controller = new AbortController();
    const request = fetch(`${base}/data-provider/execute`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${api.token}` },
      body: JSON.stringify({ viewId: slow.id, columns: [{ column: 'slept' }] }),
      signal: controller.signal,
    }).catch((error: Error) => error);
    await recorder.log.started(before + 1);
    const running = () => postgresAdmin("SELECT count(*)::int FROM pg_stat_activity WHERE datname = $1 AND state = 'active' AND query LIKE '%pg_sleep%'", [warehouse.name]);
    // The statement reaches PostgreSQL just after the connector records it.
    for (let tries = 0; (await running())[0]?.[0] === 0 && tries < 50; tries++) await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await running())[0]?.[0]).toBe(1);
    controller.abort();
    expect(await request).toBeInstanceOf(Error);
    const started = Date.now();
    while ((await running())[0]?.[0] !== 0 && Date.now() - started < 5_000) await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await running())[0]?.[0]).toBe(0);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

describe('the result cache in Redis (REDIS_URL)', () => {
  const prefix = `redbi:test:${randomBytes(6).toString('hex')}:`;
  const redis = new Redis(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');
  let test: TestApp;
  let api: QueryApi;
  let warehouse: FixtureDatabase;
  const recorder = recordingConnectors();

  beforeAll(async () => {
    warehouse = await postgresWith(WAREHOUSE);
    test = await startTestApp('sqlite', { REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379', REDIS_PREFIX: prefix }, { connectors: recorder.connectors });
    api = await queryApi(test, await setupAndLogin(test));
  });
  afterAll(async () => {
    await test?.close();
    await warehouse?.drop();
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  it("keeps answers in Redis under the installation's prefix, with the view's expiry", async () => {
    const source = await api.createSource('Warehouse', 'postgres', warehouse.config);
    const cached = await api.createView({ name: 'Sales', sourceId: source.id, script: SALES_SQL, model: MODEL, variables: [regionVariable], config: { cache: true, cacheExpires: 120 } });
    const first = await api.execute(byRegion(cached.id));
    expect((first.body.data as { cached: boolean }).cached).toBe(false);
    const second = await api.execute(byRegion(cached.id));
    expect(second.body.data).toMatchObject({ cached: true, rows: (first.body.data as { rows: unknown[] }).rows });
    expect(recorder.log.statements).toHaveLength(1);
    const keys = await redis.keys(`${prefix}query:*`);
    expect(keys).toHaveLength(1);
    const ttl = await redis.ttl(keys[0] as string);
    expect(ttl).toBeGreaterThan(110);
    expect(ttl).toBeLessThanOrEqual(120);
  });
});
