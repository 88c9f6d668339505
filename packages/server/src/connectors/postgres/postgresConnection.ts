import pg from 'pg';
import type { Connection, ConnectionTest, ExecuteOptions, QueryColumn, QueryResult, RowStream, SchemaDatabase, StreamOptions } from '../connector';
import type { ServerConfig } from '../connectorConfig';
import { guardQuery, QueryStopped } from '../guardQuery';
import { assertServerSettings } from './postgresClient';
import { postgresClientConfig, postgresPoolConfig } from './postgresConfig';
import { queryReadOnly } from './readOnlyQuery';
import { classifyPostgresError } from './postgresErrors';
import { POSTGRES_CATALOG_SQL, postgresSchemaTree } from './postgresIntrospect';
import { streamPostgres } from './postgresStream';
import { builtinPgType, columnTypeOfCategory, postgresTypeParsers, type PgType } from './postgresTypes';

/** After the server's statement_timeout, how long the client waits before it gives up on the server. */
const CLIENT_GRACE_MS = 1_000;

/**
 * What a statement may have left in the session, undone in the round trip that ends its transaction (the
 * parts of DISCARD ALL that may run in a multi-statement string): settings changed with set_config(…, false)
 * or SET (search_path, DateStyle, TimeZone, role …) back to the connection's start-up values, session
 * advisory locks released, temporary tables dropped, sequence state, cursors and LISTENs gone.
 */
export const POSTGRES_SESSION_RESET_STATEMENTS = [
  'CLOSE ALL',
  'SET SESSION AUTHORIZATION DEFAULT',
  'RESET ALL',
  'UNLISTEN *',
  'SELECT pg_advisory_unlock_all()',
  'DISCARD TEMP',
  'DISCARD SEQUENCES',
] as const;

export const POSTGRES_SESSION_RESET = POSTGRES_SESSION_RESET_STATEMENTS.join('; ');

/**
 * What the account may do beyond reading: superuser and the role attributes that reach beyond the
 * database, the predefined roles that read or write server files, run programs or signal backends, and
 * write privileges on any table (an owner has them all).
 */
