import { DuckDBInstance } from '@duckdb/node-api';
import type { QuerySpecInput } from '@redbi/shared/query';
import BetterSqlite3 from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import mysql from 'mysql2/promise';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupAndLogin, startTestApp, type TestApp } from '../../testing/testApp';
import { ENGINES, SOURCE_TYPE, type Engine } from './engineDatabases';
import { MARIADB, mariadbConfig, mariadbDrop, postgresWith, type FixtureDatabase } from './queryFixtures';
import { queryApi, type QueryApi } from './queryTestApi';

/**
 * Values are checked against their type before a query is built (issue 10): the same answers on every
 * engine, where the databases themselves would coerce (MariaDB: 'garbage' compared with a date, '-1 OR
 * 1=1' read as -1), fail (PostgreSQL) or differ; and a NULL in an IN / NOT_IN list means "no value".
 */
const EVENTS = `CREATE TABLE events (id INTEGER PRIMARY KEY, name VARCHAR(50), d DATE, n DECIMAL(12,2));
INSERT INTO events VALUES (1, 'alpha', '2024-01-10', 10), (2, 'beta', '2024-02-20', 20), (3, NULL, '2024-03-30', NULL), (4, 'gamma', NULL, 40);`;

const MODEL = {
  columns: [
    { name: 'id', type: 'numeric' },
    { name: 'name', type: 'string' },
    { name: 'd', type: 'date' },
    { name: 'n', type: 'numeric' },
  ],
};

const SQL = 'SELECT id, name, d, n FROM events';
const variableOf = (name: string, valueType: 'date' | 'numeric', defaultValue: string[]) => ({ name, type: 'query', valueType, permission: 'editable', defaultValue });

const uniqueName = (prefix: string) => `${prefix}_${randomBytes(5).toString('hex')}`;

async function mariadbEvents(): Promise<FixtureDatabase> {
  const name = uniqueName('redbi_values');
  const admin = await mysql.createConnection({ ...MARIADB, multipleStatements: true });
  try {
    await admin.query(`CREATE DATABASE \`${name}\`; USE \`${name}\`; ${EVENTS}`);
  } finally {
    await admin.end();
  }
  const drop = mariadbDrop(name);
  return { name, config: mariadbConfig(name, { poolSize: 2 }), drop };
}

async function fileEvents(engine: 'sqlite' | 'duckdb', dataDir: string): Promise<FixtureDatabase> {
  const dir = join(dataDir, 'databases');
  await mkdir(dir, { recursive: true });
  const file = `${uniqueName('events')}.${engine}`;
  if (engine === 'sqlite') {
    const db = new BetterSqlite3(join(dir, file));
    db.exec(EVENTS);
    db.close();
  } else {
    const instance = await DuckDBInstance.create(join(dir, file));
    const connection = await instance.connect();
    try {
      await connection.run(EVENTS);
    } finally {
      connection.closeSync();
      instance.closeSync();
    }
  }
  return { name: file, config: { file }, drop: async () => undefined };
}

function eventsOn(engine: Engine, dataDir: string): Promise<FixtureDatabase> {
  if (engine === 'postgres') return postgresWith(EVENTS);
  if (engine === 'mariadb') return mariadbEvents();
  return fileEvents(engine, dataDir);
}

type Frame = { rows: unknown[][] };
type Spec = Omit<QuerySpecInput, 'viewId'>;

