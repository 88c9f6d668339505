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
  /**
   * Shared caches only (Redis): claims the running of `key` for this node, so that the same query is not
   * started again on another node meanwhile (peerQueries.ts). Answers the claim — held while it runs,
   * renewed, ended by `release()` — or undefined when another node holds it. A cache that cannot answer
   * grants the claim (the query runs, as without the cache).
   */
  claim?(key: string): Promise<{ release(): Promise<void> } | undefined>;
  /** Whether some node holds the claim on `key` now. */
  claimed?(key: string): Promise<boolean>;
  close(): Promise<void>;
}
