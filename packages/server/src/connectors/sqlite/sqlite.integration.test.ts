import BetterSqlite3 from 'better-sqlite3';
import { execFile } from 'node:child_process';
import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConnectorError } from '../connector';
import { connectorContract, type ContractFixture } from '../connectorContract';
import { datasetFile, probeColumns } from '../contractDatasets';
import { connectors } from '../index';

/** Loads a SQL script with the sqlite3 shell, or with better-sqlite3 where the shell is not installed. */
async function loadScript(file: string, script: string): Promise<void> {
  const loadedByShell = await new Promise<boolean>((resolve) => {
    const child = execFile('sqlite3', ['-bail', file], (error) => resolve(!error));
    child.on('error', () => resolve(false));
    void readFile(script).then((sql) => child.stdin?.end(sql));
  });
  if (loadedByShell) return;
  const db = new BetterSqlite3(file);
  try {
    db.exec(await readFile(script, 'utf8'));
  } finally {
    db.close();
  }
}

/** A temporary copy of Chinook, with a table of declared types and a view. */
async function setup(): Promise<ContractFixture> {
  const script = datasetFile('chinook', 'Chinook_Sqlite.sql');
  const dir = await mkdtemp(join(tmpdir(), 'redbi-sqlite-contract-'));
  const cleanup = () => rm(dir, { recursive: true, force: true });
  try {
    const file = join(dir, 'chinook.sqlite');
    await loadScript(file, script);
    const db = new BetterSqlite3(file);
    db.exec(`
      CREATE TABLE type_probe (i INTEGER, big BIGINT, num NUMERIC(6,2), txt TEXT, dt DATE, ts DATETIME, flag BOOLEAN, nul INTEGER);
      INSERT INTO type_probe VALUES (1, 9007199254740991, 12.34, 'héllo', '2024-02-29', '2024-02-29 13:45:06.789', 1, NULL);
      CREATE VIEW TrackList AS SELECT TrackId, Name, UnitPrice FROM Track;`);
    db.close();
    return { config: { file, statementTimeoutSec: 30 }, cleanup };
  } catch (error) {
    await cleanup();
    throw error;
  }
}

connectorContract({
  type: 'sqlite',
  setup,
  serverVersion: /^SQLite 3\.\d+/,
  tables: [
    { schema: 'main', table: 'Track', kind: 'table', columns: { TrackId: 'number', Name: 'string', Milliseconds: 'number', UnitPrice: 'number' } },
    { schema: 'main', table: 'Invoice', kind: 'table', columns: { InvoiceId: 'number', InvoiceDate: 'datetime', Total: 'number' } },
    { schema: 'main', table: 'TrackList', kind: 'view', columns: { TrackId: 'number', Name: 'string' } },
  ],
  parameterised: {
    sql: 'SELECT Name, UnitPrice, Milliseconds FROM Track WHERE UnitPrice > ? AND Name LIKE ? ORDER BY TrackId',
    params: [1, 'The M%'],
    rows: [
      ['The Moth', 1.99, 2631327],
      ['The Man from Tallahassee', 1.99, 2637637],
      ['The Man Behind the Curtain', 1.99, 2615990],
      ['The Merger', 1.99, 1801926],
      ['The Magnificent Warriors', 1.99, 2924716],
      ['The Man With Nine Lives', 1.99, 2956998],
    ],
  },
  listing: { sql: 'SELECT TrackId, Name FROM Track ORDER BY TrackId', count: 3503 },
  types: {
    sql: 'SELECT *, 1 + 1 AS expr FROM type_probe',
    columns: [
      ...probeColumns('i', 'big', 'num', 'txt', 'dt', 'ts', 'flag', 'nul'),
      { name: 'expr', type: 'number', value: 2 },
    ],
  },
  // Rows now and then, so that ending the worker takes effect between two of them.
  slowSql: 'WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 10000000000) SELECT x FROM c WHERE x % 100000 = 0',
  stopMessages: { timeout: /Query timed out after 200 ms/, canceled: /Query canceled/ },
  failures: [
    { name: 'a column that does not exist', kind: 'notFound', sql: 'SELECT no_such_column FROM Track', message: /no such column: no_such_column/ },
    { name: 'an incomplete statement', kind: 'syntax', sql: 'SELECT Name FROM Track WHERE', message: /incomplete input/ },
    { name: 'a statement that writes', kind: 'permission', sql: 'CREATE TABLE x (a)', message: /read-only/ },
    { name: 'an ATTACH', kind: 'permission', sql: "ATTACH DATABASE '/tmp/redbi-attach.sqlite' AS other", message: /read-only/ },
    { name: 'a VACUUM INTO', kind: 'permission', sql: "VACUUM INTO '/tmp/redbi-copy.sqlite'", message: /read-only/ },
    { name: 'switching query_only off', kind: 'permission', sql: 'PRAGMA query_only = OFF', message: /read-only/ },
    { name: 'a write that returns rows', kind: 'permission', sql: "INSERT INTO Genre (GenreId, Name) VALUES (999, 'x') RETURNING GenreId", message: /readonly/ },
    { name: 'a missing file', kind: 'notFound', config: (config) => ({ ...config, file: `${String(config.file)}.missing` }), message: /unable to open database file/ },
  ],
  privileges: { fixture: [] },
  refusedByParser: { sql: 'SELECT name FROM no_such_table GROUP BY', message: /incomplete input|syntax error/ },
  sakila: false,
  readOnly: {
    writes: ['DELETE FROM Track', "UPDATE Track SET Name = 'x'", 'CREATE TABLE redbi_written (a INTEGER)', 'DROP TABLE Genre', "ATTACH DATABASE ':memory:' AS other"],
    unchanged: "SELECT (SELECT count(*) FROM Track), (SELECT count(*) FROM Track WHERE Name = 'x'), (SELECT count(*) FROM Genre), (SELECT count(*) FROM sqlite_schema WHERE name = 'redbi_written')",
  },
});

describe('sqlite off the event loop', () => {
  it('times out a statement busy inside SQLite at once, while the event loop keeps running', async () => {
    const fixture = await setup();
    const connection = connectors.sqlite.connect(fixture.config);
    try {
      let ticks = 0;
      const ticker = setInterval(() => (ticks += 1), 10);
      const started = performance.now();
      // One row at the end: SQLite does not return to JavaScript until it is done (about a second here).
      const busy = 'WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 10000000) SELECT count(*) FROM c';
      const error = await connection.execute(busy, [], { timeoutMs: 200 }).catch((caught: unknown) => caught);
      clearInterval(ticker);
      expect(error).toBeInstanceOf(ConnectorError);
      expect((error as ConnectorError).kind).toBe('timeout');
      expect(performance.now() - started).toBeLessThan(1_000);
      expect(ticks).toBeGreaterThan(5);
      expect((await connection.execute('SELECT count(*) FROM Track', [])).rows).toEqual([[3503]]);
    } finally {
      await connection.close();
      await fixture.cleanup();
    }
  });
});
