import type { FieldPacket, PoolConnection } from 'mysql2';
import { DEFAULT_STREAM_BATCH, type RowStream, type StreamOptions } from '../connector';
import { guardQuery, QueryStopped } from '../guardQuery';
import { rowStream } from '../rowStream';
import { classifyMysqlError } from './mysqlErrors';
import { mysqlColumnOf, mysqlValueReader } from './mysqlTypes';

/** What mysql2's statement emits, as far as a streaming read listens to it. */
interface StatementEvents {
  on(event: 'fields', listener: (fields: FieldPacket[]) => void): this;
  on(event: 'result', listener: (row: unknown, index?: number) => void): this;
  on(event: 'error', listener: (error: Error) => void): this;
  on(event: 'end', listener: () => void): this;
}

/** What a streaming read needs of its MysqlConnection: its pool, how it sets up and tidies sessions, KILL QUERY. */
export interface MysqlStreamDeps {
  closing: AbortSignal;
  statementTimeoutMs: number;
  acquire(): Promise<PoolConnection>;
  /** Sets up the session (UTC, timeout, variables, sql_mode; read-only or not), as for execute. */
  setUp(conn: PoolConnection, readOnly: boolean): Promise<void>;
  /** Lifts the server's statement timer from this session (undone by the reset after the read). */
  noServerTimeout(conn: PoolConnection): Promise<void>;
  /** Runs the statement as a server-side prepared statement, rows as arrays. */
  start(conn: PoolConnection, sql: string, params: readonly unknown[]): StatementEvents;
  resetAndRelease(conn: PoolConnection, readOnly: boolean): Promise<void>;
  killQuery(threadId: number): Promise<void>;
  /** Counts the read among the statements in flight until it has ended (close() waits for them). */
  track(lifetime: Promise<unknown>): void;
}

const isUsableAfter = (error: unknown): boolean =>
  typeof (error as { sqlState?: unknown } | null)?.sqlState === 'string' && (error as { fatal?: boolean }).fatal !== true;

/**
 * A statement's rows as mysql2 reads them off the wire, batch by batch: the connection is paused once a
 * batch is buffered (the server then waits on its socket) and resumed when the reader asks for the next.
 * The session is the one execute() uses (read-only session, UTC, safe sql_mode), reset before it returns to
 * the pool. The server's statement timer would run over the whole read, the reader's time included (an
 * export of a million rows outlasts it), so it is lifted for this statement and the timeout bounds each wait
 * for a batch instead, as PostgreSQL's does each FETCH: past it the statement is killed (KILL QUERY). A read
 * stopped early is killed too, and its connection closed.
 */
export async function streamMysql(deps: MysqlStreamDeps, sql: string, params: readonly unknown[], options: StreamOptions = {}): Promise<RowStream> {
  const timeoutMs = options.timeoutMs ?? deps.statementTimeoutMs;
  const batchSize = Math.max(1, Math.floor(options.batchSize ?? DEFAULT_STREAM_BATCH));
  const readOnly = options.readOnly === true;
  let conn: PoolConnection | undefined;
  let stopped = false;
  let broken = false;
  let killing: Promise<void> | undefined;

  const buffer: unknown[][] = [];
  let fields: FieldPacket[] | undefined;
  let ended = false;
  let failure: unknown;
  let wake: (() => void) | undefined;

  let lifetimeEnds: () => void = () => undefined;
  deps.track(new Promise<void>((resolve) => (lifetimeEnds = resolve)));

  const step = <T>(work: () => Promise<T>, extra?: AbortSignal): Promise<T> =>
    guardQuery(
      async () => {
        try {
          if (stopped) throw new QueryStopped();
          return await work();
        } catch (error) {
          if (!isUsableAfter(error)) broken = true;
          throw error;
        }
      },
      {
        signals: [options.signal, deps.closing, extra],
        timeoutMs,
        classify: classifyMysqlError,
        cancel: () => {
          stopped = true;
          if (conn) killing = deps.killQuery(conn.threadId);
          return killing;
        },
      },
    );

  /** Resolves once `ready()` holds, waking on every event of the statement; the connection reads meanwhile. */
  const until = (ready: () => boolean) =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (!ready()) return;
        wake = undefined;
        resolve();
      };
      wake = check;
      conn?.resume();
      check();
    });

  const end = async (complete: boolean): Promise<void> => {
    const client = conn;
    conn = undefined;
    try {
      if (!client) return;
      if (!stopped && !broken && ended && (complete || isUsableAfter(failure))) {
        // On the next turn of the event loop, once the last batch has gone out.
        setImmediate(() => void deps.resetAndRelease(client, readOnly));
        return;
      }
      if (!ended) killing ??= deps.killQuery(client.threadId);
      await killing?.catch(() => undefined);
      client.destroy();
    } finally {
      lifetimeEnds();
    }
  };

  try {
    await step(async () => {
      const acquired = await deps.acquire();
      conn = acquired;
      if (stopped) throw new QueryStopped();
      await deps.setUp(acquired, readOnly);
      await deps.noServerTimeout(acquired);
      deps
        .start(acquired, sql, params)
        .on('fields', (received) => {
          fields ??= received;
          wake?.();
        })
        .on('result', (row, index) => {
          if ((index ?? 0) > 0 || !Array.isArray(row)) return;
          buffer.push(row as unknown[]);
          if (buffer.length >= batchSize) conn?.pause();
          wake?.();
        })
        .on('error', (error) => {
          failure = error;
          ended = true;
          wake?.();
        })
        .on('end', () => {
          ended = true;
          wake?.();
        });
      await until(() => fields !== undefined || ended);
      if (failure) throw failure;
    });
  } catch (error) {
    await end(false);
    throw error;
  }

  const received = fields ?? [];
  const columns = received.map(mysqlColumnOf);
  const readers = received.map((field, index) => mysqlValueReader(field, columns[index] as (typeof columns)[number]));
  const normalised = (rows: unknown[][]) => rows.map((row) => row.map((value, index) => (value === null ? null : (readers[index] as (v: unknown) => unknown)(value))));

  return rowStream(
    columns,
    {
      async next(stop) {
        await step(async () => {
          await until(() => buffer.length >= batchSize || ended);
          if (failure) throw failure;
        }, stop);
        if (buffer.length === 0) return undefined;
        return normalised(buffer.splice(0, batchSize));
      },
      finish: (complete) => end(complete),
    },
    [options.signal, deps.closing],
  );
}
