import type { QuerySpecInput } from '@redbi/shared/query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupAndLogin, startTestApp, type TestApp } from '../../testing/testApp';
import { ENGINES, engineItems, SOURCE_TYPE, type Engine, type ItemRow } from './engineDatabases';
import type { FixtureDatabase } from './queryFixtures';
import { queryApi, type QueryApi } from './queryTestApi';

/**
 * Strings that end a literal, an identifier, a comment or the statement on some engine under some
 * setting: with NO_BACKSLASH_ESCAPES a backslash no longer escapes on MariaDB, with
 * standard_conforming_strings=off it does on PostgreSQL, with ANSI_QUOTES "…" is a name on MariaDB.
 */
const PAYLOADS = [
  "' UNION SELECT CONCAT(User,0x40,Host) FROM mysql.user #",
  "' UNION SELECT usename FROM pg_user --",
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
  '` OR 1=1 --',
  '$$ OR 1=1 $$',
  '$tag$ x $tag$',
  "E'\\x27 OR 1=1 --",
  "'); DROP TABLE items; --",
  '*/ OR 1=1 /*',
  '/* unclosed',
  "a'||'b",
  "' || (SELECT s FROM items WHERE id=1) || '",
  '%_%',
  '100% _sure_',
  '?',
  '$1 ? :name @p',
  "N'x' ' x",
  "\u00bf' OR 1=1 --",
  "\u5f00' OR 1=1 #",
  'line1\nline2\r\n-- tail',
  "tab\tquote'\tend",
  "' AND SLEEP(5) AND '",
  "'; SELECT pg_sleep(5); --",
];

/** Row 1 is what an attacker wants; each payload is a row of its own (id = index + 10). */
const ROWS: ItemRow[] = [[1, 'secret', 999], ...PAYLOADS.map((payload, index): ItemRow => [index + 10, payload, index])];
const idOf = (payload: string) => PAYLOADS.indexOf(payload) + 10;
const nextIdOf = (payload: string) => ((PAYLOADS.indexOf(payload) + 1) % PAYLOADS.length) + 10;

type Frame = { columns: { name: string }[]; rows: unknown[][] };

const MODEL = {
  columns: [
    { name: 'id', type: 'numeric' },
    { name: 's', type: 'string' },
    { name: 'n', type: 'numeric' },
  ],
};

