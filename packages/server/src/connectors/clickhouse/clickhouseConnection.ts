import { ClickHouseLogLevel, createClient, type ClickHouseClient, type ClickHouseSettings } from '@clickhouse/client';
import { randomUUID } from 'node:crypto';
import { ConnectorError, type Connection, type ConnectionTest, type ExecuteOptions, type QueryResult, type RowStream, type SchemaDatabase, type StreamOptions } from '../connector';
import { guardQuery, QueryStopped } from '../guardQuery';
import { schemaTree } from '../schemaTree';
import { clickhousePrivilegeLabels } from './clickhouseAccount';
import { clickhouseConfigOf, type ClickhouseConfig } from '../connectorConfig';
import { clickhouseUrl } from './clickhouseConfig';
import { classifyClickhouseError, withStatementLine } from './clickhouseErrors';
import { streamClickhouse } from './clickhouseStream';
import { CLICKHOUSE_FORMAT, clickhouseParams, rowValues, type ResponseRow, type StatementLimits } from './clickhouseStatement';
import { clickhouseColumnOf, clickhouseValueReader } from './clickhouseTypes';

/** After the server's max_execution_time, how long the client waits before it gives up on the server. */
const CLIENT_GRACE_MS = 1_000;
/** After KILL QUERY, how long before the HTTP request is dropped as well. */
const ABORT_AFTER_KILL_MS = 1_000;

const CATALOG_SQL = `
SELECT c.database, c.table, t.engine, c.name, c.type
FROM system.columns AS c
INNER JOIN system.tables AS t ON t.database = c.database AND t.name = c.table
WHERE c.database NOT IN ('system', 'INFORMATION_SCHEMA', 'information_schema')
ORDER BY c.database, c.table, c.position`;

const VIEW_ENGINES = new Set(['View', 'MaterializedView', 'LiveView', 'WindowView']);

/**
 * One ClickHouse source over the HTTP interface, through the official client (a pool of keep-alive sockets).
 * Every statement carries its settings as URL parameters, so HTTP being sessionless nothing outlives it:
 * - `readonly = 1`, which ClickHouse enforces itself (no write, no DDL, no SETTINGS clause loosening the
 *   others); when the account's profile already is readonly (1 or 2) it is not sent (it could not be);
 * - `max_execution_time` (the source's statement timeout, or the caller's), `timeout_overflow_mode = throw`;
 * - `max_result_rows = maxRows + 1` with `result_overflow_mode = break`: the server stops producing rows
 *   past the cap (at a block's end), and the extra row says the result was truncated;
 * - `cancel_http_readonly_queries_on_client_close = 1`, and a query id of ours: a cancelled statement is
 *   stopped with `KILL QUERY WHERE query_id = …` (the server answers QUERY_WAS_CANCELLED), then its request
 *   dropped;
 * - standard SQL semantics where ClickHouse's defaults differ (join_use_nulls, aggregate_functions_null_for_empty);
 * - ISO 8601 UTC date-times, 64-bit integers and decimals as JSON strings (normalised as QueryResult's).
 * Values are bound as server-side query parameters: the dialect writes `{p1:Int64}` and the value travels as
 * `param_p1`, parsed by the server as a value of that type.
 */
export class ClickhouseConnection implements Connection {
  private readonly client: ClickHouseClient;
  private readonly config: ClickhouseConfig;
  private readonly statementTimeoutMs: number;
  private readonly connectTimeoutMs: number;
  private readonly closing = new AbortController();
  private readonly running = new Set<Promise<unknown>>();
  private profileReadonly: Promise<number> | undefined;
  private closed: Promise<void> | undefined;

  constructor(raw: Record<string, unknown>) {
    this.config = clickhouseConfigOf(raw);
    this.statementTimeoutMs = this.config.statementTimeoutSec * 1000;
    this.connectTimeoutMs = this.config.connectTimeoutSec * 1000;
    this.client = createClient({
      url: clickhouseUrl(this.config),
      username: this.config.user,
      password: this.config.password ?? '',
      database: this.config.database,
      application: 'RedBI',
      max_open_connections: this.config.poolSize,
      // The statement's timers are ours (guardQuery) and the server's (max_execution_time); the client's
      // socket timer only ends a request that the server has stopped answering long after both.
      request_timeout: 24 * 3_600_000,
      // enable_http_compression is a setting, which a readonly profile would refuse.
      compression: { response: false, request: false },
      keep_alive: { enabled: true },
      log: { level: ClickHouseLogLevel.OFF },
    });
  }

