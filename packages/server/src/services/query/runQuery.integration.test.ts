import { DuckDBInstance } from '@duckdb/node-api';
import type { AppError } from '@redbi/shared/errors';
import type { CompiledQuery } from '@redbi/shared/query';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { connectors } from '../../connectors';
import type { Connection } from '../../connectors/connector';
import { countingConnection, StatementLog } from './countingConnection';
import { InFlightQueries } from './inFlightQueries';
import { createMemoryResultCache } from './memoryResultCache';
import { runQuery, type QueryRun, type RunnerParts } from './runQuery';

/** A DuckDB file with a small table, opened by the real connector (read-only). */
async function salesDatabase(dir: string): Promise<string> {
  const file = join(dir, 'sales.duckdb');
  const instance = await DuckDBInstance.create(file);
  const connection = await instance.connect();
  await connection.run("CREATE TABLE sales AS SELECT i AS id, CASE WHEN i % 2 = 0 THEN 'north' ELSE 'south' END AS region, i * 1.5 AS amount FROM range(1, 101) t(i)");
  connection.closeSync();
  instance.closeSync();
  return file;
}

const byRegion: CompiledQuery = {
  sql: 'SELECT "region", SUM("amount") AS "total" FROM (SELECT * FROM sales WHERE id <= $1) "V" GROUP BY 1 ORDER BY 1 LIMIT 10 OFFSET 0',
  params: [10],
  count: { sql: 'SELECT COUNT(*) FROM (SELECT "region" FROM (SELECT * FROM sales WHERE id <= $1) "V" GROUP BY 1) "C"', params: [10] },
};

describe('runQuery over a real DuckDB connection', () => {
  let dir: string;
  let real: Connection;
  let log: StatementLog;
  let connection: Connection;
  let parts: RunnerParts;
  // lru-cache reads a start time of 0 as "no TTL": the test clock starts later.
  let clock = 1_000_000;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'redbi-run-query-'));
    real = connectors.duckdb.connect({ file: await salesDatabase(dir), statementTimeoutSec: 30 });
  });
  afterAll(async () => {
    await real?.close();
    await rm(dir, { recursive: true, force: true });
  });
  beforeEach(() => {
    log = new StatementLog();
    connection = countingConnection(real, log);
    clock = 1_000_000;
    parts = { cache: createMemoryResultCache({ maxBytes: 1 << 20, now: () => clock }), inFlight: new InFlightQueries() };
  });

  const run = (changes: Partial<QueryRun> = {}): QueryRun => ({
    sourceKey: 'sales@2024-01-01T00:00:00.000Z',
    dialect: 'duckdb',
    connection,
    compiled: byRegion,
    page: { pageNo: 1, pageSize: 10, countTotal: true },
    cache: { enabled: false, expiresSec: 60 },
    concurrency: 'dirtyread',
    ...changes,
  });

  const expected = {
    columns: [
      { name: 'region', type: 'string' },
      { name: 'total', type: 'number' },
    ],
    rows: [
      ['north', 45],
      ['south', 37.5],
    ],
    total: 2,
  };

  it('runs the page and its count read-only, with at most pageSize rows', async () => {
    const { result, cached } = await runQuery(parts, run());
    expect({ result, cached }).toEqual({ result: expected, cached: false });
    expect(log.statements.map(({ options }) => ({ readOnly: options.readOnly }))).toEqual([{ readOnly: true }, { readOnly: true }]);
    expect(log.statements[0]?.options.maxRows).toBe(10);
  });

  it('dirtyread: two identical queries in flight share one execution', async () => {
    log.hold();
    const first = runQuery(parts, run({ compiled: { sql: byRegion.sql, params: byRegion.params } }));
    await log.started(1);
    const second = runQuery(parts, run({ compiled: { sql: byRegion.sql, params: byRegion.params } }));
    expect(parts.inFlight.size).toBe(1);
    log.release();
    const [a, b] = await Promise.all([first, second]);
    expect(log.statements).toHaveLength(1);
    expect(a.result).toEqual({ columns: expected.columns, rows: expected.rows });
    expect(b.result).toBe(a.result);
    expect(parts.inFlight.size).toBe(0);
  });

  it('does not coalesce different queries', async () => {
    await Promise.all([runQuery(parts, run()), runQuery(parts, run({ compiled: { ...byRegion, params: [20], count: undefined } }))]);
    expect(log.statements).toHaveLength(3);
  });

  it('fastfailover: a duplicate in flight fails at once with QUERY_IN_FLIGHT, the first one completes', async () => {
    log.hold();
    const first = runQuery(parts, run({ concurrency: 'fastfailover' }));
    await log.started(1);
    const duplicate = await runQuery(parts, run({ concurrency: 'fastfailover' })).catch((error: AppError) => error);
    expect((duplicate as AppError).code).toBe('QUERY_IN_FLIGHT');
    log.release();
    expect((await first).result).toEqual(expected);
    // Once it finished, the same query runs again.
    expect((await runQuery(parts, run({ concurrency: 'fastfailover' }))).cached).toBe(false);
  });

  it('shares a failure with every caller waiting for it, and never caches it', async () => {
    const failing = run({ compiled: { sql: 'SELECT * FROM (SELECT * FROM no_such_table) "V"', params: [] }, cache: { enabled: true, expiresSec: 60 } });
    log.hold();
    const first = runQuery(parts, failing).catch((error: AppError) => error);
    await log.started(1);
    const second = runQuery(parts, failing).catch((error: AppError) => error);
    log.release();
    const [a, b] = (await Promise.all([first, second])) as AppError[];
    expect(a).toBe(b);
    expect({ code: a?.code, reason: a?.params.reason }).toMatchObject({ code: 'SOURCE_QUERY_FAILED', reason: expect.stringMatching(/no_such_table/) });
    expect(log.statements).toHaveLength(1);
    await runQuery(parts, failing).catch(() => undefined);
    expect(log.statements).toHaveLength(2);
  });

  it('answers from the cache until the expiry, then runs again', async () => {
    const cachedRun = run({ cache: { enabled: true, expiresSec: 30 } });
    expect((await runQuery(parts, cachedRun)).cached).toBe(false);
    const hit = await runQuery(parts, cachedRun);
    expect(hit).toEqual({ result: expected, cached: true });
    expect(log.statements).toHaveLength(2);
    clock += 30_001;
    expect((await runQuery(parts, cachedRun)).cached).toBe(false);
    expect(log.statements).toHaveLength(4);
    // A view without the cache never reads or fills it.
    await runQuery(parts, run());
    expect(log.statements).toHaveLength(6);
  });

  it('cancels the shared execution only when every caller has gone away', async () => {
    const slow: CompiledQuery = { sql: 'SELECT count(*) FROM range(1000000000000)', params: [] };
    const one = new AbortController();
    const two = new AbortController();
    const first = runQuery(parts, run({ compiled: slow, signal: one.signal })).catch((error: AppError) => error);
    await log.started(1);
    const second = runQuery(parts, run({ compiled: slow, signal: two.signal })).catch((error: AppError) => error);
    one.abort();
    // Still running for the second caller.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(parts.inFlight.size).toBe(1);
    two.abort();
    const [a, b] = (await Promise.all([first, second])) as AppError[];
    expect(a?.code).toBe('SOURCE_QUERY_FAILED');
    expect(b).toBe(a);
    expect(log.statements).toHaveLength(1);
  });
});
