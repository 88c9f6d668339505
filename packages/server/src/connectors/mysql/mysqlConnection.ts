import mysql, { type FieldPacket, type Pool, type PoolConnection } from 'mysql2';
import { ConnectorError, type Connection, type ConnectionTest, type ExecuteOptions, type QueryResult, type RowStream, type SchemaDatabase, type StreamOptions } from '../connector';
import type { ServerConfig } from '../connectorConfig';
import { guardQuery, QueryStopped } from '../guardQuery';
import { MYSQL_ACCOUNT_SQL, mysqlPrivilegeLabels } from './mysqlAccount';
import { mysqlConnectionOptions, mysqlPoolOptions, mysqlSession, refusedModes, safeSqlMode, type MysqlSession } from './mysqlConfig';
import { classifyMysqlError } from './mysqlErrors';
import { MYSQL_CATALOG_SQL, mysqlSchemaTree } from './mysqlIntrospect';
import { streamMysql, type MysqlStreamDeps } from './mysqlStream';
import { mysqlColumnOf, mysqlValueReader } from './mysqlTypes';

/** After the server's statement timeout, how long the client waits before it gives up on the server. */
const CLIENT_GRACE_MS = 1_000;

type Flavor = 'mariadb' | 'mysql';

/** The statement timeout variable: MariaDB max_statement_time (seconds), MySQL max_execution_time (ms, SELECT only). */
const timeoutAssignment = (flavor: Flavor, ms: number): string =>
  flavor === 'mariadb' ? `max_statement_time = ${(Math.max(1, Math.round(ms)) / 1000).toFixed(3)}` : `max_execution_time = ${Math.max(1, Math.round(ms))}`;

interface RawResult {
  fields: FieldPacket[];
  rows: unknown[][];
  truncated: boolean;
}

/** mysql2 binds strings, numbers (as DOUBLE), booleans, dates, buffers and null. */
const bindable = (value: unknown): unknown => (typeof value === 'bigint' ? value.toString() : value === undefined ? null : value);

/**
 * Runs one statement and keeps the rows of the first result set up to `maxRows`. With parameters (and for
 * every caller's statement) a server-side prepared statement: the values travel apart from the SQL text
 * (COM_STMT_PREPARE / COM_STMT_EXECUTE), so no server setting can make one read as SQL. Without, the text
 * protocol (RedBI's own session statements).
 */
function streamQuery(conn: PoolConnection | mysql.Connection, sql: string, maxRows: number, params?: readonly unknown[]): Promise<RawResult> {
  return new Promise((resolve, reject) => {
    let fields: FieldPacket[] | undefined;
    const rows: unknown[][] = [];
    let truncated = false;
    let failed = false;
    const query = params ? conn.execute({ sql, values: params.map(bindable), rowsAsArray: true }) : conn.query({ sql, rowsAsArray: true });
    query.on('fields', (received: FieldPacket[]) => (fields ??= received));
    query.on('result', (row: unknown, index?: number) => {
      if ((index ?? 0) > 0 || !Array.isArray(row)) return;
      if (rows.length < maxRows) rows.push(row as unknown[]);
      else truncated = true;
    });
    query.on('error', (error: Error) => {
      failed = true;
      reject(error);
    });
    query.on('end', () => {
      if (!failed) resolve({ fields: fields ?? [], rows, truncated });
    });
  });
}

/** A prepared statement the server accepted, closed again without running. */
function prepareOnly(conn: PoolConnection, sql: string): Promise<void> {
  return new Promise((resolve, reject) =>
    conn.prepare(sql, (error, statement) => {
      if (error) reject(error);
      else {
        statement.close();
        resolve();
      }
    }),
  );
}

/**
 * One MySQL or MariaDB source: a mysql2 pool, sessions in UTC with a statement timeout and a sql_mode that
 * reads SQL as RedBI's checks do, KILL QUERY to cancel. After every statement the connection is reset
 * (COM_RESET_CONNECTION: user variables, session variables, GET_LOCK locks, temporary tables and prepared
 * statements go) and set up again before it returns to the pool — after the answer has gone to the caller.
 */
export class MysqlConnection implements Connection {
  private readonly pool: Pool;
  private readonly session: MysqlSession;
  private readonly statementTimeoutMs: number;
  private readonly closing = new AbortController();
  /** Pooled connections whose session is set up. */
  private readonly ready = new WeakSet<object>();
  /** Pooled connections whose session is read-only (SET SESSION TRANSACTION READ ONLY). */
  private readonly readOnlySessions = new WeakSet<object>();
  private readonly running = new Set<Promise<unknown>>();
  private flavor: Flavor | undefined;
  private ended: Promise<void> | undefined;

