import type { DataframeColumn } from '@redbi/shared/query';

/** A query's answer as the cache keeps it: what the Dataframe is made of, but the page and the SQL. */
export interface CachedResult {
  columns: DataframeColumn[];
  rows: unknown[][];
  total?: number;
}

/**
 * The result cache (ARCHITECTURE §2: one interface, an in-process LRU by default, Redis when several nodes
 * share it). It never fails a query: an adapter that cannot answer reports a miss and stores nothing.
 */
export interface ResultCache {
  readonly kind: 'memory' | 'redis';
  get(key: string): Promise<CachedResult | undefined>;
  /** Keeps the result for `ttlSeconds` (nothing is kept for 0 or less). */
  set(key: string, value: CachedResult, ttlSeconds: number): Promise<void>;
  close(): Promise<void>;
}