  async test(): Promise<ConnectionTest> {
    const readonly = await this.readonlyLevel();
    const version = await this.execute('SELECT version()', [], { timeoutMs: this.connectTimeoutMs, readOnly: true });
    const grants = await this.execute('SHOW GRANTS', [], { timeoutMs: this.connectTimeoutMs, readOnly: true });
    return {
      serverVersion: `ClickHouse ${String(version.rows[0]?.[0])}`,
      privileges: clickhousePrivilegeLabels(
        grants.rows.map((row) => String(row[0])),
        readonly,
      ),
    };
  }

  /** ClickHouse's own parser and analyser (EXPLAIN: names resolved, nothing run), read-only, values bound. */
  async check(sql: string, params: readonly unknown[]): Promise<void> {
    await this.execute(`EXPLAIN ${sql}`, params, { readOnly: true, maxRows: 1 });
  }

  async introspect(): Promise<SchemaDatabase[]> {
    const result = await this.execute(CATALOG_SQL, [], { readOnly: true });
    const own = this.config.database;
    const tree = schemaTree(
      result.rows.map(([database, table, engine, column, type]) => ({
        schema: String(database),
        table: String(table),
        kind: VIEW_ENGINES.has(String(engine)) ? ('view' as const) : ('table' as const),
        column: clickhouseColumnOf(String(column), String(type)),
      })),
      // The source's database first, then the others by name.
      (a, b) => (a === own ? -1 : b === own ? 1 : a < b ? -1 : a > b ? 1 : 0),
    );
    return tree.length > 0 ? tree : [{ name: own, tables: [] }];
  }

  execute(sql: string, params: readonly unknown[], options: ExecuteOptions = {}): Promise<QueryResult> {
    if (this.closing.signal.aborted) return Promise.reject(new ConnectorError('canceled', 'The ClickHouse source is closed'));
    const timeoutMs = options.timeoutMs ?? this.statementTimeoutMs;
    const maxRows = options.maxRows ?? Infinity;
    const queryId = randomUUID();
    const request = new AbortController();
    const run = async (): Promise<QueryResult> => {
      try {
        return await this.run(sql, params, queryId, request, { timeoutMs, maxRows });
      } catch (error) {
        // Dropped by us (after KILL QUERY had no answer): the guard's own message says why.
        if (request.signal.aborted && typeof (error as { type?: unknown }).type !== 'string') throw new QueryStopped();
        throw withStatementLine(classifyClickhouseError(error), sql);
      }
    };
    const guarded = guardQuery(run, {
      signals: [options.signal, this.closing.signal],
      timeoutMs: timeoutMs + CLIENT_GRACE_MS,
      classify: classifyClickhouseError,
      cancel: () => this.stop(queryId, request),
    });
    return this.track(guarded);
  }

  /** Sends one statement and reads its result up to maxRows (+ 1, which says it was truncated). */
  private async run(sql: string, params: readonly unknown[], queryId: string, request: AbortController, limits: Required<Omit<StatementLimits, 'stream'>>): Promise<QueryResult> {
    const { maxRows } = limits;
    const settings = await this.settingsFor(limits);
    const result = await this.client.query({
      query: sql,
      format: CLICKHOUSE_FORMAT,
      query_params: clickhouseParams(params),
      query_id: queryId,
      clickhouse_settings: settings,
      abort_signal: request.signal,
    });
    let header: unknown[] | undefined;
    let types: unknown[] | undefined;
    const raw: unknown[][] = [];
    let truncated = false;
    const stream = result.stream();
    try {
      read: for await (const rows of stream) {
        for (const row of rows as ResponseRow[]) {
          const values = rowValues(row);
          if (!header) header = values;
          else if (!types) types = values;
          else if (raw.length >= maxRows) {
            truncated = true;
            break read;
          } else raw.push(values);
        }
      }
    } finally {
      // A result cut short (maxRows reached) ends its request: the rest is never read.
      if (!stream.readableEnded) request.abort();
    }
    const columns = (header ?? []).map((name, index) => clickhouseColumnOf(String(name), String(types?.[index] ?? 'String')));
    const readers = columns.map(clickhouseValueReader);
    const rows = raw.map((row) => row.map((value, index) => (value === null ? null : (readers[index] as (v: unknown) => unknown)(value))));
    return { columns, rows, truncated };
  }

