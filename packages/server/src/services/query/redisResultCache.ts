import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { CachedResult, ResultCache } from './resultCache';

export interface RedisResultCacheOptions {
  url: string;
  /** Put before every key: `<REDIS_PREFIX>query:` (tests use one of their own). */
  keyPrefix: string;
  /** How long a cache command may take before the query runs without the cache. */
  commandTimeoutMs?: number;
  log: Pick<Logger, 'warn' | 'info'>;
}

/**
 * Results in Redis, shared by every node: JSON values with the view's cache expiry as their TTL. Redis
 * being down or slow never fails a query: the command fails fast (no offline queue, a command timeout),
 * the failure is logged once per outage, and the query runs uncached.
 */
export function createRedisResultCache({ url, keyPrefix, commandTimeoutMs = 500, log }: RedisResultCacheOptions): ResultCache {
  const redis = new Redis(url, { keyPrefix, enableOfflineQueue: false, maxRetriesPerRequest: 1, commandTimeout: commandTimeoutMs });
  let healthy = true;
  const failed = (error: unknown) => {
    if (!healthy) return;
    healthy = false;
    log.warn({ err: error }, 'Redis result cache unavailable: queries run uncached until it is back');
  };
  redis.on('error', failed);
  redis.on('ready', () => {
    if (healthy) return;
    healthy = true;
    log.info('Redis result cache is back');
  });
  // Commands fail at once while disconnected; only the first connection is waited for (briefly), so
  // that the first queries after start use the cache too.
  const connected = new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, commandTimeoutMs);
    timer.unref();
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    redis.once('ready', done);
    redis.once('error', done);
  });

  return {
    kind: 'redis',
    async get(key) {
      try {
        await connected;
        const text = await redis.get(key);
        return text === null ? undefined : (JSON.parse(text) as CachedResult);
      } catch (error) {
        failed(error);
        return undefined;
      }
    },
    async set(key, value, ttlSeconds) {
      if (ttlSeconds <= 0) return;
      try {
        await connected;
        await redis.set(key, JSON.stringify(value), 'EX', ttlSeconds);
      } catch (error) {
        failed(error);
      }
    },
    async close() {
      redis.disconnect();
    },
  };
}
