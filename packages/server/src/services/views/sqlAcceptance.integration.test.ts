// Issue 10 item 7 on real databases: every valid single SELECT of the source's dialect is accepted, as a
// preview and as a saved SQL view. Where the shared grammar cannot read a statement, the database's own
// parser decides (prepared without running). Tested with the 22 TPC-H queries in each engine's dialect
// (tpch/) and with the views shipped in the Sakila and Pagila dumps. Each must give the rows the
// same SQL gives when run directly on the database.
import { checkSqlView } from '@redbi/shared/query';
import type { Dialect, SourceType } from '@redbi/shared/sources';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { datasetFile, renameSakila } from '../../connectors/contractDatasets';
import { setupAndLogin, startTestApp, type TestApp } from '../../testing/testApp';
import { mariadbSakila, postgresPagila, postgresSakila, type FixtureDatabase } from '../query/queryFixtures';
import { queryApi, type QueryApi } from '../query/queryTestApi';
import { ENGINES, mariadbAnswers, postgresAnswers, tpchDatabase, type Answer, type Engine, type TpchDatabase } from './tpchDatabases';
import { TPCH_QUERIES } from './tpch';

const DIALECT: Record<Engine, Dialect> = { postgres: 'postgres', mariadb: 'mysql', duckdb: 'duckdb', sqlite: 'sqlite' };
const SOURCE_TYPE: Record<Engine, SourceType> = { postgres: 'postgres', mariadb: 'mysql', duckdb: 'duckdb', sqlite: 'sqlite' };
const queriesOf = (engine: Engine): readonly string[] => TPCH_QUERIES[DIALECT[engine] as keyof typeof TPCH_QUERIES];

/** The preview's row limit: above every result here, so whole results are compared. */
const PREVIEW_ROWS = 10_000;

type Frame = { columns: { name: string; type: string }[]; rows: unknown[][] };
type Reader = 'grammar' | 'database';

/** Who read a statement: the shared grammar, or (it could not) the database's own parser. */
const readerOf = (sql: string, dialect: Dialect): Reader => (checkSqlView(sql, dialect, []).databaseCheck ? 'database' : 'grammar');

/** A cell of either side, normalised: numbers (from numbers, bigints or numeric text) rounded to 2 decimals, timestamps ISO. */
function cell(value: unknown): unknown {
  const round = (number: number) => Math.round(number * 100) / 100 + 0;
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return round(value);
  if (typeof value === 'bigint') return round(Number(value));
  if (typeof value === 'string') {
    if (/^-?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(value)) return round(Number(value));
    return value.replace(/^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})/, '$1T$2');
  }
  return value;
}

/**
 * Rows as a sorted list of normalised rows. The preview selects from the view's SQL as a derived table,
 * whose ORDER BY the database may drop (MariaDB does): the rows are compared, not their order.
 */
const canonical = (rows: readonly unknown[][]): string[] => rows.map((row) => JSON.stringify(row.map(cell))).sort();

const fieldType = (type: string) => (type === 'number' ? 'numeric' : type === 'date' || type === 'datetime' ? 'date' : 'string');

/** `CREATE VIEW name AS <select>;` statements of a dump: each view's SELECT, by name. */
function dumpViews(schema: string): Map<string, string> {
  const views = new Map<string, string>();
  for (const [, name, body] of schema.matchAll(/^CREATE (?:DEFINER=\S+ SQL SECURITY \w+ )?VIEW (?:public\.)?(\w+)\s+AS\s+([\s\S]*?);$/gm)) views.set(name as string, (body as string).trim());
  return views;
}

/** TPC-H SF 0.01's answers to Q1 and Q6 (rounded as compared), the same on every engine. */
const KNOWN_ANSWERS: Record<number, string[]> = {
  1: [
    '["A","F",380456,532348211.65,505822441.49,526165934,25.58,35785.71,0.05,14876]',
    '["N","F",8971,12384801.37,11798257.21,12282485.06,25.78,35588.51,0.05,348]',
    '["N","O",742802,1041502841.45,989737518.63,1029418531.52,25.45,35691.13,0.05,29181]',
    '["R","F",381449,534594445.35,507996454.41,528524219.36,25.6,35874.01,0.05,14902]',
  ],
  6: ['[1193053.23]'],
};

const SAKILA_TABLES = ['actor', 'address', 'category', 'city', 'country', 'customer', 'film', 'film_actor', 'film_category', 'film_text', 'inventory', 'language', 'payment', 'rental', 'staff', 'store'];
const SAKILA_VIEWS = ['actor_info', 'customer_list', 'film_list', 'nicer_but_slower_film_list', 'sales_by_film_category', 'sales_by_store', 'staff_list'];

