import type { DuckDBConnection, DuckDBInstance, DuckDBResult, DuckDBValue } from '@duckdb/node-api';
import { type RowStream, type StreamOptions } from '../connector';
import { guardQuery, QueryStopped } from '../guardQuery';
import { rowStream } from '../rowStream';
import { classifyDuckdbError } from './duckdbErrors';
import { duckdbColumnOf, duckdbValueReader } from './duckdbTypes';

/** What a streaming read needs of its DuckdbConnection: the database opened read-only, and its bookkeeping. */
export interface DuckdbStreamDeps {
  closing: AbortSignal;
  statementTimeoutMs: number;
  open(): Promise<DuckDBInstance>;
  /** Counts the read among the statements in flight until it has ended (close() waits for them). */
  track(lifetime: Promise<unknown>): void;
}

/**
 * A statement's rows as DuckDB produces them, chunk by chunk (2,048 rows): a streaming result on a connection
 * of its own (what the statement sets for its session ends with it), of the database opened read-only. A chunk
 * is computed only when asked for, so a read stopped early never produces the rest. The timeout bounds each
 * chunk; a cancel interrupts the connection.
 */
export async function streamDuckdb(deps: DuckdbStreamDeps, sql: string, params: readonly unknown[], options: StreamOptions = {}): Promise<RowStream> {
  const timeoutMs = options.timeoutMs ?? deps.statementTimeoutMs;
  let connection: DuckDBConnection | undefined;
  let stopped = false;
  let lifetimeEnds: () => void = () => undefined;
  deps.track(new Promise<void>((resolve) => (lifetimeEnds = resolve)));

  const step = <T>(work: () => Promise<T>, extra?: AbortSignal): Promise<T> =>
    guardQuery(
      async () => {
        if (stopped) throw new QueryStopped();
        return work();
      },
      {
        signals: [options.signal, deps.closing, extra],
        timeoutMs,
        classify: classifyDuckdbError,
        cancel: () => {
          stopped = true;
          connection?.interrupt();
        },
      },
    );

  const end = async (): Promise<void> => {
    const opened = connection;
    connection = undefined;
    try {
      opened?.closeSync();
    } finally {
      lifetimeEnds();
    }
  };

  let result: DuckDBResult;
  try {
    result = await step(async () => {
      const opened = await (await deps.open()).connect();
      connection = opened;
      if (stopped) throw new QueryStopped();
      return opened.stream(sql, params.length > 0 ? (params as DuckDBValue[]) : undefined);
    });
  } catch (error) {
    await end();
    throw error;
  }

  const types = result.columnTypes();
  const columns = result.columnNames().map((name, index) => duckdbColumnOf(name, types[index] as (typeof types)[number]));
  const readers = types.map(duckdbValueReader);
  let done = false;
  return rowStream(
    columns,
    {
      async next(stop) {
        if (done) return undefined;
        const chunk = await step(() => result.fetchChunk(), stop);
        if (!chunk || chunk.rowCount === 0) {
          done = true;
          return undefined;
        }
        return chunk.getRows().map((row) => row.map((value, index) => (value === null ? null : (readers[index] as (v: DuckDBValue) => unknown)(value))));
      },
      finish: () => end(),
    },
    [options.signal, deps.closing],
  );
}
