import pg from 'pg';
import type { Connection, ExecuteOptions, QueryColumn, QueryResult, SchemaDatabase } from '../connector';
import type { ServerConfig } from '../connectorConfig';
import { guardQuery, QueryStopped } from '../guardQuery';
import { postgresClientConfig, postgresPoolConfig } from './postgresConfig';
import { queryReadOnly } from './readOnlyQuery';
import { classifyPostgresError } from './postgresErrors';
import { POSTGRES_CATALOG_SQL, postgresSchemaTree } from './postgresIntrospect';
import { builtinPgType, columnTypeOfCategory, postgresTypeParsers, type PgType } from './postgresTypes';

/** After the server's statement_timeout, how long the client waits before it gives up on the server. */
const CLIENT_GRACE_MS = 1_000;

const isServerError = (error: unknown): boolean => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
};

/** One PostgreSQL source: a pg.Pool (max = poolSize), session statement_timeout, cancel by backend pid. */
export class PostgresConnection implements Connection {
  private readonly pool: pg.Pool;
  private readonly statementTimeoutMs: number;
  private readonly closing = new AbortController();
  private ended: Promise<void> | undefined;
  /** Names and types of the non-built-in types seen in results (enums, extension types), by OID. */
  private readonly types = new Map<number, PgType>();

  constructor(private readonly config: ServerConfig) {
    this.pool = new pg.Pool(postgresPoolConfig(config));
    // An idle connection that dies (server restart) must not crash the process; the next query reconnects.
    this.pool.on('error', () => undefined);
    this.statementTimeoutMs = config.statementTimeoutSec * 1000;
  }

  async test(): Promise<{ serverVersion: string }> {
    const result = await this.execute(`SELECT 'PostgreSQL ' || current_setting('server_version')`, []);
    return { serverVersion: String(result.rows[0]?.[0]) };
  }

  async introspect(): Promise<SchemaDatabase[]> {
    const result = await this.execute(POSTGRES_CATALOG_SQL, []);
    return postgresSchemaTree(result.rows);
  }

  execute(sql: string, params: readonly unknown[], options: ExecuteOptions = {}): Promise<QueryResult> {
    const timeoutMs = options.timeoutMs ?? this.statementTimeoutMs;
    let client: pg.PoolClient | undefined;
    let stopped = false;
    const run = async (): Promise<QueryResult> => {
      const conn = await this.pool.connect();
      client = conn;
      const customTimeout = timeoutMs !== this.statementTimeoutMs;
      let inTransaction = false;
      let handedOver = false;
      let broken = false;
      try {
        if (stopped) throw new QueryStopped();
        if (customTimeout) await conn.query(`SET statement_timeout = ${Math.max(1, Math.round(timeoutMs))}`);
        // A transaction rather than the session default: SQL can change a session setting
        // (set_config('default_transaction_read_only', 'off', false)) but not make a running READ ONLY
        // transaction writable once its first statement has run. BEGIN goes in the statement's round trip.
        // Reads the whole result, then truncates: a cursor (pg-cursor) would stop at maxRows; rowMode
        // 'array' keeps each row small meanwhile. LIMIT is the caller's job.
        const statement = { text: sql, values: [...params], rowMode: 'array', types: postgresTypeParsers, queryMode: 'extended' } as pg.QueryArrayConfig;
        inTransaction = options.readOnly === true;
        const result = inTransaction ? await queryReadOnly(conn, statement) : await conn.query(statement);
        const columns = await this.columnsOf(conn, result.fields);
        const maxRows = options.maxRows ?? Infinity;
        const truncated = result.rows.length > maxRows;
        // The answer is complete: the caller does not wait for the COMMIT, the pool gets the connection after it.
        // Sent on the next turn of the event loop, once the answer has gone out.
        handedOver = true;
        setImmediate(() => void this.tidy(conn, inTransaction ? 'COMMIT' : undefined, customTimeout, false));
        return { columns, rows: truncated ? result.rows.slice(0, maxRows) : result.rows, truncated };
      } catch (error) {
        // A server error (with a SQLSTATE) leaves the connection usable; a socket error does not.
        broken = !isServerError(error);
        throw error;
      } finally {
        // A cancel request may still be on its way: such a connection is closed rather than reused.
        if (!handedOver) await this.tidy(conn, inTransaction ? 'ROLLBACK' : undefined, customTimeout, broken || stopped);
      }
    };
    return guardQuery(run, {
      signals: [options.signal, this.closing.signal],
      timeoutMs: timeoutMs + CLIENT_GRACE_MS,
      classify: classifyPostgresError,
      cancel: () => {
        stopped = true;
        return client && this.cancelBackend(client);
      },
    });
  }

  /**
   * Ends the statement's transaction and resets a custom timeout, then gives the connection back to the
   * pool; a broken connection (or one that fails to tidy up) is closed instead.
   */
  private async tidy(conn: pg.PoolClient, endTransaction: 'COMMIT' | 'ROLLBACK' | undefined, resetTimeout: boolean, broken: boolean): Promise<void> {
    let destroy = broken;
    if (!destroy && endTransaction) await conn.query(endTransaction).catch(() => (destroy = true));
    if (!destroy && resetTimeout) await conn.query('RESET statement_timeout').catch(() => (destroy = true));
    conn.release(destroy || undefined);
  }

  close(): Promise<void> {
    if (!this.ended) {
      this.closing.abort();
      this.ended = this.pool.end();
    }
    return this.ended;
  }

  /** Asks the server to cancel the statement of a pooled connection, from a connection of its own. */
  private async cancelBackend(client: pg.PoolClient): Promise<void> {
    const pid = (client as unknown as { processID?: number }).processID;
    if (!pid) return;
    const canceler = new pg.Client({ ...postgresClientConfig(this.config), statement_timeout: undefined });
    canceler.on('error', () => undefined);
    try {
      await canceler.connect();
      await canceler.query('SELECT pg_cancel_backend($1)', [pid]);
    } finally {
      await canceler.end().catch(() => undefined);
    }
  }

  private async columnsOf(client: pg.PoolClient, fields: pg.FieldDef[]): Promise<QueryColumn[]> {
    const unknown = fields.map((field) => field.dataTypeID).filter((oid) => !builtinPgType(oid) && !this.types.has(oid));
    if (unknown.length > 0) {
      const found = await client.query<[number, string, string]>({
        text: 'SELECT oid::int, format_type(oid, NULL), typcategory FROM pg_catalog.pg_type WHERE oid = ANY($1::oid[])',
        values: [unknown],
        rowMode: 'array',
      });
      for (const [oid, name, category] of found.rows) this.types.set(oid, { name, type: columnTypeOfCategory(category) });
    }
    return fields.map((field) => {
      const type = builtinPgType(field.dataTypeID) ?? this.types.get(field.dataTypeID) ?? { name: `oid ${field.dataTypeID}`, type: 'other' };
      return { name: field.name, type: type.type, dbType: type.name };
    });
  }
}
