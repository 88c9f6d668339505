// The world the viz routes' integration tests work in: an organisation with a SQLite source of orders, a
// view on it whose rows follow a permission variable, and helpers to make folders, charts and members.
import BetterSqlite3 from 'better-sqlite3';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { AppOptions } from '../app';
import { queryApi, type QueryApi } from '../services/query/queryTestApi';
import { setupAndLogin, startTestApp, type Backend, type CallResult, type TestApp } from '../testing/testApp';

export type Data = Record<string, unknown> & { id: string };
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export const ORDERS = `CREATE TABLE orders (id INTEGER PRIMARY KEY, region TEXT NOT NULL, amount NUMERIC NOT NULL, margin NUMERIC NOT NULL);
INSERT INTO orders VALUES (1, 'north', 100, 30), (2, 'north', 200, 50), (3, 'south', 300, 90), (4, 'east', 400, 120);`;

const ordersModel = {
  columns: [
    { name: 'id', type: 'numeric' },
    { name: 'region', type: 'string' },
    { name: 'amount', type: 'numeric' },
    { name: 'margin', type: 'numeric' },
  ],
  computedFields: [{ name: 'net', expression: '[amount] - [margin]', type: 'numeric' }],
};

/** Amount by region, as a clustered column chart (regions in order). */
export const regionChartConfig = (changes: Record<string, unknown> = {}) => ({
  chartType: 'cluster-column',
  sections: {
    dimensions: [{ uid: 'd_region', column: 'region', type: 'string', sort: { order: 'ASC' } }],
    metrics: [{ uid: 'm_amount', column: 'amount', type: 'numeric', aggregate: 'SUM' }],
  },
  ...changes,
});

export interface VizWorld {
  test: TestApp;
  api: QueryApi;
  orgId: string;
  sourceId: string;
  /** Orders, its rows limited by the permission variable sales_region (the owner, without a value, sees all). */
  viewId: string;
  /** The role whose members see the north. */
  northRoleId: string;
  /** An organisation path as a caller (the owner by default), any status. */
  call(method: Method, path: string, body?: unknown, token?: string): Promise<CallResult>;
  /** An organisation path as the owner, failing unless it answers 200. */
  ok(method: Method, path: string, body?: unknown, token?: string): Promise<Data>;
  folder(name: string, parentId?: string | null): Promise<Data>;
  chart(name: string, extra?: Record<string, unknown>, token?: string): Promise<Data>;
  /** A logged-in member, with the 'viz' module on and the given privileges on vizs. */
  viewer(username: string, grants?: { resourceId: string; privileges: string[] }[], roleIds?: string[]): Promise<{ id: string; token: string }>;
  close(): Promise<void>;
}

/** `options.env`: settings of the app beyond the test defaults (a limit lowered to reach it, say). */
export async function startVizWorld(backend: Backend, { env = {}, ...options }: AppOptions & { env?: Record<string, string> } = {}): Promise<VizWorld> {
  const test = await startTestApp(backend, env, options);
  const api = await queryApi(test, await setupAndLogin(test));
  const dir = join(test.dataDir, 'databases');
  await mkdir(dir, { recursive: true });
  const db = new BetterSqlite3(join(dir, 'shop.sqlite'));
  db.exec(ORDERS);
  db.close();
  const source = await api.createSource('Shop', 'sqlite', { file: 'shop.sqlite' });
  const northRole = await api.role('North');
  const view = await api.createView({
    name: 'Orders',
    sourceId: source.id,
    script: 'SELECT id, region, amount, margin FROM orders WHERE region = $sales_region$',
    model: ordersModel,
    variables: [{ name: 'sales_region', type: 'permission', valueType: 'string', values: [{ subject: { type: 'role', id: northRole.id }, values: ['north'] }] }],
  });
  const call = (method: Method, path: string, body?: unknown, token?: string) => api.call(method, `/orgs/${api.orgId}${path}`, body, token);
  const ok = async (method: Method, path: string, body?: unknown, token?: string) => {
    const answer = await call(method, path, body, token);
    expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBe(200);
    return answer.body.data as Data;
  };
  return {
    test,
    api,
    orgId: api.orgId,
    sourceId: source.id,
    viewId: view.id,
    northRoleId: northRole.id,
    call,
    ok,
    folder: (name, parentId = null) => ok('POST', '/vizs/folders', { name, parentId }),
    chart: (name, extra = {}, token) => ok('POST', '/charts', { name, viewId: view.id, config: regionChartConfig(), ...extra }, token),
    async viewer(username, grants = [], roleIds = []) {
      const member = await api.member(username, roleIds);
      await api.grant(
        { type: 'user', id: member.id },
        { modules: { viz: true }, grants: grants.map((grant) => ({ resourceType: 'viz', ...grant })) },
      );
      return member;
    },
    close: () => test.close(),
  };
}