  constructor(private readonly config: ServerConfig) {
    this.session = mysqlSession(config);
    this.statementTimeoutMs = config.statementTimeoutSec * 1000;
    this.pool = mysql.createPool(mysqlPoolOptions(config));
    // A pooled connection that dies while idle must not crash the process; the pool replaces it.
    this.pool.on('connection', (conn) => conn.on('error', () => undefined));
  }

  async test(): Promise<ConnectionTest> {
    const result = await this.execute(MYSQL_ACCOUNT_SQL, [], { readOnly: true });
    const [version, global, schema, table] = (result.rows[0] ?? []).map((value) => (value === null || value === undefined ? null : String(value)));
    return {
      serverVersion: /mariadb/i.test(String(version)) ? `MariaDB ${version}` : `MySQL ${version}`,
      privileges: mysqlPrivilegeLabels(global, schema, table),
    };
  }

  /** The server's own prepare (parsed and resolved, never run), on a read-only session. */
  async check(sql: string): Promise<void> {
    await this.withSession({ readOnly: true }, (conn) => prepareOnly(conn, sql));
  }

  async introspect(): Promise<SchemaDatabase[]> {
    const result = await this.execute(MYSQL_CATALOG_SQL, [], { readOnly: true });
    return mysqlSchemaTree(result.rows, this.config.database);
  }

  execute(sql: string, params: readonly unknown[], options: ExecuteOptions = {}): Promise<QueryResult> {
    return this.withSession(options, async (conn, flavor) => {
      const timeoutMs = options.timeoutMs ?? this.statementTimeoutMs;
      if (timeoutMs !== this.statementTimeoutMs) await streamQuery(conn, `SET SESSION ${timeoutAssignment(flavor, timeoutMs)}`, 0);
      const raw = await streamQuery(conn, sql, options.maxRows ?? Infinity, params);
      const columns = raw.fields.map(mysqlColumnOf);
      const readers = raw.fields.map((field, index) => mysqlValueReader(field, columns[index] as (typeof columns)[number]));
      const rows = raw.rows.map((row) => row.map((value, index) => (value === null ? null : (readers[index] as (v: unknown) => unknown)(value))));
      return { columns, rows, truncated: raw.truncated };
    });
  }

  /** The statement's rows batch by batch, on a session set up as for execute (mysqlStream.ts). */
  stream(sql: string, params: readonly unknown[], options: StreamOptions = {}): Promise<RowStream> {
    const deps: MysqlStreamDeps = {
      closing: this.closing.signal,
      statementTimeoutMs: this.statementTimeoutMs,
      acquire: () => this.acquire(),
      setUp: async (conn, readOnly) => {
        await this.prepare(conn);
        await this.setReadOnly(conn, readOnly);
      },
      noServerTimeout: async (conn) => {
        const flavor = await this.prepare(conn);
        await streamQuery(conn, `SET SESSION ${flavor === 'mariadb' ? 'max_statement_time' : 'max_execution_time'} = 0`, 0);
      },
      start: (conn, statement, values) => conn.execute({ sql: statement, values: values.map(bindable), rowsAsArray: true }),
      resetAndRelease: (conn, readOnly) => this.resetAndRelease(conn, readOnly),
      killQuery: (threadId) => this.killQuery(threadId),
      track: (lifetime) => {
        this.running.add(lifetime);
        void lifetime.then(() => this.running.delete(lifetime));
      },
    };
    return streamMysql(deps, sql, params, options);
  }

  /**
   * Runs `work` on a pooled connection whose session is set up, with the timeout and cancellation of
   * guardQuery. Afterwards the connection is reset and set up again before anyone else gets it; a stopped
   * or broken one is closed instead.
   */
  private withSession<T>(options: ExecuteOptions, work: (conn: PoolConnection, flavor: Flavor) => Promise<T>): Promise<T> {
    const timeoutMs = options.timeoutMs ?? this.statementTimeoutMs;
    let conn: PoolConnection | undefined;
    let stopped = false;
    let killing: Promise<void> | undefined;
    const run = async (): Promise<T> => {
      const acquired = await this.acquire();
      conn = acquired;
      let broken = false;
      try {
        if (stopped) throw new QueryStopped();
        const flavor = await this.prepare(acquired);
        await this.setReadOnly(acquired, options.readOnly === true);
        return await work(acquired, flavor);
      } catch (error) {
        // A server error leaves the session usable; a lost connection or a broken protocol does not.
        broken = typeof (error as { sqlState?: unknown }).sqlState !== 'string' || (error as { fatal?: boolean }).fatal === true;
        throw error;
      } finally {
        // A KILL QUERY may still be on its way: such a connection is closed rather than reused.
        if (stopped || broken) {
          await killing?.catch(() => undefined);
          acquired.destroy();
        } else {
          // On the next turn of the event loop, once the answer has gone out.
          setImmediate(() => void this.resetAndRelease(acquired, options.readOnly === true));
        }
      }
    };
    const guarded = guardQuery(run, {
      signals: [options.signal, this.closing.signal],
      timeoutMs: timeoutMs + CLIENT_GRACE_MS,
      classify: classifyMysqlError,
      cancel: () => {
        stopped = true;
        if (conn) killing = this.killQuery(conn.threadId);
        return killing;
      },
    });
    const tracked = guarded.catch(() => undefined);
    this.running.add(tracked);
    void tracked.then(() => this.running.delete(tracked));
    return guarded;
  }

