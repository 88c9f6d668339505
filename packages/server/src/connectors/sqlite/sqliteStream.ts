import { DEFAULT_STREAM_BATCH, type QueryColumn, type RowStream, type StreamOptions } from '../connector';
import { guardQuery, QueryStopped } from '../guardQuery';
import { toNumber, toText } from '../normalizeValues';
import { rowStream } from '../rowStream';
import { classifySqliteError } from './sqliteErrors';
import { sqliteBindable, sqliteColumnsOf, sqliteRows } from './sqliteTypes';
import type { SqliteWorker } from './sqliteWorkerClient';

/** What a streaming read needs of its SqliteConnection: a worker of its pool, and giving it back. */
export interface SqliteStreamDeps {
  closing: AbortSignal;
  statementTimeoutMs: number;
  acquire(): Promise<SqliteWorker>;
  release(worker: SqliteWorker): void;
}

/**
 * An expression column without a value in the first batch has no type yet (execute types it by its first
 * value that is not NULL): its later values are read by their own storage class, as execute would read them.
 */
const untypedValue = (value: unknown): unknown => (typeof value === 'number' || typeof value === 'bigint' ? toNumber(value) : toText(value));

function normaliser(columns: QueryColumn[]): (rows: unknown[][]) => unknown[][] {
  const untyped = columns.map((column) => column.dbType === 'NULL');
  if (!untyped.includes(true)) return (rows) => sqliteRows(columns, rows);
  return (rows) => {
    const typed = sqliteRows(columns, rows);
    return typed.map((row, at) => row.map((value, index) => (untyped[index] && value !== null ? untypedValue((rows[at] as unknown[])[index]) : value)));
  };
}

/**
 * A statement's rows from a worker of the pool, batch by batch: the worker steps through the statement
 * (read-only file, only statements that return rows) one batch per request, so the rows never gather in
 * memory. The worker stays the read's until it ends; a timeout or a cancel ends the worker, as for execute.
 * Columns without a declared type take the storage class of their first value in the first batch.
 */
export async function streamSqlite(deps: SqliteStreamDeps, sql: string, params: readonly unknown[], options: StreamOptions = {}): Promise<RowStream> {
  const timeoutMs = options.timeoutMs ?? deps.statementTimeoutMs;
  const batchSize = Math.max(1, Math.floor(options.batchSize ?? DEFAULT_STREAM_BATCH));
  let worker: SqliteWorker | undefined;
  let stopped = false;

  const step = <T>(work: () => Promise<T>, extra?: AbortSignal): Promise<T> =>
    guardQuery(
      async () => {
        if (stopped) throw new QueryStopped();
        return work();
      },
      {
        signals: [options.signal, deps.closing, extra],
        timeoutMs,
        classify: classifySqliteError,
        cancel: () => {
          stopped = true;
          return worker?.terminate();
        },
      },
    );

  let done = false;
  const end = async (): Promise<void> => {
    const held = worker;
    worker = undefined;
    if (!held) return;
    if (!done && held.alive) await held.closeCursor().catch(() => held.terminate());
    deps.release(held);
  };

  let first: { columns: QueryColumn[]; rows: unknown[][] };
  try {
    first = await step(async () => {
      const acquired = await deps.acquire();
      worker = acquired;
      if (stopped) throw new QueryStopped();
      const batch = await acquired.openCursor(sql, params.map(sqliteBindable), batchSize);
      done = batch.done;
      return { columns: sqliteColumnsOf(batch.columns ?? [], batch.rows), rows: batch.rows };
    });
  } catch (error) {
    await end();
    throw error;
  }

  const normalise = normaliser(first.columns);
  let pending: unknown[][] | undefined = normalise(first.rows);
  return rowStream(
    first.columns,
    {
      async next(stop) {
        if (pending) {
          const batch = pending;
          pending = undefined;
          return batch;
        }
        const held = worker;
        if (done || !held) return undefined;
        const batch = await step(() => held.nextBatch(), stop);
        done = batch.done;
        return batch.rows.length > 0 ? normalise(batch.rows) : undefined;
      },
      finish: () => end(),
    },
    [options.signal, deps.closing],
  );
}
