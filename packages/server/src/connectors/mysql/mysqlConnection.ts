import mysql, { type FieldPacket, type Pool, type PoolConnection } from 'mysql2';
import type { Connection, ExecuteOptions, QueryResult, SchemaDatabase } from '../connector';
import type { ServerConfig } from '../connectorConfig';
import { guardQuery, QueryStopped } from '../guardQuery';
import { mysqlConnectionOptions, mysqlPoolOptions, mysqlSession, type MysqlSession } from './mysqlConfig';
import { classifyMysqlError } from './mysqlErrors';
import { MYSQL_CATALOG_SQL, mysqlSchemaTree } from './mysqlIntrospect';
import { bindMysqlParameters } from './mysqlPlaceholders';
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

/** Runs one statement; keeps the rows of the first result set up to `maxRows` and drops the rest. */
function streamQuery(conn: PoolConnection | mysql.Connection, sql: string, maxRows: number): Promise<RawResult> {
  return new Promise((resolve, reject) => {
    let fields: FieldPacket[] | undefined;
    const rows: unknown[][] = [];
    let truncated = false;
    let failed = false;
    const query = conn.query({ sql, rowsAsArray: true });
    query.on('fields', (received: FieldPacket[]) => (fields ??= received));
    query.on('result', (row, index) => {
      if (index > 0 || !Array.isArray(row)) return;
      if (rows.length < maxRows) rows.push(row as unknown[]);
      else truncated = true;
    });
    query.on('error', (error) => {
      failed = true;
      reject(error);
    });
    query.on('end', () => {
      if (!failed) resolve({ fields: fields ?? [], rows, truncated });
    });
  });
}

/** One MySQL or MariaDB source: a mysql2 pool, sessions in UTC with a statement timeout, KILL QUERY to cancel. */
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

  async test(): Promise<{ serverVersion: string }> {
    const result = await this.execute('SELECT VERSION()', [], { readOnly: true });
    const version = String(result.rows[0]?.[0]);
    return { serverVersion: /mariadb/i.test(version) ? `MariaDB ${version}` : `MySQL ${version}` };
  }

  async introspect(): Promise<SchemaDatabase[]> {
    const result = await this.execute(MYSQL_CATALOG_SQL, [], { readOnly: true });
    return mysqlSchemaTree(result.rows, this.config.database);
  }

  execute(sql: string, params: readonly unknown[], options: ExecuteOptions = {}): Promise<QueryResult> {
    const timeoutMs = options.timeoutMs ?? this.statementTimeoutMs;
    let conn: PoolConnection | undefined;
    let stopped = false;
    let killing: Promise<void> | undefined;
    const run = async (): Promise<QueryResult> => {
      const text = bindMysqlParameters(sql, params);
      const acquired = await this.acquire();
      conn = acquired;
      let broken = false;
      let custom = false;
      try {
        if (stopped) throw new QueryStopped();
        const flavor = await this.prepare(acquired);
        await this.setReadOnly(acquired, options.readOnly === true);
        if (timeoutMs !== this.statementTimeoutMs) {
          custom = true;
          await streamQuery(acquired, `SET SESSION ${timeoutAssignment(flavor, timeoutMs)}`, 0);
        }
        const raw = await streamQuery(acquired, text, options.maxRows ?? Infinity);
        const columns = raw.fields.map(mysqlColumnOf);
        const readers = raw.fields.map((field, index) => mysqlValueReader(field, columns[index] as (typeof columns)[number]));
        const rows = raw.rows.map((row) => row.map((value, index) => (value === null ? null : (readers[index] as (v: unknown) => unknown)(value))));
        return { columns, rows, truncated: raw.truncated };
      } catch (error) {
        // A server error leaves the session usable; a lost connection or a broken protocol does not.
        broken = typeof (error as { sqlState?: unknown }).sqlState !== 'string' || (error as { fatal?: boolean }).fatal === true;
        throw error;
      } finally {
        if (custom && !stopped && !broken && this.flavor) {
          await streamQuery(acquired, `SET SESSION ${timeoutAssignment(this.flavor, this.statementTimeoutMs)}`, 0).catch(() => (broken = true));
        }
        // A KILL QUERY may still be on its way: such a connection is closed rather than reused.
        if (stopped || broken) {
          await killing?.catch(() => undefined);
          acquired.destroy();
        } else {
          acquired.release();
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

  /** Sets up a new pooled connection's session: UTC, the statement timeout, the source's variables. */
  private async prepare(conn: PoolConnection): Promise<Flavor> {
    if (this.flavor && this.ready.has(conn)) return this.flavor;
    if (!this.flavor) {
      const version = await streamQuery(conn, 'SELECT VERSION()', 1);
      this.flavor = /mariadb/i.test(String(version.rows[0]?.[0])) ? 'mariadb' : 'mysql';
    }
    const assignments = [
      "time_zone = '+00:00'",
      `SESSION ${timeoutAssignment(this.flavor, this.statementTimeoutMs)}`,
      ...this.session.variables.map(([name, value]) => `SESSION \`${name}\` = ${/^-?\d+(\.\d+)?$/.test(value) ? value : mysql.escape(value)}`),
    ];
    await streamQuery(conn, `SET ${assignments.join(', ')}`, 0);
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
