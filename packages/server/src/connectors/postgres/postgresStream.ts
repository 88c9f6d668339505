import type pg from 'pg';
import { DEFAULT_STREAM_BATCH, type QueryColumn, type RowStream, type StreamOptions } from '../connector';
import { guardQuery, QueryStopped } from '../guardQuery';
import { rowStream } from '../rowStream';
import { assertServerSettings } from './postgresClient';
import { classifyPostgresError } from './postgresErrors';
import { postgresTypeParsers } from './postgresTypes';

/** What a streaming read needs of its PostgresConnection (its pool, session rules and type cache). */
export interface PostgresStreamDeps {
  pool: pg.Pool;
  /** Aborts when the connection is closing: reads in flight stop. */
  closing: AbortSignal;
  statementTimeoutMs: number;
  /** After the server's statement_timeout, how long the client waits before it gives up on the server. */
  clientGraceMs: number;
  /** The statement that undoes whatever a statement changed in the session (after the transaction ends). */
  sessionReset: string;
  columnsOf(client: pg.PoolClient, fields: pg.FieldDef[]): Promise<QueryColumn[]>;
  cancelBackend(client: pg.PoolClient): Promise<void>;
}

const CURSOR = 'redbi_rows';
const DECLARE = `DECLARE ${CURSOR} NO SCROLL CURSOR FOR `;

const isServerError = (error: unknown): boolean => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
};

/** A syntax error's position in DECLARE … FOR <sql>, moved to where it is in <sql>. */
function positionInStatement(error: unknown): unknown {
  const failure = error as { position?: unknown } | null;
  const position = Number(failure?.position);
  if (failure && Number.isInteger(position) && position > DECLARE.length) failure.position = String(position - DECLARE.length);
  return error;
}

/**
 * A statement's rows read through a server-side cursor, batch by batch: `BEGIN READ ONLY` (a transaction the
 * statement cannot make writable, as for execute), `DECLARE … NO SCROLL CURSOR FOR <sql>` with the bound
 * values (one statement: the extended protocol refuses several), then `FETCH FORWARD n` for each batch. Each
 * FETCH is a statement of its own, so statement_timeout bounds each batch, not the time the reader takes
 * between them; cursor_tuple_fraction = 1 plans for reading every row. At the end the transaction ends (COMMIT
 * after the last batch, ROLLBACK otherwise) and the session is reset as after execute; a connection that was
 * sent a cancel, or broke, is closed instead of going back to the pool.
 */
export async function streamPostgres(deps: PostgresStreamDeps, sql: string, params: readonly unknown[], options: StreamOptions = {}): Promise<RowStream> {
  const timeoutMs = options.timeoutMs ?? deps.statementTimeoutMs;
  const batchSize = Math.max(1, Math.floor(options.batchSize ?? DEFAULT_STREAM_BATCH));
  let conn: pg.PoolClient | undefined;
  let stopped = false;
  let broken = false;
  let inTransaction = false;

  /** One wait on the database, with the timeout and cancellation of execute. */
  const step = <T>(work: () => Promise<T>, extra?: AbortSignal): Promise<T> =>
    guardQuery(
      async () => {
        try {
          if (stopped) throw new QueryStopped();
          return await work();
        } catch (error) {
          if (!isServerError(error) && !(error instanceof QueryStopped)) broken = true;
          throw error;
        }
      },
      {
        signals: [options.signal, deps.closing, extra],
        timeoutMs: timeoutMs + deps.clientGraceMs,
        classify: classifyPostgresError,
        cancel: () => {
          stopped = true;
          return conn && deps.cancelBackend(conn);
        },
      },
    );

  const fetch = (client: pg.PoolClient) =>
    client.query({ text: `FETCH FORWARD ${batchSize} FROM ${CURSOR}`, rowMode: 'array', types: postgresTypeParsers } as pg.QueryArrayConfig);

  /** Ends the transaction, resets the session and gives the connection back (or closes it). */
  const end = async (complete: boolean): Promise<void> => {
    const client = conn;
    if (!client) return;
    conn = undefined;
    let destroy = stopped || broken;
    if (!destroy) {
      const ending = inTransaction ? `${complete ? 'COMMIT' : 'ROLLBACK'}; ` : '';
      await client.query(`${ending}${deps.sessionReset}`).catch(() => (destroy = true));
    }
    client.release(destroy || undefined);
  };

  let first: pg.QueryArrayResult;
  let columns: QueryColumn[];
  try {
    ({ first, columns } = await step(async () => {
      const client = await deps.pool.connect();
      conn = client;
      if (stopped) throw new QueryStopped();
      assertServerSettings(client);
      const local = [
        options.readOnly === true ? 'BEGIN READ ONLY' : 'BEGIN',
        ...(timeoutMs === deps.statementTimeoutMs ? [] : [`SET LOCAL statement_timeout = ${Math.max(1, Math.round(timeoutMs))}`]),
        'SET LOCAL cursor_tuple_fraction = 1',
      ];
      inTransaction = true;
      await client.query(local.join('; '));
      await client.query({ text: `${DECLARE}${sql}`, values: [...params], queryMode: 'extended' } as pg.QueryConfig).catch((error: unknown) => {
        throw positionInStatement(error);
      });
      const read = await fetch(client);
      return { first: read, columns: await deps.columnsOf(client, read.fields) };
    }));
  } catch (error) {
    await end(false);
    throw error;
  }

  let pending: unknown[][] | undefined = first.rows;
  let done = first.rows.length < batchSize;
  /**
   * The next batch, asked for as soon as the last one came: the database produces it while the reader
   * writes the last one (an export's CSV), instead of after. Its failure is the next read's.
   */
  let ahead: Promise<pg.QueryArrayResult> | undefined;
  let aheadStop: AbortController | undefined;
  const fetchAhead = () => {
    const client = conn;
    if (done || !client) return;
    aheadStop = new AbortController();
    const stop = aheadStop.signal;
    ahead = step(() => fetch(client), stop);
    ahead.catch(() => undefined);
  };
  fetchAhead();
  return rowStream(
    columns,
    {
      async next(stop) {
        if (pending) {
          const batch = pending;
          pending = undefined;
          return batch;
        }
        if (!ahead) return undefined;
        const onStop = () => aheadStop?.abort();
        stop.addEventListener('abort', onStop, { once: true });
        let read: pg.QueryArrayResult;
        try {
          read = await ahead;
        } finally {
          stop.removeEventListener('abort', onStop);
          ahead = undefined;
        }
        done = read.rows.length < batchSize;
        fetchAhead();
        return read.rows.length > 0 ? read.rows : undefined;
      },
      async finish(complete) {
        // A batch still on its way when the reader stops early: the statement is cancelled, not waited for.
        if (ahead) {
          aheadStop?.abort();
          await ahead.catch(() => undefined);
          ahead = undefined;
        }
        await end(complete);
      },
    },
    [options.signal, deps.closing],
  );
}
