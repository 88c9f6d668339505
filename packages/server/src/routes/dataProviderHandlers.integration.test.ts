import BetterSqlite3 from 'better-sqlite3';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryApi, type QueryApi } from '../services/query/queryTestApi';
import { setupAndLogin, startTestApp, type TestApp } from '../testing/testApp';

type Data = Record<string, unknown> & { id: string };

/** The data-provider routes: authentication, input checks, privileges and the function list / expression check. */
describe('data-provider routes', () => {
  let test: TestApp;
  let api: QueryApi;
  let source: Data;
  let view: Data;

  beforeAll(async () => {
    test = await startTestApp('sqlite');
    api = await queryApi(test, await setupAndLogin(test));
    const dir = join(test.dataDir, 'databases');
    await mkdir(dir, { recursive: true });
    const db = new BetterSqlite3(join(dir, 'shop.sqlite'));
    db.exec("CREATE TABLE items (id INTEGER PRIMARY KEY, name TEXT, price NUMERIC); INSERT INTO items VALUES (1, 'pen', 1.5), (2, 'ink', 7), (3, 'pad', 3.25);");
    db.close();
    source = await api.createSource('Shop', 'sqlite', { file: 'shop.sqlite' });
    view = await api.createView({
      name: 'Items',
      sourceId: source.id,
      script: 'SELECT id, name, price FROM items',
      model: { columns: [{ name: 'id', type: 'numeric' }, { name: 'name', type: 'string' }, { name: 'price', type: 'numeric' }] },
    });
  });
  afterAll(() => test?.close());

  it('answer 401 without a session', async () => {
    expect((await test.call('POST', '/data-provider/execute', { body: { viewId: view.id } })).status).toBe(401);
    expect((await test.call('POST', `/data-provider/function/support/${source.id}`)).status).toBe(401);
  });

  it('check the QuerySpec before anything runs', async () => {
    const bad = await api.execute({ viewId: view.id, pageInfo: { pageNo: 0, pageSize: 10 } } as never);
    expect(bad.status).toBe(400);
    expect(bad.body.errCode).toBe('VALIDATION');
    const unknownField = await api.execute({ viewId: view.id, columns: [{ column: 'nope' }] });
    expect(unknownField.body).toMatchObject({ errCode: 'QUERY_INVALID', message: 'Unknown field "nope"' });
    const unknownView = await api.execute({ viewId: 'no-such-view' });
    expect(unknownView.status).toBe(404);
  });

  it('execute a QuerySpec on a SQLite view, with the messages in the caller\'s language', async () => {
    const answer = await api.execute({ viewId: view.id, aggregators: [{ column: 'price', sqlOperator: 'SUM', alias: 'total' }] });
    expect(answer.body.data).toMatchObject({ columns: [{ name: 'total', type: 'number' }], rows: [[11.75]], pageInfo: { pageNo: 1, pageSize: 1000 }, cached: false });
    const zh = await test.call('POST', '/data-provider/execute', { token: api.token, lang: 'zh-CN', body: { viewId: view.id, columns: [{ column: 'nope' }] } });
    expect(zh.body.errCode).toBe('QUERY_INVALID');
    expect(zh.body.message).not.toBe('Unknown field "nope"');
    expect(zh.body.message).toContain('nope');
  });

  it("list the functions of the source's dialect, for those with Access on it", async () => {
    const listed = await api.call('POST', `/data-provider/function/support/${source.id}`);
    expect(listed.status).toBe(200);
    const names = (listed.body.data as { name: string; category: string }[]).map((fn) => fn.name);
    expect(names).toEqual(expect.arrayContaining(['SUM', 'ROUND', 'CONCAT', 'IF', 'COALESCE', 'AGG_DATE_MONTH']));
    const member = await api.member('mia');
    expect((await api.call('POST', `/data-provider/function/support/${source.id}`, undefined, member.token)).status).toBe(404);
    await api.grant({ type: 'user', id: member.id }, { modules: { source: true }, grants: [{ resourceType: 'source', resourceId: source.id, privileges: ['access'] }] });
    expect((await api.call('POST', `/data-provider/function/support/${source.id}`, undefined, member.token)).status).toBe(200);
  });

  it('check an expression: its type and whether it aggregates, or where it is wrong', async () => {
    const fields = [
      { name: 'price', type: 'numeric' },
      { name: 'name', type: 'string' },
    ];
    const valid = await api.call('POST', '/data-provider/function/validate', { sourceId: source.id, expression: 'SUM([price]) * 2', fields });
    expect(valid.body.data).toEqual({ type: 'numeric', aggregate: true });
    const plain = await api.call('POST', '/data-provider/function/validate', { sourceId: source.id, expression: "CONCAT([name], '!')", fields });
    expect(plain.body.data).toEqual({ type: 'string', aggregate: false });
    const wrong = await api.call('POST', '/data-provider/function/validate', { sourceId: source.id, expression: 'ROUND([price], ', fields });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ errCode: 'EXPRESSION_INVALID', data: { position: expect.any(Number) } });
    const unknown = await api.call('POST', '/data-provider/function/validate', { sourceId: source.id, expression: '[nope] + 1', fields });
    expect(unknown.body.errCode).toBe('EXPRESSION_INVALID');
    // The field being defined (`name`) may not be reached again through another computed field.
    const withComputed = [...fields, { name: 'total', type: 'numeric', expression: '[price]' }, { name: 'doubled', type: 'numeric', expression: '[total] * 2' }];
    const cycle = await api.call('POST', '/data-provider/function/validate', { sourceId: source.id, expression: '[doubled] + 1', fields: withComputed, name: 'total' });
    expect(cycle.body.errCode).toBe('EXPRESSION_INVALID');
  });
});