const PRIVILEGES_SQL = `
SELECT 'PostgreSQL ' || current_setting('server_version'),
  array_to_string(array_remove(ARRAY[
    CASE WHEN r.rolsuper THEN 'superuser' END,
    CASE WHEN r.rolcreaterole THEN 'createrole' END,
    CASE WHEN r.rolcreatedb THEN 'createdb' END,
    CASE WHEN r.rolreplication THEN 'replication' END,
    CASE WHEN r.rolbypassrls THEN 'bypassrls' END,
    CASE WHEN EXISTS (
      SELECT 1 FROM information_schema.table_privileges p
      WHERE p.privilege_type IN ('INSERT', 'UPDATE', 'DELETE', 'TRUNCATE') AND p.table_schema NOT IN ('pg_catalog', 'information_schema')
    ) THEN 'write' END
  ], NULL) || ARRAY(
    SELECT g.rolname::text FROM pg_catalog.pg_roles g
    WHERE g.rolname IN ('pg_read_server_files', 'pg_write_server_files', 'pg_execute_server_program', 'pg_signal_backend', 'pg_write_all_data')
      AND NOT r.rolsuper AND pg_catalog.pg_has_role(r.oid, g.oid, 'MEMBER')
    ORDER BY g.rolname
  ), ',')
FROM pg_catalog.pg_roles r WHERE r.rolname = current_user`;

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

  async test(): Promise<ConnectionTest> {
    const result = await this.execute(PRIVILEGES_SQL, [], { readOnly: true });
    const [version, privileges] = result.rows[0] ?? [];
    return { serverVersion: String(version), privileges: String(privileges ?? '').split(',').filter((privilege) => privilege !== '') };
  }

  /** EXPLAIN (never ANALYZE) parses and plans without running, in a READ ONLY transaction rolled back after. */
  async check(sql: string, params: readonly unknown[]): Promise<void> {
    await this.statement(`EXPLAIN ${sql}`, params, { readOnly: true, maxRows: 0 }, 'ROLLBACK');
  }

  async introspect(): Promise<SchemaDatabase[]> {
    const result = await this.execute(POSTGRES_CATALOG_SQL, []);
    return postgresSchemaTree(result.rows);
  }

  execute(sql: string, params: readonly unknown[], options: ExecuteOptions = {}): Promise<QueryResult> {
    return this.statement(sql, params, options, 'COMMIT');
  }

  /** The statement's rows batch by batch, through a server-side cursor in its own transaction (postgresStream.ts). */
  stream(sql: string, params: readonly unknown[], options: StreamOptions = {}): Promise<RowStream> {
    const deps = {
      pool: this.pool,
      closing: this.closing.signal,
      statementTimeoutMs: this.statementTimeoutMs,
      clientGraceMs: CLIENT_GRACE_MS,
      sessionReset: POSTGRES_SESSION_RESET,
      columnsOf: (client: pg.PoolClient, fields: pg.FieldDef[]) => this.columnsOf(client, fields),
      cancelBackend: (client: pg.PoolClient) => this.cancelBackend(client),
    };
    return streamPostgres(deps, sql, params, options);
  }

  /**
   * Runs one statement. A read-only one runs in its own READ ONLY transaction, which ends with `end`, and the
   * session's reset, in the statement's round trip (readOnlyQuery.ts): the caller has the rows as soon as the
   * statement has run, and the pool gets the connection back once the rest has run too.
   */
  private statement(sql: string, params: readonly unknown[], options: ExecuteOptions, end: 'COMMIT' | 'ROLLBACK'): Promise<QueryResult> {
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
        assertServerSettings(conn);
        if (customTimeout) await conn.query(`SET statement_timeout = ${Math.max(1, Math.round(timeoutMs))}`);
        // A transaction rather than the session default: SQL can change a session setting
        // (set_config('default_transaction_read_only', 'off', false)) but not make a running READ ONLY
        // transaction writable once its first statement has run.
        // Reads the whole result, then truncates: a cursor (pg-cursor) would stop at maxRows; rowMode
        // 'array' keeps each row small meanwhile. LIMIT is the caller's job.
        const statement = { text: sql, values: [...params], rowMode: 'array', types: postgresTypeParsers, queryMode: 'extended' } as pg.QueryArrayConfig;
        inTransaction = options.readOnly === true;
        let settled: Promise<boolean> | undefined;
        let result: pg.QueryArrayResult;
        if (inTransaction) {
          const run = queryReadOnly(conn, statement, [end, ...POSTGRES_SESSION_RESET_STATEMENTS]);
          settled = run.settled;
          result = await run.result;
        } else {
          result = await conn.query(statement);
        }
        // Asks the connection (after the pipeline, if any): the transaction has ended by then.
        const columns = await this.columnsOf(conn, result.fields);
        const maxRows = options.maxRows ?? Infinity;
        const truncated = result.rows.length > maxRows;
        // The answer is complete: the caller does not wait for the rest; the pool gets the connection after it.
        handedOver = true;
        if (settled) {
          // Ended and reset in the same round trip; otherwise (a message failed after the statement) tidied up here.
          void settled.then((clean) => (clean && !stopped ? conn.release() : this.tidy(conn, 'ROLLBACK', stopped)));
        } else {
          // Sent on the next turn of the event loop, once the answer has gone out.
          setImmediate(() => void this.tidy(conn, undefined, false));
        }
        return { columns, rows: truncated ? result.rows.slice(0, maxRows) : result.rows, truncated };
      } catch (error) {
        // A server error (with a SQLSTATE) leaves the connection usable; a socket error does not.
        broken = !isServerError(error);
        throw error;
      } finally {
        // A cancel request may still be on its way: such a connection is closed rather than reused.
        if (!handedOver) await this.tidy(conn, inTransaction ? 'ROLLBACK' : undefined, broken || stopped);
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
   * Ends the statement's transaction and resets the session (a custom timeout included) in one round trip,
   * then gives the connection back to the pool; a broken connection (or one that fails to tidy up) is
   * closed instead. Always: any statement may have called a function that changed the session.
   */
  private async tidy(conn: pg.PoolClient, endTransaction: 'COMMIT' | 'ROLLBACK' | undefined, broken: boolean): Promise<void> {
    let destroy = broken;
    if (!destroy) await conn.query(endTransaction ? `${endTransaction}; ${POSTGRES_SESSION_RESET}` : POSTGRES_SESSION_RESET).catch(() => (destroy = true));
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
