import type { ResultCache } from '../services/query/resultCache';

/** What the services report to the metrics (optional: tests and tools run without). */
export interface ServiceMetrics {
  cacheLookup(cache: ResultCache['kind'], hit: boolean): void;
}

/** The same cache, each lookup counted as a hit or a miss. */
export function observeResultCache(cache: ResultCache, metrics: ServiceMetrics | undefined): ResultCache {
  if (!metrics) return cache;
  return {
    kind: cache.kind,
    async get(key) {
      const value = await cache.get(key);
      metrics.cacheLookup(cache.kind, value !== undefined);
      return value;
    },
    set: (key, value, ttlSeconds) => cache.set(key, value, ttlSeconds),
    ...(cache.claim && cache.claimed ? { claim: cache.claim.bind(cache), claimed: cache.claimed.bind(cache) } : {}),
    close: () => cache.close(),
  };
}