  /** The statement's rows batch by batch, as the server streams them (clickhouseStream.ts). */
  stream(sql: string, params: readonly unknown[], options: StreamOptions = {}): Promise<RowStream> {
    if (this.closing.signal.aborted) return Promise.reject(new ConnectorError('canceled', 'The ClickHouse source is closed'));
    return streamClickhouse(
      {
        closing: this.closing.signal,
        statementTimeoutMs: this.statementTimeoutMs,
        settingsFor: (limits) => this.settingsFor(limits),
        query: (query) => this.client.query({ ...query, format: CLICKHOUSE_FORMAT }),
        stop: (queryId, request) => this.stop(queryId, request),
        track: (lifetime) => void this.track(lifetime),
      },
      sql,
      params,
      options,
    );
  }

  /** Cancels the statements in flight (KILL QUERY), waits for them, then closes the sockets. */
  close(): Promise<void> {
    this.closed ??= (async () => {
      this.closing.abort();
      await Promise.all(this.running);
      await this.client.close();
    })();
    return this.closed;
  }

  /**
   * The settings of one statement (see the class comment). ClickHouseSettings types each setting; the values
   * go out as URL parameters all the same.
   */
  async settingsFor(limits: StatementLimits): Promise<ClickHouseSettings> {
    const readonly = await this.readonlyLevel();
    const capped = limits.maxRows !== undefined && Number.isFinite(limits.maxRows);
    const settings: Record<string, string | number> = {
      ...(readonly === 0 ? { readonly: '1' } : {}),
      max_execution_time: limits.stream ? 0 : Math.max(0.001, limits.timeoutMs / 1000),
      timeout_overflow_mode: 'throw',
      ...(capped ? { max_result_rows: String((limits.maxRows as number) + 1), result_overflow_mode: 'break' } : {}),
      cancel_http_readonly_queries_on_client_close: 1,
      // Standard SQL where ClickHouse's defaults differ, so that a chart means the same on every engine: a LEFT
      // JOIN's missing side is NULL (not 0 or ''), and SUM/AVG/MIN/MAX of no rows are NULL (COUNT stays 0).
      join_use_nulls: 1,
      aggregate_functions_null_for_empty: 1,
      date_time_output_format: 'iso',
      output_format_json_quote_64bit_integers: 1,
      output_format_json_quote_decimals: 1,
    };
    return settings as ClickHouseSettings;
  }

  /**
   * The readonly level of the account's profile, asked once (a constant SELECT, sent without settings): 0
   * means every statement sends readonly = 1; a profile at 1 or 2 enforces it already and refuses a change.
   */
  private readonlyLevel(): Promise<number> {
    if (!this.profileReadonly) {
      const request = new AbortController();
      const asking = guardQuery(
        async () => {
          try {
            const result = await this.client.query({ query: "SELECT getSetting('readonly')", format: 'JSONCompactEachRow', abort_signal: request.signal });
            const [[level]] = (await result.json()) as unknown as [[unknown]];
            return Number(level);
          } catch (error) {
            if (request.signal.aborted) throw new QueryStopped();
            throw error;
          }
        },
        { signals: [this.closing.signal], timeoutMs: this.connectTimeoutMs, classify: classifyClickhouseError, cancel: () => request.abort(), graceMs: 100 },
      );
      this.profileReadonly = asking;
      // A failure (server down, wrong password) is asked again by the next statement.
      asking.catch(() => {
        if (this.profileReadonly === asking) this.profileReadonly = undefined;
      });
    }
    return this.profileReadonly;
  }

  /**
   * KILL QUERY by our query id (the server answers the statement with QUERY_WAS_CANCELLED), then the request
   * dropped. Sent without settings: a profile at readonly = 1 would refuse them, and it allows KILL QUERY of
   * the account's own queries (ASYNC: the answer does not wait for the statement to end).
   */
  private stop(queryId: string, request: AbortController): Promise<void> {
    const timer = setTimeout(() => request.abort(), ABORT_AFTER_KILL_MS);
    timer.unref();
    return this.client
      .command({ query: 'KILL QUERY WHERE query_id = {id:String} ASYNC', query_params: { id: queryId } })
      .then(
        () => undefined,
        () => request.abort(),
      );
  }

  private track<T>(work: Promise<T>): Promise<T> {
    const tracked = work.catch(() => undefined);
    this.running.add(tracked);
    void tracked.then(() => this.running.delete(tracked));
    return work;
  }
}
