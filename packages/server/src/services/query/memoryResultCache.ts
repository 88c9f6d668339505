import { LRUCache } from 'lru-cache';
import type { CachedResult, ResultCache } from './resultCache';

export interface MemoryResultCacheOptions {
  /** The most the results may take together, as JSON bytes; the least recently used go first. */
  maxBytes: number;
  /** The clock of expiries, in milliseconds (the application's; tests move it); the process's monotonic clock otherwise. */
  now?: () => number;
}

/** Results in this process's memory (one node): an LRU bounded by the total size of the results. */
export function createMemoryResultCache({ maxBytes, now }: MemoryResultCacheOptions): ResultCache {
  const lru = new LRUCache<string, CachedResult>({
    maxSize: Math.max(1, Math.floor(maxBytes)),
    // A result larger than the whole cache is not kept (maxEntrySize defaults to maxSize).
    sizeCalculation: (value) => Math.max(1, Buffer.byteLength(JSON.stringify(value))),
    ...(now ? { perf: { now }, ttlResolution: 0 } : {}),
  });
  return {
    kind: 'memory',
    get: (key) => Promise.resolve(lru.get(key)),
    set(key, value, ttlSeconds) {
      // lru-cache reads a TTL of 0 as "forever": a result that may not be kept is not stored at all.
      if (ttlSeconds > 0) lru.set(key, value, { ttl: ttlSeconds * 1000 });
      return Promise.resolve();
    },
    close() {
      lru.clear();
      return Promise.resolve();
    },
  };
}