describe('values are checked against their type before the query is built', () => {
  let test: TestApp;
  let api: QueryApi;
  const databases: FixtureDatabase[] = [];
  const sources = {} as Record<Engine, string>;
  const views = {} as Record<Engine, { plain: string; dated: string; counted: string }>;

  beforeAll(async () => {
    test = await startTestApp('sqlite');
    api = await queryApi(test, await setupAndLogin(test));
    await Promise.all(
      ENGINES.map(async (engine) => {
        const database = await eventsOn(engine, test.dataDir);
        databases.push(database);
        const source = await api.createSource(`Events ${engine}`, SOURCE_TYPE[engine], database.config);
        sources[engine] = source.id;
        const view = async (name: string, script: string, variables: unknown[] = []) =>
          (await api.createView({ name: `${name} ${engine}`, sourceId: source.id, script, model: MODEL, variables })).id;
        views[engine] = {
          plain: await view('Events', SQL),
          dated: await view('Since', `${SQL} WHERE d >= $since$`, [variableOf('since', 'date', ['2024-01-01'])]),
          counted: await view('Above', `${SQL} WHERE n > $min$`, [variableOf('min', 'numeric', ['0'])]),
        };
      }),
    );
  }, 120_000);
  afterAll(async () => {
    await test?.close();
    await Promise.all(databases.map((database) => database.drop()));
  });

  const ids = async (engine: Engine, viewId: string, spec: Spec): Promise<number[]> => {
    const answer = await api.execute({ ...spec, viewId });
    expect(answer.status, `${engine}: ${JSON.stringify(answer.body)}`).toBe(200);
    return (answer.body.data as Frame).rows.map((row) => Number(row[0])).sort((a, b) => a - b);
  };
  const refusal = async (engine: Engine, viewId: string, spec: Spec) => {
    const answer = await api.execute({ ...spec, viewId });
    expect(answer.status, `${engine} ${JSON.stringify(spec)}: ${JSON.stringify(answer.body)}`).toBe(400);
    return answer.body as { errCode: string; message: string; data?: unknown };
  };
  const idsOnly = { columns: [{ column: 'id' }] };
  const filtered = (filter: NonNullable<Spec['filters']>[number]): Spec => ({ ...idsOnly, filters: [filter] });

  for (const engine of ENGINES) {
    describe(engine, () => {
      it('refuses a date variable that is not a date, from the request or from its default', async () => {
        expect(await ids(engine, views[engine].dated, { ...idsOnly, params: { since: ['2024-02-01'] } })).toEqual([2, 3]);
        for (const value of ['garbage', '2024-02-30', "2024-01-01' OR '1'='1"]) {
          expect(await refusal(engine, views[engine].dated, { ...idsOnly, params: { since: [value] } })).toMatchObject({
            errCode: 'QUERY_INVALID',
            message: `The variable $since$ must be a date (YYYY-MM-DD or YYYY-MM-DD HH:mm:ss), not "${value}"`,
          });
        }
        // A default that is not a date is refused when the view is saved, before any query could use it.
        const badDefault = await api.call('POST', `/orgs/${api.orgId}/views`, {
          isFolder: false,
          parentId: null,
          type: 'SQL',
          name: `Bad default ${engine}`,
          sourceId: sources[engine],
          script: `${SQL} WHERE d >= $since$`,
          model: MODEL,
          variables: [variableOf('since', 'date', ['garbage'])],
        });
        expect(badDefault.status).toBe(400);
        expect(badDefault.body.data).toMatchObject({ 'variables.0.defaultValue.0': 'Default value must be a date (YYYY-MM-DD or YYYY-MM-DD HH:mm:ss)' });
      });

      it('refuses a numeric variable that is not a plain number', async () => {
        expect(await ids(engine, views[engine].counted, { ...idsOnly, params: { min: ['15'] } })).toEqual([2, 4]);
        for (const value of ['-1 OR 1=1', '0x10', '1e']) {
          expect(await refusal(engine, views[engine].counted, { ...idsOnly, params: { min: [value] } })).toMatchObject({
            errCode: 'QUERY_INVALID',
            message: `The variable $min$ must be a number, not "${value}"`,
          });
        }
      });

      it('refuses a numeric filter value that is not a plain number, whatever its valueType', async () => {
        expect(await ids(engine, views[engine].plain, filtered({ column: 'n', sqlOperator: 'GT', values: [{ value: '15' }] }))).toEqual([2, 4]);
        for (const value of ['-1 OR 1=1', '0x10', '12abc']) {
          for (const valueType of ['NUMERIC', 'STRING', undefined] as const) {
            const body = await refusal(engine, views[engine].plain, filtered({ column: 'n', sqlOperator: 'GT', values: [valueType ? { value, valueType } : { value }] }));
            expect(body).toMatchObject({ errCode: 'QUERY_INVALID', message: `"n" must be a number, not "${value}"` });
          }
        }
        const having: Spec = { groups: [{ column: 'name' }], aggregators: [{ column: 'id', sqlOperator: 'COUNT' }], filters: [{ column: 'id', aggOperator: 'COUNT', sqlOperator: 'GT', values: [{ value: '0x10' }] }] };
        expect(await refusal(engine, views[engine].plain, having)).toMatchObject({ message: '"COUNT(id)" must be a number, not "0x10"' });
      });

      it('refuses a date filter value that is not a real day', async () => {
        expect(await ids(engine, views[engine].plain, filtered({ column: 'd', sqlOperator: 'GTE', values: [{ value: '2024-02-01' }] }))).toEqual([2, 3]);
        for (const value of ['garbage', '2024-02-30']) {
          expect(await refusal(engine, views[engine].plain, filtered({ column: 'd', sqlOperator: 'GTE', values: [{ value }] }))).toMatchObject({
            errCode: 'QUERY_INVALID',
            message: `"d" must be a date (YYYY-MM-DD or YYYY-MM-DD HH:mm:ss), not "${value}"`,
          });
        }
      });

      it('matches a NULL in an IN / NOT_IN list as "no value"', async () => {
        const list = (sqlOperator: 'IN' | 'NOT_IN', values: (string | null)[]) =>
          ids(engine, views[engine].plain, filtered({ column: 'name', sqlOperator, values: values.map((value) => ({ value })) }));
        expect(await list('NOT_IN', ['alpha', null])).toEqual([2, 4]);
        expect(await list('IN', ['alpha', null])).toEqual([1, 3]);
        expect(await list('NOT_IN', [null])).toEqual([1, 2, 4]);
        expect(await list('IN', [null])).toEqual([3]);
        // Without a NULL in the list, NOT_IN (like NE) does not match rows without a value.
        expect(await list('NOT_IN', ['alpha'])).toEqual([2, 4]);
        expect(await list('NOT_IN', [])).toEqual([1, 2, 3, 4]);
      });

      it('refuses a date function over a text field when the view is saved, validated or queried', async () => {
        const model = { ...MODEL, computedFields: [{ name: 'name_year', type: 'numeric', expression: 'YEAR([name])' }] };
        const saved = await api.call('POST', `/orgs/${api.orgId}/views`, { isFolder: false, parentId: null, type: 'SQL', name: `Year of name ${engine}`, sourceId: sources[engine], script: SQL, model });
        expect(saved.status, JSON.stringify(saved.body)).toBe(400);
        expect(saved.body).toMatchObject({ errCode: 'EXPRESSION_INVALID', message: expect.stringContaining('YEAR needs a date here'), data: { position: 5 } });

        const validated = await api.call('POST', '/data-provider/function/validate', { sourceId: sources[engine], expression: 'YEAR([name])', fields: MODEL.columns });
        expect(validated.body).toMatchObject({ errCode: 'EXPRESSION_INVALID', data: { position: 5 } });

        expect(await refusal(engine, views[engine].plain, { ...idsOnly, functionColumns: [{ alias: 'y', snippet: 'YEAR([name])' }], columns: [{ column: 'id' }, { column: 'y' }] })).toMatchObject({
          errCode: 'EXPRESSION_INVALID',
        });
        const years = await api.execute({ viewId: views[engine].plain, columns: [{ column: 'id' }, { column: 'y' }], functionColumns: [{ alias: 'y', snippet: "YEAR(COALESCE([d], '2023-06-30'))" }], orders: [{ column: 'id' }] });
        expect((years.body.data as Frame).rows.map((row) => Number(row[1]))).toEqual([2024, 2024, 2024, 2023]);
      });
    });
  }
});
