import type { ClickHouseSettings, ResultSet } from '@clickhouse/client';
import { randomUUID } from 'node:crypto';
import { DEFAULT_STREAM_BATCH, type RowStream, type StreamOptions } from '../connector';
import { guardQuery } from '../guardQuery';
import { rowStream } from '../rowStream';
import { classifyClickhouseError } from './clickhouseErrors';
import { clickhouseParams, rowValues, type ResponseRow, type StatementLimits } from './clickhouseStatement';
import { clickhouseColumnOf, clickhouseValueReader } from './clickhouseTypes';

/** What a streaming read needs of its ClickhouseConnection. */
export interface ClickhouseStreamDeps {
  closing: AbortSignal;
  statementTimeoutMs: number;
  settingsFor(limits: StatementLimits): Promise<ClickHouseSettings>;
  query(query: { query: string; query_params: Record<string, unknown>; query_id: string; clickhouse_settings: ClickHouseSettings; abort_signal: AbortSignal }): Promise<ResultSet<'JSONCompactEachRowWithNamesAndTypes'>>;
  /** KILL QUERY by id, then the request dropped. */
  stop(queryId: string, request: AbortController): Promise<void>;
  /** Counts the read among the statements in flight until it has ended (close() waits for them). */
  track(lifetime: Promise<unknown>): void;
}

/**
 * A statement's rows as the server streams them, batch by batch: the response is read (and so the server
 * producing it, by TCP backpressure) only as fast as the reader asks. The server's max_execution_time would
 * run over the whole read, the reader's time included, so it is lifted for this statement (max_execution_time
 * = 0) and the timeout bounds each wait for a batch instead: past it the statement is killed (KILL QUERY) and
 * its request dropped; so is a read stopped early.
 */
export async function streamClickhouse(deps: ClickhouseStreamDeps, sql: string, params: readonly unknown[], options: StreamOptions = {}): Promise<RowStream> {
  const timeoutMs = options.timeoutMs ?? deps.statementTimeoutMs;
  const batchSize = Math.max(1, Math.floor(options.batchSize ?? DEFAULT_STREAM_BATCH));
  const queryId = randomUUID();
  const request = new AbortController();
  let iterator: AsyncIterator<ResponseRow[]> | undefined;
  let header: unknown[] | undefined;
  let types: unknown[] | undefined;
  const buffer: unknown[][] = [];
  let ended = false;

  let lifetimeEnds: () => void = () => undefined;
  deps.track(new Promise<void>((resolve) => (lifetimeEnds = resolve)));

  const step = <T>(work: () => Promise<T>, extra?: AbortSignal): Promise<T> =>
    guardQuery(work, {
      signals: [options.signal, deps.closing, extra],
      timeoutMs,
      classify: classifyClickhouseError,
      cancel: () => deps.stop(queryId, request),
    });

  /** Reads one chunk of the response into the buffer. */
  const pull = async (): Promise<void> => {
    const next = await (iterator as AsyncIterator<ResponseRow[]>).next();
    if (next.done) {
      ended = true;
      return;
    }
    for (const row of next.value) {
      const values = rowValues(row);
      if (!header) header = values;
      else if (!types) types = values;
      else buffer.push(values);
    }
  };

  let finished: Promise<void> | undefined;
  const end = (complete: boolean): Promise<void> => {
    finished ??= (async () => {
      try {
        if (!complete && !ended) await deps.stop(queryId, request).catch(() => undefined);
        request.abort();
        await iterator?.return?.().catch(() => undefined);
      } finally {
        lifetimeEnds();
      }
    })();
    return finished;
  };

  try {
    await step(async () => {
      const settings = await deps.settingsFor({ timeoutMs, stream: true });
      const result = await deps.query({ query: sql, query_params: clickhouseParams(params), query_id: queryId, clickhouse_settings: settings, abort_signal: request.signal });
      iterator = (result.stream() as unknown as AsyncIterable<ResponseRow[]>)[Symbol.asyncIterator]();
      while (!types && !ended) await pull();
    });
  } catch (error) {
    await end(false);
    throw error;
  }

  const columns = (header ?? []).map((name, index) => clickhouseColumnOf(String(name), String(types?.[index] ?? 'String')));
  const readers = columns.map(clickhouseValueReader);
  const normalised = (rows: unknown[][]) => rows.map((row) => row.map((value, index) => (value === null ? null : (readers[index] as (v: unknown) => unknown)(value))));

  return rowStream(
    columns,
    {
      async next(stop) {
        await step(async () => {
          while (buffer.length < batchSize && !ended) await pull();
        }, stop);
        if (buffer.length === 0) return undefined;
        return normalised(buffer.splice(0, batchSize));
      },
      finish: (complete) => end(complete),
    },
    [options.signal, deps.closing],
  );
}
