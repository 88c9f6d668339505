// Issue 10 items 2 and 7 through the HTTP API on real databases: a view cannot write or reach the server
// (even with a superuser account), and valid SQL the grammar cannot read is decided by the database's parser.
import BetterSqlite3 from 'better-sqlite3';
import mysql from 'mysql2/promise';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupAndLogin, startTestApp, type CallResult, type TestApp } from '../../testing/testApp';
import { MARIADB, postgresAdmin, postgresWith, type FixtureDatabase } from '../query/queryFixtures';
import { queryApi, type QueryApi } from '../query/queryTestApi';

const MODEL = { columns: [{ name: 'name', type: 'string' }] };

type Frame = { rows: unknown[][] };

describe('SQL view checks on real sources', () => {
  let test: TestApp;
  let api: QueryApi;
  let warehouse: FixtureDatabase;
  let mariadbName: string;
  const sources: Record<'postgres' | 'mysql' | 'sqlite', string> = { postgres: '', mysql: '', sqlite: '' };

  const preview = (source: keyof typeof sources, script: string) => api.call('POST', '/data-provider/execute/test', { sourceId: sources[source], script, size: 10 });
  const save = (source: keyof typeof sources, script: string) =>
    api.call('POST', `/orgs/${api.orgId}/views`, { isFolder: false, parentId: null, type: 'SQL', name: `v${randomBytes(4).toString('hex')}`, sourceId: sources[source], script, model: MODEL });
  const rowsOf = (answer: CallResult): unknown[][] => {
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return (answer.body.data as Frame).rows;
  };
  /** Refused before any statement reaches the database, naming the function as written. */
  const expectForbidden = (answer: CallResult, name: string) => {
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(answer.body).toMatchObject({ errCode: 'SQL_FORBIDDEN_FUNCTION', message: expect.stringContaining(name) });
  };

  beforeAll(async () => {
    warehouse = await postgresWith("CREATE TABLE t (name text); INSERT INTO t VALUES ('alpha'), ('beta');");
    mariadbName = `redbi_views_${randomBytes(5).toString('hex')}`;
    const maria = await mysql.createConnection({ ...MARIADB, multipleStatements: true });
    await maria.query(`CREATE DATABASE \`${mariadbName}\`; CREATE TABLE \`${mariadbName}\`.t (name varchar(20)); INSERT INTO \`${mariadbName}\`.t VALUES ('alpha'), ('beta');`);
    await maria.end();

    test = await startTestApp('sqlite');
    api = await queryApi(test, await setupAndLogin(test));
    await mkdir(join(test.dataDir, 'databases'), { recursive: true });
    const file = new BetterSqlite3(join(test.dataDir, 'databases', 'views.db'));
    file.exec("CREATE TABLE t (name text); INSERT INTO t VALUES ('alpha'), ('beta');");
    file.close();

    sources.postgres = (await api.createSource('Superuser warehouse', 'postgres', warehouse.config)).id;
    sources.mysql = (await api.createSource('MariaDB', 'mysql', { host: MARIADB.host, port: MARIADB.port, database: mariadbName, user: MARIADB.user, password: '' })).id;
    sources.sqlite = (await api.createSource('SQLite', 'sqlite', { file: 'views.db' })).id;
  });
  afterAll(async () => {
    await test?.close();
    await warehouse?.drop();
    if (mariadbName) {
      const maria = await mysql.createConnection(MARIADB);
      await maria.query(`DROP DATABASE IF EXISTS \`${mariadbName}\``);
      await maria.end();
    }
  });

  describe('a view cannot write or reach the server (item 2)', () => {
    it('refuses the issue’s lo_export preview on a superuser source: no file, no large object', async () => {
      const target = `/tmp/redbi-lo-${randomBytes(6).toString('hex')}`;
      expectForbidden(await preview('postgres', `SELECT lo_export(lo_from_bytea(0, 'x'), '${target}')`), 'lo_export');
      expectForbidden(await preview('postgres', `select 1 as a, PG_CATALOG.LO_EXPORT(pg_catalog.lo_from_bytea(0, 'x'), '${target}') as b`), 'PG_CATALOG.LO_EXPORT');
      expectForbidden(await save('postgres', `SELECT lo_export(lo_from_bytea(0, 'x'), '${target}')`), 'lo_export');
      expect(existsSync(target)).toBe(false);
      expect(await postgresAdmin('SELECT count(*)::int FROM pg_largeobject_metadata', [], warehouse.name)).toEqual([[0]]);
    });

    it('refuses set_config, which would change the pooled session for later queries', async () => {
      expectForbidden(await preview('postgres', "SELECT set_config('DateStyle','German',false)"), 'set_config');
      expect(rowsOf(await preview('postgres', "SELECT to_char(date '2024-01-02', 'YYYY-MM-DD') AS d"))).toEqual([['2024-01-02']]);
    });

    it('refuses file, lock and variable access on MariaDB', async () => {
      expectForbidden(await preview('mysql', "SELECT LOAD_FILE('/etc/passwd') AS f"), 'LOAD_FILE');
      expectForbidden(await preview('mysql', "SELECT name FROM t INTO OUTFILE '/tmp/redbi-outfile'"), 'INTO OUTFILE');
      expectForbidden(await preview('mysql', "SELECT GET_LOCK('redbi', 0) AS l"), 'GET_LOCK');
      expectForbidden(await save('mysql', 'SELECT @n := 1 AS n'), '@n :=');
      expect(rowsOf(await preview('mysql', "SELECT 'LOAD_FILE(1)' AS name FROM t WHERE name = 'alpha'"))).toEqual([['LOAD_FILE(1)']]);
    });

    it('refuses extensions and file functions on SQLite', async () => {
      expectForbidden(await preview('sqlite', "SELECT load_extension('/tmp/x.so') AS e"), 'load_extension');
      expectForbidden(await save('sqlite', "SELECT writefile('/tmp/redbi-x', 'y') AS w"), 'writefile');
      expect((await preview('sqlite', "ATTACH DATABASE '/tmp/redbi-x.db' AS x")).body.errCode).toBe('SQL_NOT_A_QUERY');
    });
  });

  describe('valid SQL of the dialect is accepted: the database’s parser decides (item 7)', () => {
    it('accepts and runs PostgreSQL’s substring(x FROM 1 FOR 2), as a preview and as a saved view', async () => {
      const script = 'SELECT substring(name FROM 1 FOR 2) AS name FROM t ORDER BY 1';
      expect(rowsOf(await preview('postgres', script))).toEqual([['al'], ['be']]);
      const saved = await save('postgres', script);
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      const viewId = (saved.body.data as { id: string }).id;
      expect(rowsOf(await api.execute({ viewId, columns: [{ column: 'name' }], orders: [{ column: 'name', operator: 'ASC' }] }))).toEqual([['al'], ['be']]);
    });

    it('accepts statements only the database can read, on each source', async () => {
      // The checking grammars cannot read these; each database can.
      const readable = {
        postgres: "SELECT overlay(name placing 'A' from 1 for 1) AS name FROM t ORDER BY name FETCH FIRST 1 ROWS WITH TIES",
        mysql: "SELECT name FROM t WHERE name SOUNDS LIKE 'alpha'",
        sqlite: "SELECT name FROM t WHERE name IS NOT DISTINCT FROM 'alpha'",
      };
      for (const [source, script] of Object.entries(readable) as [keyof typeof sources, string][]) {
        expect(rowsOf(await preview(source, script)), source).toHaveLength(1);
        expect((await save(source, script)).status, source).toBe(200);
      }
    });

    it('rejects a statement neither can read with the database’s own message, at the view’s line', async () => {
      const broken = {
        postgres: /syntax error at or near "="/,
        mysql: /You have an error in your SQL syntax/,
        sqlite: /syntax error/,
      };
      for (const [source, message] of Object.entries(broken) as [keyof typeof sources, RegExp][]) {
        const script = "SELECT name\nFROM t\nWHERE name = = 'alpha'";
        for (const answer of [await save(source, script), await preview(source, script)]) {
          expect(answer.status, source).toBe(400);
          expect(answer.body, source).toMatchObject({ errCode: 'SOURCE_QUERY_FAILED', message: expect.stringMatching(message) });
        }
      }
      const postgres = await save('postgres', "SELECT name\nFROM t\nWHERE name = = 'alpha'");
      expect(postgres.body.data).toMatchObject({ line: 3 });
    });

    it('fails closed on a permission variable in SQL the grammar cannot read', async () => {
      const answer = await api.call('POST', `/orgs/${api.orgId}/views`, {
        isFolder: false,
        parentId: null,
        type: 'SQL',
        name: 'Guarded',
        sourceId: sources.postgres,
        script: "SELECT name FROM t WHERE name LIKE 'a' || '%' AND name = $owner$",
        model: MODEL,
        variables: [{ name: 'owner', type: 'permission', valueType: 'string', permission: 'editable', defaultValue: [] }],
      });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ errCode: 'SQL_PARSE_FAILED', message: expect.stringContaining('owner') });
    });
  });
});