  /**
   * COM_RESET_CONNECTION, then the session set up again (as the connection is likely to serve the same kind
   * of statement next), then back to the pool; a connection that fails any of it is closed.
   */
  private async resetAndRelease(conn: PoolConnection, readOnly: boolean): Promise<void> {
    try {
      await new Promise<void>((resolve, reject) => conn.reset((error: Error | null) => (error ? reject(error) : resolve())));
      this.ready.delete(conn);
      this.readOnlySessions.delete(conn);
      if (!this.closing.signal.aborted) {
        await this.prepare(conn);
        await this.setReadOnly(conn, readOnly);
      }
      conn.release();
    } catch {
      conn.destroy();
    }
  }

  /** Kills the statements in flight, waits for them, then ends every connection. */
  close(): Promise<void> {
    this.ended ??= (async () => {
      this.closing.abort();
      await Promise.all(this.running);
      await new Promise<void>((resolve) => this.pool.end(() => resolve()));
    })();
    return this.ended;
  }

  private acquire(): Promise<PoolConnection> {
    return new Promise((resolve, reject) => this.pool.getConnection((error, conn) => (error ? reject(error) : resolve(conn))));
  }

  /**
   * Sets up a new (or reset) pooled connection's session: UTC, the statement timeout, the source's
   * variables, and a sql_mode without the flags that change how SQL text reads (MYSQL_UNSAFE_MODES). A
   * server that keeps them anyway is refused. Values are bound (the source's own property values too).
   */
  private async prepare(conn: PoolConnection): Promise<Flavor> {
    if (this.flavor && this.ready.has(conn)) return this.flavor;
    if (!this.flavor) {
      const version = await streamQuery(conn, 'SELECT VERSION()', 1);
      this.flavor = /mariadb/i.test(String(version.rows[0]?.[0])) ? 'mariadb' : 'mysql';
    }
    const variables = this.session.variables;
    const assignments = ["time_zone = '+00:00'", `SESSION ${timeoutAssignment(this.flavor, this.statementTimeoutMs)}`, ...variables.map(([name]) => `SESSION \`${name}\` = ?`)];
    await streamQuery(conn, `SET ${assignments.join(', ')}`, 0, variables.length > 0 ? variables.map(([, value]) => value) : undefined);
    const mode = String((await streamQuery(conn, 'SELECT @@SESSION.sql_mode', 1)).rows[0]?.[0] ?? '');
    const safe = safeSqlMode(mode);
    if (safe !== undefined) {
      await streamQuery(conn, 'SET SESSION sql_mode = ?', 0, [safe]);
      const kept = refusedModes(String((await streamQuery(conn, 'SELECT @@SESSION.sql_mode', 1)).rows[0]?.[0] ?? ''));
      if (kept.length > 0) throw new ConnectorError('other', `The server keeps sql_mode ${kept.join(',')}; RedBI does not run queries with it`);
    }
    this.ready.add(conn);
    return this.flavor;
  }

  /**
   * A read-only session rather than START TRANSACTION READ ONLY: in a read-only transaction DDL still
   * runs (it commits the transaction implicitly first), in a read-only session it is refused (error 1792)
   * like any write. SQL cannot switch it back: SET is not a query, and a view is one SELECT.
   */
  private async setReadOnly(conn: PoolConnection, readOnly: boolean): Promise<void> {
    if (this.readOnlySessions.has(conn) === readOnly) return;
    await streamQuery(conn, `SET SESSION TRANSACTION ${readOnly ? 'READ ONLY' : 'READ WRITE'}`, 0);
    if (readOnly) this.readOnlySessions.add(conn);
    else this.readOnlySessions.delete(conn);
  }

  /** KILL QUERY from a connection of its own (the pool may be full). */
  private async killQuery(threadId: number): Promise<void> {
    const killer = mysql.createConnection(mysqlConnectionOptions(this.config));
    killer.on('error', () => undefined);
    try {
      await streamQuery(killer, `KILL QUERY ${Number(threadId)}`, 0);
    } finally {
      await new Promise<void>((resolve) => killer.end(() => resolve()));
    }
  }
}
