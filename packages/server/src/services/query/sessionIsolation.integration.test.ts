import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupAndLogin, startTestApp, type TestApp } from '../../testing/testApp';
import { ENGINES, engineItems, SOURCE_TYPE, type Engine } from './engineDatabases';
import type { FixtureDatabase } from './queryFixtures';
import { queryApi, type QueryApi } from './queryTestApi';

type Frame = { columns: { name: string }[]; rows: unknown[][] };

/**
 * Per engine: previews that would change the session (or the server) if they ran, and a probe whose answer
 * shows the session as a fresh connection has it. The attempt may be refused (400) or run (200): either way
 * the next query on the same pooled connection must not see it.
 */
const cases: Record<Engine, { attempts: string[]; probe: string; fresh: unknown[] }> = {
  postgres: {
    attempts: [
      "SELECT set_config('DateStyle', 'German', false)",
      "SELECT pg_catalog.set_config('search_path', 'pg_catalog', false)",
      'SELECT "set_config"(\'TimeZone\', \'Asia/Tokyo\', false)',
      'SELECT pg_advisory_lock(42)',
      'SELECT pg_try_advisory_lock(43)',
      "SELECT nextval('items_seq')",
    ],
    probe:
      "SELECT CAST(DATE '2024-01-31' AS text) AS d, current_setting('search_path') AS path, current_setting('TimeZone') AS zone, " +
      "(SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND pid = pg_backend_pid()) AS locks",
    // The server's own zone (UTC or Etc/UTC as configured).
    fresh: ['2024-01-31', '"$user", public', expect.stringMatching(/UTC$/), 0],
  },
  mariadb: {
    attempts: ['SELECT @x := 5', "SELECT GET_LOCK('redbi_lock', 0)", 'SELECT 1 INTO @y', 'SELECT (@z := 7) AS z FROM items LIMIT 1', 'SET @w = 1'],
    probe: "SELECT @x AS x, @y AS y, @z AS z, @w AS w, IS_USED_LOCK('redbi_lock') AS locked",
    fresh: [null, null, null, null, null],
  },
  sqlite: {
    attempts: ['PRAGMA query_only = 0', "SELECT load_extension('/tmp/nothing')", "ATTACH DATABASE ':memory:' AS other", 'CREATE TEMP TABLE t AS SELECT 1'],
    probe: "SELECT (SELECT count(*) FROM sqlite_temp_master) AS temps, (SELECT count(*) FROM pragma_database_list WHERE name = 'other') AS attached",
    fresh: [0, 0],
  },
  duckdb: {
    attempts: ["SET search_path = 'information_schema'", 'SET enable_external_access = true', "SELECT * FROM read_csv('/etc/hostname')", 'CREATE TEMP TABLE t AS SELECT 1'],
    probe:
      "SELECT current_setting('enable_external_access') AS external, current_setting('search_path') AS path, " +
      "(SELECT count(*) FROM duckdb_tables() WHERE temporary) AS temps",
    fresh: [false, '', 0],
  },
};

describe('a query leaves its pooled connection as it found it (pool of one connection)', () => {
  let test: TestApp;
  let api: QueryApi;
  const databases: FixtureDatabase[] = [];
  const sources = {} as Record<Engine, string>;

  beforeAll(async () => {
    test = await startTestApp('sqlite');
    api = await queryApi(test, await setupAndLogin(test));
    await Promise.all(
      ENGINES.map(async (engine) => {
        const database = await engineItems(engine, test.dataDir, [[1, 'one', 1]], 1);
        databases.push(database);
        sources[engine] = (await api.createSource(`Items ${engine}`, SOURCE_TYPE[engine], database.config)).id;
      }),
    );
  }, 120_000);
  afterAll(async () => {
    await test?.close();
    await Promise.all(databases.map((database) => database.drop()));
  });

  const preview = (engine: Engine, script: string) => api.call('POST', '/data-provider/execute/test', { sourceId: sources[engine], script });

  for (const engine of ENGINES) {
    it(`on ${engine}, a session change in one preview never reaches the next query`, async () => {
      const { attempts, probe, fresh } = cases[engine];
      const before = await preview(engine, probe);
      expect(before.status, JSON.stringify(before.body)).toBe(200);
      expect((before.body.data as Frame).rows).toEqual([fresh]);
      for (const attempt of attempts) {
        const answer = await preview(engine, attempt);
        expect([200, 400], `${attempt}: ${JSON.stringify(answer.body)}`).toContain(answer.status);
        const after = await preview(engine, probe);
        expect(after.status, JSON.stringify(after.body)).toBe(200);
        expect((after.body.data as Frame).rows, `after ${attempt}`).toEqual([fresh]);
      }
    });
  }
});