/** `'text'` in the expression language: quotes doubled. */
const expressionText = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** Each position a value can take in a query, with the ids a payload must select there (and only those). */
const positions: {
  name: string;
  spec: (payload: string) => Omit<QuerySpecInput, 'viewId'>;
  view?: 'variable' | 'user';
  /** The ids the payload must select there (default: its own row). */
  expected?: (payload: string) => number[];
}[] = [
  { name: 'EQ filter', spec: (payload) => ({ columns: [{ column: 'id' }], filters: [{ column: 's', sqlOperator: 'EQ', values: [{ value: payload }] }] }) },
  {
    name: 'IN filter',
    spec: (payload) => ({ columns: [{ column: 'id' }], filters: [{ column: 's', sqlOperator: 'IN', values: [{ value: payload }, { value: 'no such value' }] }] }),
  },
  {
    name: 'BETWEEN filter',
    spec: (payload) => ({ columns: [{ column: 'id' }], filters: [{ column: 's', sqlOperator: 'BETWEEN', values: [{ value: payload }, { value: payload }] }] }),
  },
  {
    // Of the payload's own row and the next payload's, NE keeps only the next one.
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

/** What a LIKE filter must select: the rows containing the text, whatever the engine's case rules. */
const containing = (payload: string) => ROWS.filter(([, s]) => s.toLowerCase().includes(payload.toLowerCase())).map(([id]) => id);

describe('the injection battery: every value position, four engines, hostile server settings', () => {
  let test: TestApp;
  let api: QueryApi;
  const databases: FixtureDatabase[] = [];
  const views = {} as Record<Engine, { plain: string; variable: string; user: string }>;

  beforeAll(async () => {
    test = await startTestApp('sqlite');
    api = await queryApi(test, await setupAndLogin(test));
    await Promise.all(
      ENGINES.map(async (engine) => {
        const database = await engineItems(engine, test.dataDir, ROWS);
        databases.push(database);
        const source = await api.createSource(`Items ${engine}`, SOURCE_TYPE[engine], database.config);
        const view = (name: string, script: string, variables: unknown[] = []) => api.createView({ name: `${name} ${engine}`, sourceId: source.id, script, model: MODEL, variables });
        views[engine] = {
          plain: (await view('Items', 'SELECT id, s, n FROM items')).id,
          variable: (
            await view('By variable', 'SELECT id, s, n FROM items WHERE s = $wanted$', [
              { name: 'wanted', type: 'query', valueType: 'string', permission: 'editable', defaultValue: ['none'] },
            ])
          ).id,
          user: (await view('By user', 'SELECT id, s, n FROM items WHERE s = $REDBI_USER_NAME$')).id,
        };
      }),
    );
  }, 120_000);
  afterAll(async () => {
    await test?.close();
    await Promise.all(databases.map((database) => database.drop()));
  });

  const ids = async (engine: Engine, viewId: string, spec: Omit<QuerySpecInput, 'viewId'>): Promise<number[]> => {
    const answer = await api.execute({ ...spec, viewId });
    expect(answer.status, `${engine}: ${JSON.stringify(answer.body)}`).toBe(200);
    return (answer.body.data as Frame).rows.map((row) => Number(row[0])).sort((a, b) => a - b);
  };

  for (const engine of ENGINES) {
    describe(engine, () => {
      for (const position of positions) {
        it(`selects exactly the payload's own row through ${position.name}`, async () => {
          const viewId = views[engine][position.view ?? 'plain'];
          const found = await Promise.all(PAYLOADS.map((payload) => ids(engine, viewId, position.spec(payload))));
          expect(found).toEqual(PAYLOADS.map((payload) => (position.expected ?? ((own) => [idOf(own)]))(payload)));
        });
      }

      it('matches LIKE patterns literally (%, _ and the escape character are text)', async () => {
        for (const operator of ['LIKE', 'PREFIX_LIKE', 'SUFFIX_LIKE'] as const) {
          const found = await Promise.all(PAYLOADS.map((payload) => ids(engine, views[engine].plain, { columns: [{ column: 'id' }], filters: [{ column: 's', sqlOperator: operator, values: [{ value: payload }] }] })));
          found.forEach((rows, index) => {
            const payload = PAYLOADS[index] as string;
            expect(rows, `${operator} ${JSON.stringify(payload)}`).toContain(idOf(payload));
            expect(containing(payload), `${operator} ${JSON.stringify(payload)}`).toEqual(expect.arrayContaining(rows));
          });
        }
      });

      it('binds system variables: a user whose name holds the payload reads only that row', async () => {
        // Names are trimmed and single-line: the payloads that stay as they are.
        for (const payload of PAYLOADS.filter((text) => !/[\n\r\t]/.test(text) && text.trim() === text)) {
          const renamed = await api.call('PUT', '/users', { name: payload, department: '', description: '' });
          expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
          expect(await ids(engine, views[engine].user, { columns: [{ column: 'id' }] })).toEqual([idOf(payload)]);
        }
      });

      it('refuses a numeric value that is not a number instead of coercing it', async () => {
        for (const value of ['-1 OR 1=1', '0x10', '1e', '12abc', "1'"]) {
          const answer = await api.execute({ viewId: views[engine].plain, columns: [{ column: 'id' }], filters: [{ column: 'n', sqlOperator: 'GT', values: [{ value, valueType: 'NUMERIC' }] }] });
          expect(answer.status, `${engine} ${value}: ${JSON.stringify(answer.body)}`).toBe(400);
        }
      });
    });
  }
});
