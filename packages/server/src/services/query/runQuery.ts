import type { ConcurrencyMode } from '@redbi/shared/domain';
import type { CompiledQuery, DataframeColumn } from '@redbi/shared/query';
import type { Dialect } from '@redbi/shared/sources';
import type { Connection } from '../../connectors/connector';
import { queryKey } from './cacheKey';
import { executeStatement } from './executeStatement';
import type { InFlightQueries } from './inFlightQueries';
import { runOncePerCluster } from './peerQueries';
import type { CachedResult, ResultCache } from './resultCache';

export interface QueryRun {
  /** The source as its settings are now (`id@updated_at`): an edited source does not answer from before. */
  sourceKey: string;
  dialect: Dialect;
  connection: Connection;
  compiled: CompiledQuery;
  page: { pageNo: number; pageSize: number; countTotal: boolean };
  /** The view's settings: keep the answer for `cacheExpires` seconds when `cache` is on. */
  cache: { enabled: boolean; expiresSec: number };
  concurrency: ConcurrencyMode;
  /** The HTTP client went away; as a function, asked only when the query runs (not for an answer from the cache). */
  signal?: AbortSignal | (() => AbortSignal) | undefined;
  /** The run's key when the caller has it already: queryKey() of these same fields (sourceKey, compiled, page). */
  key?: string;
}

export interface RunnerParts {
  cache: ResultCache;
  inFlight: InFlightQueries;
}

async function execute(run: QueryRun, signal: AbortSignal): Promise<CachedResult> {
  const { connection, compiled, dialect } = run;
  const [main, count] = await Promise.all([
    executeStatement(connection, compiled, { dialect, signal, maxRows: run.page.pageSize }),
    compiled.count ? executeStatement(connection, compiled.count, { dialect, signal, maxRows: 1 }) : undefined,
  ]);
  const columns: DataframeColumn[] = main.columns.map(({ name, type }) => ({ name, type }));
  return { columns, rows: main.rows, ...(count ? { total: Number(count.rows[0]?.[0] ?? 0) } : {}) };
}

/** The key of a run in the result cache and among the queries in flight. */
export const keyOf = (run: Pick<QueryRun, 'sourceKey' | 'compiled' | 'page'>): string =>
  queryKey({ source: run.sourceKey, sql: run.compiled.sql, params: run.compiled.params, count: run.compiled.count, page: run.page });

/**
 * The runner's second half (ARCHITECTURE §4.6): cache lookup → coalesce identical queries in flight →
 * execute (the page and its count) → cache store. A failure is shared by the callers waiting for it and
 * never cached.
 */
export async function runQuery(parts: RunnerParts, run: QueryRun): Promise<{ result: CachedResult; cached: boolean }> {
  const key = run.key ?? keyOf(run);
  if (run.cache.enabled) {
    const hit = await parts.cache.get(key);
    if (hit) return { result: hit, cached: true };
  }
  const signal = typeof run.signal === 'function' ? run.signal() : run.signal;
  const result = await parts.inFlight.run(key, run.concurrency, signal, async (signal) => {
    // A cached view's query runs once across the nodes sharing the cache (peerQueries.ts).
    if (run.cache.enabled) return runOncePerCluster(parts.cache, key, { expiresSec: run.cache.expiresSec, concurrency: run.concurrency, signal }, () => execute(run, signal));
    return execute(run, signal);
  });
  return { result, cached: false };
}
