// What the server keeps in memory (sessions, members' actors, views resolved for a caller, prepared runs)
// follows every change on the very next request; on PostgreSQL also when another node made the change.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { QuerySpecInput } from '@redbi/shared/query';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { backends, POSTGRES_ADMIN_URL, setupAndLogin, startTestApp, type CallResult, type TestApp } from '../testing/testApp';
import { postgresWith, type FixtureDatabase } from './query/queryFixtures';
import { queryApi, type QueryApi } from './query/queryTestApi';

const WAREHOUSE = `
CREATE TABLE orders (id integer PRIMARY KEY, region text NOT NULL, customer text NOT NULL, amount numeric(10,2) NOT NULL);
INSERT INTO orders VALUES (1, 'north', 'MIA', 100), (2, 'north', 'Bob', 200), (3, 'south', 'MIA', 300), (4, 'east', 'NED', 400);`;

const MODEL = { columns: [{ name: 'id', type: 'numeric' }, { name: 'region', type: 'string' }, { name: 'customer', type: 'string' }, { name: 'amount', type: 'numeric' }] };

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

type Frame = { columns: { name: string }[]; rows: unknown[][] };

describe.each(backends)('kept metadata follows every change on the next request (%s)', (backend) => {
  let warehouse: FixtureDatabase;
  let dropStore: (() => Promise<void>) | undefined;
  /** The node that answers the queries (its caches warm), and the node every change goes through. */
  let reader: TestApp;
  let writer: TestApp;
  let api: QueryApi;
  let writes: QueryApi;
  let roleId: string;
  let viewId: string;
  let nameViewId: string;
  let variableId: string;
  let mia: { id: string; token: string };

  const spec = (overrides: Partial<QuerySpecInput> = {}): QuerySpecInput => ({ viewId, columns: [{ column: 'id' }, { column: 'customer' }], orders: [{ column: 'id' }], ...overrides });
  const run = (token = mia.token, overrides: Partial<QuerySpecInput> = {}) => api.execute(spec(overrides), token);
  const frame = (answer: CallResult): Frame => {
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data as Frame;
  };
  const ids = async (token = mia.token) => frame(await run(token)).rows.map(([id]) => id);
  const roleValues = (values: string[], columnPermissions: unknown[] = []) =>
    writes.owner('PUT', `/views/${viewId}/data-permissions`, { variables: [{ id: variableId, values: [{ subject: { type: 'role', id: roleId }, values }] }], columnPermissions });
  const roleGrant = (privileges: string[] | null, modules: Record<string, boolean> = { view: true }) =>
    writes.grant({ type: 'role', id: roleId }, { modules, grants: [{ resourceType: 'view', resourceId: viewId, privileges }] });

  beforeAll(async () => {
    warehouse = await postgresWith(WAREHOUSE);
    if (backend === 'postgres') {
      // Two nodes on one metadata store, with the secrets they must share.
      const name = `redbi_test_${randomBytes(6).toString('hex')}`;
      await adminQuery(`CREATE DATABASE ${name}`);
      dropStore = () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      const url = new URL(POSTGRES_ADMIN_URL);
      url.pathname = `/${name}`;
      const shared = { DATABASE_URL: url.toString(), TOKEN_SECRET: randomBytes(32).toString('hex'), ENCRYPTION_KEY: randomBytes(32).toString('base64') };
      reader = await startTestApp('sqlite', shared);
      writer = await startTestApp('sqlite', shared);
    } else {
      reader = await startTestApp('sqlite');
      writer = reader;
    }
    const ownerToken = await setupAndLogin(writer);
    api = await queryApi(reader, ownerToken);
    writes = await queryApi(writer, ownerToken);
    roleId = (await writes.role('Sales')).id;
    mia = await writes.member('mia', [roleId]);
    const source = await writes.createSource('Orders', 'postgres', warehouse.config);
    const view = await writes.createView({
      name: 'Orders',
      sourceId: source.id,
      script: 'SELECT id, region, customer, amount FROM orders WHERE region = $sales_region$',
      model: MODEL,
      variables: [{ name: 'sales_region', type: 'permission', valueType: 'string', values: [{ subject: { type: 'role', id: roleId }, values: ['north'] }] }],
    });
    viewId = view.id;
    variableId = ((view.variables as { id: string }[])[0] as { id: string }).id;
    nameViewId = (await writes.createView({ name: 'Mine', sourceId: source.id, script: 'SELECT id, customer FROM orders WHERE customer = $REDBI_USER_NAME$', model: MODEL })).id;
    await roleGrant(['access']);
    await writes.grant({ type: 'role', id: roleId }, { grants: [{ resourceType: 'view', resourceId: nameViewId, privileges: ['access'] }] });
  });
  afterAll(async () => {
    if (writer !== reader) await writer?.close();
    await reader?.close();
    await dropStore?.();
    await warehouse?.drop();
  });
  beforeEach(async () => {
    // Every test starts with what the reader keeps warm: the member's session, actor, view and prepared run.
    expect(await ids()).toEqual([1, 2]);
    expect(await ids()).toEqual([1, 2]);
  });

  it("a variable's values", async () => {
    await roleValues(['south']);
    expect(await ids()).toEqual([3]);
    await roleValues(['north']);
  });

  it('column permissions', async () => {
    await roleValues(['north'], [{ subject: { type: 'role', id: roleId }, mode: 'partial', columns: ['id', 'region'] }]);
    expect(frame(await run()).rows).toEqual([[1, null], [2, null]]);
    await roleValues(['north']);
  });

  it("the view's definition", async () => {
    await writes.owner('PUT', `/views/${viewId}`, { name: 'Orders', script: "SELECT id, region, customer, amount FROM orders WHERE region = $sales_region$ OR region = 'east'" });
    expect(await ids()).toEqual([1, 2, 4]);
    await writes.owner('PUT', `/views/${viewId}`, { name: 'Orders', script: 'SELECT id, region, customer, amount FROM orders WHERE region = $sales_region$' });
  });

  it('a grant taken away, and given back', async () => {
    await roleGrant(null);
    expect((await run()).status).toBe(404);
    await roleGrant(['access']);
    expect(await ids()).toEqual([1, 2]);
  });

  it('a module switched off', async () => {
    await roleGrant(['access'], { view: false });
    expect([403, 404]).toContain((await run()).status);
    await roleGrant(['access'], { view: true });
  });

  it("the role's members", async () => {
    await writes.owner('PUT', `/roles/${roleId}/members`, { userIds: [] });
    expect((await run()).status).toBe(404);
    await writes.owner('PUT', `/roles/${roleId}/members`, { userIds: [mia.id] });
    expect(await ids()).toEqual([1, 2]);
  });

  it('the membership of the organisation', async () => {
    const ned = await writes.member('ned', [roleId]);
    expect(await ids(ned.token)).toEqual([1, 2]);
    await writes.owner('DELETE', `/members/${ned.id}`);
    expect((await run(ned.token)).status).toBe(404);
  });

  it('the caller\'s own name, a system variable', async () => {
    const mine = async () => frame(await run(mia.token, { viewId: nameViewId })).rows.map(([id]) => id);
    expect(await mine()).toEqual([1, 3]);
    const renamed = await writer.call('PUT', '/users', { token: mia.token, body: { name: 'NED', department: '', description: '' } });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(await mine()).toEqual([4]);
    await writer.call('PUT', '/users', { token: mia.token, body: { name: 'MIA', department: '', description: '' } });
  });

  it('a logout, a password change and a deleted account end the session on the next request', async () => {
    const second = (await reader.call('POST', '/users/login', { body: { username: 'mia', password: 'secret1' } })).token!;
    expect(await ids(second)).toEqual([1, 2]);
    expect((await writer.call('POST', '/users/logout', { token: second })).status).toBe(200);
    expect((await run(second)).status).toBe(401);

    const changed = await writer.call('PUT', '/users/change/password', { token: mia.token, body: { oldPassword: 'secret1', newPassword: 'secret2', confirmPassword: 'secret2' } });
    expect(changed.status).toBe(200);
    expect((await run(mia.token)).status).toBe(401);
    mia = { ...mia, token: changed.token! };
    expect(await ids()).toEqual([1, 2]);

    const ned = await writes.member('ned2', [roleId]);
    expect(await ids(ned.token)).toEqual([1, 2]);
    await writes.owner('DELETE', `/users/${ned.id}`);
    expect((await run(ned.token)).status).toBe(401);
  });
});
