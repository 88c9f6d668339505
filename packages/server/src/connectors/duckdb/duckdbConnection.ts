import { DuckDBInstance, type DuckDBConnection, type DuckDBValue } from '@duckdb/node-api';
import { ConnectorError, type Connection, type ConnectionTest, type ExecuteOptions, type QueryResult, type RowStream, type SchemaDatabase, type StreamOptions } from '../connector';
import type { FileConfig } from '../connectorConfig';
import { guardQuery, QueryStopped } from '../guardQuery';
import { schemaTree } from '../schemaTree';
import { classifyDuckdbError } from './duckdbErrors';
import { streamDuckdb } from './duckdbStream';
import { duckdbCatalogType, duckdbColumnOf, duckdbValueReader } from './duckdbTypes';

/**
 * Read-only, nothing downloaded or loaded on demand (extensions cannot be installed offline), and no
 * access to files other than the database: SQL cannot read server files (read_csv('/etc/passwd')),
 * ATTACH or COPY TO; the configuration locked. Each statement has a connection of its own, so what it
 * sets for its session (SET search_path, temporary tables) ends with it.
 */
export const DUCKDB_READ_ONLY_OPTIONS = {
  access_mode: 'READ_ONLY',
  autoinstall_known_extensions: 'false',
  autoload_known_extensions: 'false',
  enable_external_access: 'false',
  // SET GLOBAL (a search_path, a memory limit …) would reach every later query of the instance.
  lock_configuration: 'true',
} as const;

const CATALOG_SQL = `
SELECT c.table_schema, c.table_name, t.table_type, c.column_name, c.data_type
FROM information_schema.columns c
JOIN information_schema.tables t USING (table_catalog, table_schema, table_name)
WHERE c.table_catalog = current_database() AND c.table_schema NOT IN ('information_schema', 'pg_catalog')
ORDER BY c.table_schema, c.table_name, c.ordinal_position`;

/** One DuckDB database file (a DuckDB source, or the tables of a file source), opened read-only. */
export class DuckdbConnection implements Connection {
  private instance: Promise<DuckDBInstance> | undefined;
  private readonly statementTimeoutMs: number;
  private readonly closing = new AbortController();
  private readonly running = new Set<Promise<unknown>>();
  private closed: Promise<void> | undefined;

  constructor(private readonly config: FileConfig) {
    this.statementTimeoutMs = config.statementTimeoutSec * 1000;
  }

  /** The file is opened read-only: the account question does not arise. */
  async test(): Promise<ConnectionTest> {
    const result = await this.execute(`SELECT 'DuckDB ' || version()`, []);
    return { serverVersion: String(result.rows[0]?.[0]), privileges: [] };
  }

  /** DuckDB's own prepare: parsed and bound, never run. */
  async check(sql: string): Promise<void> {
    if (this.closing.signal.aborted) throw new ConnectorError('canceled', 'The DuckDB source is closed');
    const connection = await (await this.open()).connect();
    try {
      (await connection.prepare(sql)).destroySync();
    } catch (error) {
      throw classifyDuckdbError(error);
    } finally {
      connection.closeSync();
    }
  }

  async introspect(): Promise<SchemaDatabase[]> {
    const result = await this.execute(CATALOG_SQL, []);
    const tree = schemaTree(
      result.rows.map(([schema, table, tableType, column, dataType]) => ({
        schema: String(schema),
        table: String(table),
        kind: tableType === 'VIEW' ? ('view' as const) : ('table' as const),
        column: { name: String(column), type: duckdbCatalogType(String(dataType)), dbType: String(dataType) },
      })),
    );
    return tree.length > 0 ? tree : [{ name: 'main', tables: [] }];
  }

  execute(sql: string, params: readonly unknown[], options: ExecuteOptions = {}): Promise<QueryResult> {
    if (this.closing.signal.aborted) return Promise.reject(new ConnectorError('canceled', 'The DuckDB source is closed'));
    let connection: DuckDBConnection | undefined;
    let stopped = false;
    const run = async (): Promise<QueryResult> => {
      const opened = await (await this.open()).connect();
      connection = opened;
      try {
        if (stopped) throw new QueryStopped();
        const result = await opened.stream(sql, params.length > 0 ? (params as DuckDBValue[]) : undefined);
        const types = result.columnTypes();
        const columns = result.columnNames().map((name, index) => duckdbColumnOf(name, types[index] as (typeof types)[number]));
        const readers = types.map(duckdbValueReader);
        const maxRows = options.maxRows ?? Infinity;
        const rows: unknown[][] = [];
        let truncated = false;
        // Chunks of 2048 rows, read until maxRows + 1: the rest of the result is never produced.
        read: for (let chunk = await result.fetchChunk(); chunk && chunk.rowCount > 0; chunk = await result.fetchChunk()) {
          for (const row of chunk.getRows()) {
            if (rows.length >= maxRows) {
              truncated = true;
              break read;
            }
            rows.push(row.map((value, index) => (value === null ? null : (readers[index] as (v: DuckDBValue) => unknown)(value))));
          }
        }
        return { columns, rows, truncated };
      } finally {
        opened.closeSync();
      }
    };
    const guarded = guardQuery(run, {
      signals: [options.signal, this.closing.signal],
      timeoutMs: options.timeoutMs ?? this.statementTimeoutMs,
      classify: classifyDuckdbError,
      cancel: () => {
        stopped = true;
        connection?.interrupt();
      },
    });
    const tracked = guarded.catch(() => undefined);
    this.running.add(tracked);
    void tracked.then(() => this.running.delete(tracked));
    return guarded;
  }

  /** The statement's rows chunk by chunk, from a streaming result (duckdbStream.ts). */
  stream(sql: string, params: readonly unknown[], options: StreamOptions = {}): Promise<RowStream> {
    if (this.closing.signal.aborted) return Promise.reject(new ConnectorError('canceled', 'The DuckDB source is closed'));
    const deps = {
      closing: this.closing.signal,
      statementTimeoutMs: this.statementTimeoutMs,
      open: () => this.open(),
      track: (lifetime: Promise<unknown>) => {
        this.running.add(lifetime);
        void lifetime.then(() => this.running.delete(lifetime));
      },
    };
    return streamDuckdb(deps, sql, params, options);
  }

  /** Interrupts the queries in flight, then closes the database (the file can be opened for writing after). */
  close(): Promise<void> {
    this.closed ??= (async () => {
      this.closing.abort();
      await Promise.all(this.running);
      const instance = await this.instance?.catch(() => undefined);
      instance?.closeSync();
    })();
    return this.closed;
  }

  private open(): Promise<DuckDBInstance> {
    if (!this.instance) {
      const opening = DuckDBInstance.create(this.config.file, { ...DUCKDB_READ_ONLY_OPTIONS });
      this.instance = opening;
      // A failed open (missing file) is retried by the next query.
      opening.catch(() => {
        if (this.instance === opening) this.instance = undefined;
      });
    }
    return this.instance;
  }
}
