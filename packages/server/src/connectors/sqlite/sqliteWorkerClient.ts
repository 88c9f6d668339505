import { Worker } from 'node:worker_threads';
import { ConnectorError, type ConnectorErrorKind } from '../connector';
import { QueryStopped } from '../guardQuery';

/** The worker script: next to this file in src, next to main.js in dist (build.mjs copies it). */
export const SQLITE_WORKER_URL = new URL('./sqliteWorker.mjs', import.meta.url);

export interface SqliteRawColumn {
  name: string;
  declaredType: string | null;
}

export interface SqliteRawResult {
  columns: SqliteRawColumn[];
  rows: unknown[][];
  truncated: boolean;
}

/** A batch of a streaming read; the first (open) also names the columns. `done`: the statement has no more rows. */
export interface SqliteRawBatch {
  columns?: SqliteRawColumn[];
  rows: unknown[][];
  done: boolean;
}

type Failure = { error: { code?: string; kind?: ConnectorErrorKind; message: string } };
type Reply = { id: number } & (SqliteRawResult | SqliteRawBatch | Failure);

interface Pending {
  id: number;
  resolve: (result: SqliteRawResult | SqliteRawBatch) => void;
  reject: (error: unknown) => void;
}

/**
 * One worker thread with the database open read-only, one request at a time. `terminate()` ends a running
 * query: the request fails with QueryStopped and the worker is gone (the pool starts another).
 */
export class SqliteWorker {
  private readonly worker: Worker;
  private pending: Pending | undefined;
  private nextId = 1;
  private dead = false;

  constructor(file: string) {
    this.worker = new Worker(SQLITE_WORKER_URL, { workerData: { file } });
    this.worker.unref();
    this.worker.on('message', (reply: Reply) => this.settle(reply));
    this.worker.on('error', (error) => this.fail(error));
    this.worker.on('exit', () => this.fail(new QueryStopped()));
  }

  get alive(): boolean {
    return !this.dead;
  }

  /** Runs one statement; with `prepareOnly` it is only prepared (nothing read), and answers no rows. */
  run(sql: string, params: unknown[], maxRows: number | undefined, prepareOnly = false): Promise<SqliteRawResult> {
    return this.request({ sql, params, maxRows: maxRows ?? null, prepareOnly }) as Promise<SqliteRawResult>;
  }

  /**
   * Starts a streaming read (a statement that returns rows): its columns and first batch. The worker keeps
   * the statement until its last batch is read or `closeCursor()`; it serves nothing else meanwhile.
   */
  openCursor(sql: string, params: unknown[], batchSize: number): Promise<SqliteRawBatch> {
    return this.request({ op: 'open', sql, params, batchSize }) as Promise<SqliteRawBatch>;
  }

  nextBatch(): Promise<SqliteRawBatch> {
    return this.request({ op: 'next' }) as Promise<SqliteRawBatch>;
  }

  /** Ends a streaming read early. */
  async closeCursor(): Promise<void> {
    await this.request({ op: 'close' });
  }

  private request(message: Record<string, unknown>): Promise<SqliteRawResult | SqliteRawBatch> {
    if (this.dead) return Promise.reject(new QueryStopped());
    if (this.pending) return Promise.reject(new Error('SqliteWorker runs one request at a time'));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending = { id, resolve, reject };
      this.worker.ref();
      this.worker.postMessage({ id, ...message });
    });
  }

  /** Ends the thread (a statement inside SQLite's C code finishes first, its result is dropped). */
  terminate(): Promise<void> {
    this.fail(new QueryStopped());
    return this.worker.terminate().then(() => undefined);
  }

  private settle(reply: Reply): void {
    const pending = this.pending;
    if (!pending || pending.id !== reply.id) return;
    this.pending = undefined;
    this.worker.unref();
    if ('error' in reply) {
      const { kind, code, message } = reply.error;
      pending.reject(kind ? new ConnectorError(kind, message) : Object.assign(new Error(message), { code }));
    } else {
      pending.resolve(reply);
    }
  }

  private fail(error: unknown): void {
    this.dead = true;
    const pending = this.pending;
    this.pending = undefined;
    pending?.reject(error);
  }
}
