import { ConnectorError, type Connection, type ConnectionTest, type ExecuteOptions, type QueryResult, type RowStream, type SchemaDatabase, type StreamOptions } from '../connector';
import type { FileConfig } from '../connectorConfig';
import { guardQuery, QueryStopped } from '../guardQuery';
import { schemaTree } from '../schemaTree';
import { classifySqliteError } from './sqliteErrors';
import { sqliteBindable, sqliteColumnsOf, sqliteDeclaredType, sqliteRows } from './sqliteTypes';
import { streamSqlite } from './sqliteStream';
import { SqliteWorker } from './sqliteWorkerClient';

/** Worker threads per source: SQLite reads in parallel, and a dashboard asks for several results at once. */
export const SQLITE_MAX_WORKERS = 2;

const CATALOG_SQL = `
SELECT m.name, m.type, p.name, p.type
FROM sqlite_schema m JOIN pragma_table_info(m.name) p
WHERE m.type IN ('table', 'view') AND m.name NOT LIKE 'sqlite\\_%' ESCAPE '\\'
ORDER BY m.name, p.cid`;

/** One SQLite file, read-only, queried in worker threads; a timeout or a cancel ends the worker. */
export class SqliteConnection implements Connection {
  private readonly idle: SqliteWorker[] = [];
  private readonly busy = new Set<SqliteWorker>();
  private readonly waiting: { resolve: (worker: SqliteWorker) => void; reject: (error: unknown) => void }[] = [];
  private readonly statementTimeoutMs: number;
  private readonly closing = new AbortController();

  constructor(private readonly config: FileConfig) {
    this.statementTimeoutMs = config.statementTimeoutSec * 1000;
  }

  /** The file is opened read-only: the account question does not arise. */
  async test(): Promise<ConnectionTest> {
    const result = await this.execute('SELECT sqlite_version()', []);
    return { serverVersion: `SQLite ${String(result.rows[0]?.[0])}`, privileges: [] };
  }

  /** SQLite's own prepare, in a worker: parsed and planned, never stepped. */
  async check(sql: string): Promise<void> {
    await this.statement(sql, [], {}, true);
  }

  async introspect(): Promise<SchemaDatabase[]> {
    const result = await this.execute(CATALOG_SQL, []);
    const tree = schemaTree(
      result.rows.map(([table, kind, column, declared]) => ({
        schema: 'main',
        table: String(table),
        kind: kind === 'view' ? ('view' as const) : ('table' as const),
        column: { name: String(column), type: sqliteDeclaredType(String(declared ?? '')), dbType: String(declared ?? '') },
      })),
    );
    return tree.length > 0 ? tree : [{ name: 'main', tables: [] }];
  }

  execute(sql: string, params: readonly unknown[], options: ExecuteOptions = {}): Promise<QueryResult> {
    return this.statement(sql, params, options, false);
  }

  /** The statement's rows batch by batch, stepped through by a worker of the pool (sqliteStream.ts). */
  stream(sql: string, params: readonly unknown[], options: StreamOptions = {}): Promise<RowStream> {
    if (this.closing.signal.aborted) return Promise.reject(new ConnectorError('canceled', 'The SQLite source is closed'));
    const deps = {
      closing: this.closing.signal,
      statementTimeoutMs: this.statementTimeoutMs,
      acquire: () => this.acquire(),
      release: (worker: SqliteWorker) => this.release(worker),
    };
    return streamSqlite(deps, sql, params, options);
  }

  private statement(sql: string, params: readonly unknown[], options: ExecuteOptions, prepareOnly: boolean): Promise<QueryResult> {
    if (this.closing.signal.aborted) return Promise.reject(new ConnectorError('canceled', 'The SQLite source is closed'));
    const timeoutMs = options.timeoutMs ?? this.statementTimeoutMs;
    let worker: SqliteWorker | undefined;
    let stopped = false;
    const run = async (): Promise<QueryResult> => {
      const acquired = await this.acquire();
      worker = acquired;
      try {
        if (stopped) throw new QueryStopped();
        const raw = await acquired.run(sql, params.map(sqliteBindable), options.maxRows, prepareOnly);
        const columns = sqliteColumnsOf(raw.columns, raw.rows);
        return { columns, rows: sqliteRows(columns, raw.rows), truncated: raw.truncated };
      } finally {
        this.release(acquired);
      }
    };
    return guardQuery(run, {
      signals: [options.signal, this.closing.signal],
      timeoutMs,
      classify: classifySqliteError,
      cancel: () => {
        stopped = true;
        return worker?.terminate();
      },
    });
  }

  /** Cancels the queries in flight and ends every worker. */
  async close(): Promise<void> {
    this.closing.abort();
    for (const waiter of this.waiting.splice(0)) waiter.reject(new ConnectorError('canceled', 'The SQLite source is closed'));
    const workers = [...this.idle.splice(0), ...this.busy];
    await Promise.all(workers.map((worker) => worker.terminate()));
  }

  private acquire(): Promise<SqliteWorker> {
    const worker = this.idle.pop() ?? (this.busy.size < SQLITE_MAX_WORKERS ? new SqliteWorker(this.config.file) : undefined);
    if (worker) {
      this.busy.add(worker);
      return Promise.resolve(worker);
    }
    return new Promise((resolve, reject) => this.waiting.push({ resolve, reject }));
  }

  /** A live worker goes back to the pool (or to the next waiting query); a terminated one is replaced. */
  private release(worker: SqliteWorker): void {
    this.busy.delete(worker);
    if (this.closing.signal.aborted) {
      void worker.terminate();
      return;
    }
    const next = this.waiting.shift();
    if (!next) {
      if (worker.alive) this.idle.push(worker);
      return;
    }
    const handed = worker.alive ? worker : new SqliteWorker(this.config.file);
    this.busy.add(handed);
    next.resolve(handed);
  }
}
