import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
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
    async claim(key) {
      const owner = randomUUID();
      const lock = `lock:${key}`;
      try {
        await connected;
        if ((await redis.set(lock, owner, 'PX', CLAIM_MS, 'NX')) !== 'OK') return undefined;
      } catch (error) {
        failed(error);
        return { release: async () => undefined };
      }
      // Renewed while the query runs: a node that dies mid-way lets the others take over within CLAIM_MS.
      const renew = setInterval(() => void redis.eval(RENEW, 1, lock, owner, CLAIM_MS).catch(failed), CLAIM_MS / 3);
      renew.unref();
      return {
        async release() {
          clearInterval(renew);
          await redis.eval(RELEASE, 1, lock, owner).catch(failed);
        },
      };
    },
    async claimed(key) {
      try {
        return (await redis.exists(`lock:${key}`)) === 1;
      } catch (error) {
        failed(error);
        return false;
      }
    },
    async close() {
      redis.disconnect();
    },
  };
}

/** How long a claim on a query lasts without being renewed (the node running it renews it every third). */
const CLAIM_MS = 15_000;
const RENEW = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end return 0`;
const RELEASE = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`;
