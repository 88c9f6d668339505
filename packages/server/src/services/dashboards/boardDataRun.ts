import { connectorTypes, type ConnectorField, type SourceType } from '@redbi/shared/sources';
import { availableParallelism } from 'node:os';
import { SQLITE_MAX_WORKERS } from '../../connectors/sqlite/sqliteConnection';
import type { SourceRow } from '../../repositories/sourceRepository';

/** File sources have no pool size: SQLite reads in its worker threads, DuckDB on the machine's cores. */
const fileSourceConcurrency: Partial<Record<SourceType, number>> = { sqlite: SQLITE_MAX_WORKERS, duckdb: availableParallelism(), file: availableParallelism() };

const DEFAULT_CONCURRENCY = 4;

/**
 * How many queries of one board request may run on a source at once: a database server's configured pool
 * size (its connections), else what the file engine runs in parallel. More would only queue statements
 * inside the pool, where neither the order of the widgets nor a client that went away is seen.
 */
export function sourceConcurrency(source: Pick<SourceRow, 'type' | 'config'>): number {
  const type = source.type as SourceType;
  const fixed = fileSourceConcurrency[type];
  if (fixed !== undefined) return fixed;
  const configured = (JSON.parse(source.config) as { poolSize?: unknown }).poolSize;
  if (typeof configured === 'number' && configured >= 1) return configured;
  const field = (connectorTypes[type]?.fields as readonly ConnectorField[] | undefined)?.find((candidate) => candidate.name === 'poolSize');
  return typeof field?.default === 'number' ? field.default : DEFAULT_CONCURRENCY;
}

interface SourceQueue {
  running: number;
  /** Starts a waiting work. */
  waiting: (() => void)[];
}

/**
 * Per-source slots for one board request: at most `limit` works run on a source at once, the others start in
 * the order they asked (the board's order). A work still waiting when `signal` aborts never starts.
 */
export class SourceSlots {
  private readonly queues = new Map<string, SourceQueue>();

  async run<T>(sourceId: string, limit: number, signal: AbortSignal | undefined, work: () => Promise<T>): Promise<T> {
    await this.acquire(sourceId, limit, signal);
    try {
      return await work();
    } finally {
      this.release(sourceId);
    }
  }

  private queueOf(sourceId: string): SourceQueue {
    const known = this.queues.get(sourceId);
    if (known) return known;
    const queue: SourceQueue = { running: 0, waiting: [] };
    this.queues.set(sourceId, queue);
    return queue;
  }

  private acquire(sourceId: string, limit: number, signal: AbortSignal | undefined): Promise<void> {
    signal?.throwIfAborted();
    const queue = this.queueOf(sourceId);
    if (queue.running < limit) {
      queue.running += 1;
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const onAbort = () => {
        queue.waiting.splice(queue.waiting.indexOf(waiter), 1);
        reject(signal?.reason);
      };
      const waiter = () => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      };
      queue.waiting.push(waiter);
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  }

  /** The slot passes straight to the next waiting work, if any. */
  private release(sourceId: string): void {
    const queue = this.queueOf(sourceId);
    const next = queue.waiting.shift();
    if (next) next();
    else queue.running -= 1;
  }
}

/**
 * The distinct queries of one board request: widgets asking the identical (view, QuerySpec) share one run
 * and its answer (or failure). `shared` tells the later askers apart; `count` is how many ran.
 */
export class SharedRuns<T> {
  private readonly runs = new Map<string, Promise<T>>();

  run(key: string, work: () => Promise<T>): { result: Promise<T>; shared: boolean } {
    const known = this.runs.get(key);
    if (known) return { result: known, shared: true };
    const result = work();
    this.runs.set(key, result);
    return { result, shared: false };
  }

  get count(): number {
    return this.runs.size;
  }
}
