import type { QuerySpecInput } from '@redbi/shared/query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryApi, type QueryApi } from '../../services/query/queryTestApi';
import { setupAndLogin, startTestApp, type TestApp } from '../../testing/testApp';
import { removeChdbData, startChdbHttpServer, type ChdbHttpServer } from './testing/chdbHttpServer';

/**
 * The injection battery of services/query (the same payloads, the same value positions) through the whole
 * application on a ClickHouse source: compiled to `{pN:Type}` placeholders, sent as query parameters, run
 * by ClickHouse (chdb behind its HTTP interface). Plus what ends a literal or a name in ClickHouse only:
 * backslashes in "…" and `…`, `{p1:String}` text, heredocs.
 */
const PAYLOADS = [
  "' UNION SELECT name FROM system.users --",
  "' OR '1'='1",
  "' OR 1=1 -- ",
  "\\' OR 1=1 -- ",
  "\\\\' OR 1=1 #",
  "\\'; SELECT 1; --",
  'a\\',
  '\\',
  "'",
  "''",
  '" OR ""="',
  '\\" OR 1=1 --',
  '` OR 1=1 --',
  '\\` OR 1=1 --',
  '$$ OR 1=1 $$',
  '$tag$ x $tag$',
  "'); DROP TABLE items; --",
  '*/ OR 1=1 /*',
  '/* unclosed',
  "a'||'b",
  "' || (SELECT s FROM items WHERE id=1) || '",
  '%_%',
  '100% _sure_',
  '?',
  '{p1:String}',
  '{p2:Int64} OR 1=1',
  "\\N",
  "\u00bf' OR 1=1 --",
  "\u5f00' OR 1=1 #",
  'line1\nline2\r\n-- tail',
  "tab\tquote'\tend",
  "' AND sleep(3) AND '",
  "' SETTINGS readonly = 0 --",
];

type ItemRow = [id: number, s: string, n: number];
const ROWS: ItemRow[] = [[1, 'secret', 999], ...PAYLOADS.map((payload, index): ItemRow => [index + 10, payload, index])];
const idOf = (payload: string) => PAYLOADS.indexOf(payload) + 10;
const nextIdOf = (payload: string) => ((PAYLOADS.indexOf(payload) + 1) % PAYLOADS.length) + 10;

const MODEL = {
  columns: [
    { name: 'id', type: 'numeric' },
    { name: 's', type: 'string' },
    { name: 'n', type: 'numeric' },
  ],
};