// Concurrent (at most vitest's maxConcurrency, 5, at once): the databases work while others wait.
describe.concurrent('valid SQL of each dialect is accepted, and answers as on the database (issue 10 item 7)', () => {
  let test: TestApp;
  let api: QueryApi;
  const tpch = {} as Record<Engine, TpchDatabase>;
  const tpchSources = {} as Record<Engine, string>;
  const sakila: { mariadb?: FixtureDatabase; postgres?: FixtureDatabase; pagila?: FixtureDatabase } = {};
  const sakilaSources = { mariadb: '', postgres: '', pagila: '' };
  /** Per engine: who read each query, and how many were accepted with the database's rows. */
  const readers = Object.fromEntries(ENGINES.map((engine) => [engine, [] as Reader[]])) as Record<Engine, Reader[]>;
  const accepted = Object.fromEntries(ENGINES.map((engine) => [engine, 0])) as Record<Engine, number>;

  /** Previews `script` on the source (200), then saves it as a SQL view (200): the preview's frame. */
  async function previewAndSave(sourceId: string, script: string, label: string): Promise<Frame> {
    const preview = await api.call('POST', '/data-provider/execute/test', { sourceId, script, size: PREVIEW_ROWS });
    expect(preview.status, `${label} preview: ${JSON.stringify(preview.body)}`).toBe(200);
    const frame = preview.body.data as Frame;
    const model = { columns: frame.columns.map((column) => ({ name: column.name, type: fieldType(column.type) })) };
    const name = `${label} ${randomBytes(3).toString('hex')}`;
    const saved = await api.call('POST', `/orgs/${api.orgId}/views`, { isFolder: false, parentId: null, type: 'SQL', name, sourceId, script, model });
    expect(saved.status, `${label} save: ${JSON.stringify(saved.body)}`).toBe(200);
    return frame;
  }

  function expectSameRows(frame: Frame, answer: Answer, label: string) {
    expect(answer.rows.length, label).toBeLessThan(PREVIEW_ROWS);
    expect(frame.columns.map((column) => column.name), label).toEqual(answer.columns);
    expect(canonical(frame.rows), label).toEqual(canonical(answer.rows));
  }

  beforeAll(async () => {
    test = await startTestApp('sqlite');
    api = await queryApi(test, await setupAndLogin(test));
    // Every database loads at once; each TPC-H load answers the 22 queries directly before RedBI opens it.
    const started = performance.now();
    const loads = await Promise.allSettled([
      ...ENGINES.map(async (engine) => void (tpch[engine] = await tpchDatabase(engine, test.dataDir, queriesOf(engine)))),
      mariadbSakila().then((database) => void (sakila.mariadb = database)),
      postgresSakila().then((database) => void (sakila.postgres = database)),
      postgresPagila().then((database) => void (sakila.pagila = database)),
    ]);
    const failed = loads.find((load): load is PromiseRejectedResult => load.status === 'rejected');
    if (failed) throw failed.reason;
    // Statistics of the loaded rows (without them MariaDB plans sales_by_store as if inventory were empty: a minute).
    await Promise.all([
      mariadbAnswers((sakila.mariadb as FixtureDatabase).name, [`ANALYZE TABLE ${SAKILA_TABLES.join(', ')}`]),
      postgresAnswers((sakila.postgres as FixtureDatabase).name, ['ANALYZE']),
      postgresAnswers((sakila.pagila as FixtureDatabase).name, ['ANALYZE']),
    ]);
    console.log(`TPC-H on four engines, Sakila on two and Pagila loaded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    for (const engine of ENGINES) tpchSources[engine] = (await api.createSource(`TPC-H ${engine}`, SOURCE_TYPE[engine], tpch[engine].config)).id;
    sakilaSources.mariadb = (await api.createSource('Sakila MariaDB', 'mysql', (sakila.mariadb as FixtureDatabase).config)).id;
    sakilaSources.postgres = (await api.createSource('Sakila PostgreSQL', 'postgres', (sakila.postgres as FixtureDatabase).config)).id;
    sakilaSources.pagila = (await api.createSource('Pagila', 'postgres', (sakila.pagila as FixtureDatabase).config)).id;
  }, 120_000);

  afterAll(async () => {
    await test?.close();
    await Promise.all([...Object.values(tpch), ...Object.values(sakila)].map((database) => database?.drop()));
    for (const engine of ENGINES) {
      const database = readers[engine].flatMap((reader, index) => (reader === 'database' ? [`Q${index + 1}`] : []));
      console.log(
        `TPC-H on ${engine} (${DIALECT[engine]}): ${readers[engine].length - database.length} of 22 read by the shared grammar, ` +
          `${database.length} decided by the database${database.length ? ` (${database.join(', ')})` : ''}; ${accepted[engine]} of 22 accepted with the database's rows`,
      );
    }
  });

  describe.each(ENGINES)('the 22 TPC-H queries on %s', (engine) => {
    it.each(queriesOf(engine).map((sql, index) => ({ sql, q: index + 1 })))('Q$q', async ({ sql, q }) => {
      readers[engine][q - 1] = readerOf(sql, DIALECT[engine]);
      const frame = await previewAndSave(tpchSources[engine], sql, `TPC-H Q${q} (${engine})`);
      expectSameRows(frame, tpch[engine].answers[q - 1] as Answer, `Q${q} on ${engine}`);
      if (KNOWN_ANSWERS[q]) expect(canonical(frame.rows), `Q${q} on ${engine}: TPC-H SF 0.01's answer`).toEqual(KNOWN_ANSWERS[q]);
      accepted[engine] += 1;
    }, 30_000);
  });

  describe('the views shipped with Sakila and Pagila', () => {
    const cases = [
      ...SAKILA_VIEWS.map((view) => ({ dataset: 'mariadb' as const, view })),
      ...SAKILA_VIEWS.map((view) => ({ dataset: 'postgres' as const, view })),
      ...SAKILA_VIEWS.map((view) => ({ dataset: 'pagila' as const, view })),
    ];
    const schemas = {
      mariadb: () => readFileSync(datasetFile('sakila', 'mysql', 'sakila-mv-schema.sql'), 'utf8'),
      postgres: () => readFileSync(datasetFile('sakila', 'postgres', 'postgres-sakila-schema.sql'), 'utf8'),
      pagila: () => readFileSync(datasetFile('pagila', 'pagila-schema.sql'), 'utf8'),
    };
    const label = { mariadb: 'Sakila (MySQL dump) on MariaDB', postgres: 'Sakila (PostgreSQL port) on PostgreSQL', pagila: 'Pagila on PostgreSQL' };
    const views: Partial<Record<keyof typeof schemas, Map<string, string>>> = {};
    const viewReaders: Record<string, Reader[]> = { mariadb: [], postgres: [], pagila: [] };
    const viewsAccepted: Record<string, number> = { mariadb: 0, postgres: 0, pagila: 0 };

    afterAll(() => {
      for (const dataset of Object.keys(label) as (keyof typeof label)[]) {
        const database = SAKILA_VIEWS.filter((_view, index) => viewReaders[dataset]?.[index] === 'database');
        console.log(
          `${label[dataset]}: ${SAKILA_VIEWS.length - database.length} of ${SAKILA_VIEWS.length} views read by the shared grammar, ` +
            `${database.length} decided by the database${database.length ? ` (${database.join(', ')})` : ''}; ${viewsAccepted[dataset]} of ${SAKILA_VIEWS.length} accepted with the view's rows`,
        );
      }
    });

    it.each(cases)('$dataset: $view', async ({ dataset, view }) => {
      const database = sakila[dataset] as FixtureDatabase;
      // The MySQL dump names database `sakila` in actor_info: the fixture's database is named instead.
      views[dataset] ??= dumpViews(dataset === 'mariadb' ? renameSakila(schemas.mariadb(), database.name) : schemas[dataset]());
      const sql = views[dataset].get(view);
      expect(sql, `${view} in the ${dataset} dump`).toBeDefined();
      const script = sql as string;
      const dialect: Dialect = dataset === 'mariadb' ? 'mysql' : 'postgres';
      (viewReaders[dataset] as Reader[])[SAKILA_VIEWS.indexOf(view)] = readerOf(script, dialect);
      const own = [`SELECT * FROM ${view}`];
      const [frame, [answer]] = await Promise.all([
        previewAndSave(sakilaSources[dataset], script, `${dataset} ${view}`),
        dataset === 'mariadb' ? mariadbAnswers(database.name, own) : postgresAnswers(database.name, own),
      ]);
      expect(frame.rows.length, view).toBeGreaterThan(0);
      expectSameRows(frame, answer as Answer, `${dataset} ${view}`);
      viewsAccepted[dataset] = (viewsAccepted[dataset] ?? 0) + 1;
    }, 45_000);
  });
});