const expressionText = (text: string) => `'${text.replaceAll("'", "''")}'`;
/** A ClickHouse string literal for the fixture's own rows (written by the test as administrator). */
const chLiteral = (text: string) => `'${text.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;

const positions: { name: string; spec: (payload: string) => Omit<QuerySpecInput, 'viewId'>; view?: 'variable'; expected?: (payload: string) => number[] }[] = [
  { name: 'EQ filter', spec: (payload) => ({ columns: [{ column: 'id' }], filters: [{ column: 's', sqlOperator: 'EQ', values: [{ value: payload }] }] }) },
  { name: 'IN filter', spec: (payload) => ({ columns: [{ column: 'id' }], filters: [{ column: 's', sqlOperator: 'IN', values: [{ value: payload }, { value: 'no such value' }] }] }) },
  { name: 'BETWEEN filter', spec: (payload) => ({ columns: [{ column: 'id' }], filters: [{ column: 's', sqlOperator: 'BETWEEN', values: [{ value: payload }, { value: payload }] }] }) },
  {
    name: 'NE filter',
    spec: (payload) => ({
      columns: [{ column: 'id' }],
      filters: [
        { column: 's', sqlOperator: 'NE', values: [{ value: payload }] },
        { column: 'id', sqlOperator: 'IN', values: [{ value: idOf(payload), valueType: 'NUMERIC' }, { value: nextIdOf(payload), valueType: 'NUMERIC' }] },
      ],
    }),
    expected: (payload) => [nextIdOf(payload)],
  },
  {
    name: 'a filter after aggregation (HAVING)',
    spec: (payload) => ({
      groups: [{ column: 'id' }],
      aggregators: [{ column: 'n', sqlOperator: 'SUM', alias: 'total' }],
      filters: [{ column: 's', aggOperator: 'MAX', sqlOperator: 'EQ', values: [{ value: payload }] }],
    }),
  },
  {
    name: "a computed field's string literal",
    spec: (payload) => ({
      columns: [{ column: 'id' }],
      functionColumns: [{ alias: 'hit', snippet: `IF([s] = ${expressionText(payload)}, 'yes', 'no')` }],
      filters: [{ column: 'hit', sqlOperator: 'EQ', values: [{ value: 'yes' }] }],
    }),
  },
  { name: 'a query variable', view: 'variable', spec: (payload) => ({ columns: [{ column: 'id' }], params: { wanted: [payload] } }) },
];

const containing = (payload: string) => ROWS.filter(([, s]) => s.toLowerCase().includes(payload.toLowerCase())).map(([id]) => id);

describe('the injection battery on ClickHouse: every value position', () => {
  let chdb: ChdbHttpServer;
  let test: TestApp;
  let api: QueryApi;
  const views = { plain: '', variable: '' };

  beforeAll(async () => {
    chdb = await startChdbHttpServer();
    await chdb.admin('CREATE DATABASE IF NOT EXISTS sec');
    await chdb.admin('CREATE TABLE sec.items (id Int32, s String, n Decimal(12, 2)) ENGINE = MergeTree ORDER BY id');
    await chdb.admin(`INSERT INTO sec.items VALUES ${ROWS.map(([id, s, n]) => `(${id}, ${chLiteral(s)}, ${n})`).join(', ')}`);
    test = await startTestApp('sqlite');
    api = await queryApi(test, await setupAndLogin(test));
    const source = await api.createSource('Items clickhouse', 'clickhouse', { host: chdb.host, port: chdb.port, database: 'sec', user: 'default', password: '' });
    const view = (name: string, script: string, variables: unknown[] = []) => api.createView({ name, sourceId: source.id, script, model: MODEL, variables });
    views.plain = (await view('Items', 'SELECT id, s, n FROM items')).id as string;
    views.variable = (
      await view('By variable', 'SELECT id, s, n FROM items WHERE s = $wanted$', [{ name: 'wanted', type: 'query', valueType: 'string', permission: 'editable', defaultValue: ['none'] }])
    ).id as string;
  }, 120_000);
  afterAll(async () => {
    await test?.close();
    await chdb?.close();
    await removeChdbData();
  });

  const ids = async (viewId: string, spec: Omit<QuerySpecInput, 'viewId'>): Promise<number[]> => {
    const answer = await api.execute({ ...spec, viewId });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return ((answer.body.data as { rows: unknown[][] }).rows ?? []).map((row) => Number(row[0])).sort((a, b) => a - b);
  };

  it('stores the payloads as they are (the fixture is right)', async () => {
    expect(await chdb.admin('SELECT count() FROM sec.items')).toBe(`${ROWS.length}\n`);
  });

  for (const position of positions) {
    it(`selects exactly the payload's own row through ${position.name}`, async () => {
      const viewId = views[position.view ?? 'plain'];
      const found = [];
      // One after the other: the test server runs each query in-process.
      for (const payload of PAYLOADS) found.push(await ids(viewId, position.spec(payload)));
      expect(found).toEqual(PAYLOADS.map((payload) => (position.expected ?? ((own) => [idOf(own)]))(payload)));
    });
  }

  it('matches LIKE patterns literally (%, _ and the escape character are text)', async () => {
    for (const operator of ['LIKE', 'PREFIX_LIKE', 'SUFFIX_LIKE'] as const) {
      for (const payload of PAYLOADS) {
        const rows = await ids(views.plain, { columns: [{ column: 'id' }], filters: [{ column: 's', sqlOperator: operator, values: [{ value: payload }] }] });
        expect(rows, `${operator} ${JSON.stringify(payload)}`).toContain(idOf(payload));
        expect(containing(payload), `${operator} ${JSON.stringify(payload)}`).toEqual(expect.arrayContaining(rows));
      }
    }
  });

  it('refuses a numeric value that is not a number instead of coercing it', async () => {
    for (const value of ['-1 OR 1=1', '0x10', '1e', '12abc', "1'"]) {
      const answer = await api.execute({ viewId: views.plain, columns: [{ column: 'id' }], filters: [{ column: 'n', sqlOperator: 'GT', values: [{ value, valueType: 'NUMERIC' }] }] });
      expect(answer.status, `${value}: ${JSON.stringify(answer.body)}`).toBe(400);
    }
  });

  it('refuses a view that calls a table function of the side-effect list (SQL_FORBIDDEN_FUNCTION)', async () => {
    const source = await api.createSource('Items clickhouse 2', 'clickhouse', { host: chdb.host, port: chdb.port, database: 'sec', user: 'default', password: '' });
    for (const script of ["SELECT * FROM file('/etc/passwd', 'LineAsString')", "SELECT * FROM url('http://127.0.0.1:1/', 'LineAsString')", "SELECT * FROM remote('127.0.0.1', system.one)", "SELECT * FROM s3('http://x/y.csv')", "SELECT 1 AS a INTO OUTFILE '/tmp/x.csv'"]) {
      const answer = await api.call('POST', `/orgs/${api.orgId}/views`, { isFolder: false, parentId: null, type: 'SQL', name: `bad ${script.length}`, sourceId: source.id, script, model: MODEL, variables: [] });
      expect(answer.status, `${script}: ${JSON.stringify(answer.body)}`).toBe(400);
      expect((answer.body as { errCode?: string }).errCode, script).toBe('SQL_FORBIDDEN_FUNCTION');
    }
  });
});
