import { Redis } from 'ioredis';
import { createHash } from 'node:crypto';
import type { WindowCount } from './windowCounter';

/**
 * A window counter kept in Redis, shared by every node (the in-process one is windowCounter.ts): events per
 * key in fixed windows that open with their first event and last `windowMs`. `hit` counts one event and
 * answers the count with it, atomically (a Lua script), so that attempts racing on several nodes each get
 * their own number. Times are the app's (`now`, ms since 1970); keys expire in Redis with their window.
 */
export interface SharedWindowCounter {
  peek(key: string, now: number): Promise<WindowCount | undefined>;
  hit(key: string, now: number): Promise<WindowCount>;
  /** Takes back one event counted in the key's open window. */
  takeBack(key: string, now: number): Promise<void>;
  reset(key: string): Promise<void>;
}

/** Keys remembered for a while (an address an account logged in from, a client admitted to a link). */
export interface SharedMarks {
  has(key: string): Promise<boolean>;
  set(key: string): Promise<void>;
}

export interface SharedCounters {
  counter(name: string, windowMs: number): SharedWindowCounter;
  marks(name: string, ttlMs: number): SharedMarks;
  close(): Promise<void>;
}

const HIT = `
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local resetAt = tonumber(redis.call('HGET', KEYS[1], 'resetAt'))
if resetAt == nil or resetAt <= now then
  redis.call('HSET', KEYS[1], 'count', 1, 'lastAt', now, 'resetAt', now + window)
  redis.call('PEXPIRE', KEYS[1], window)
  return {1, now, now + window}
end
local count = redis.call('HINCRBY', KEYS[1], 'count', 1)
redis.call('HSET', KEYS[1], 'lastAt', now)
return {count, now, resetAt}`;

const TAKE_BACK = `
local resetAt = tonumber(redis.call('HGET', KEYS[1], 'resetAt'))
if resetAt ~= nil and resetAt > tonumber(ARGV[1]) then
  if redis.call('HINCRBY', KEYS[1], 'count', -1) < 0 then redis.call('HSET', KEYS[1], 'count', 0) end
end
return 0`;

/** Keys hashed to a fixed length: an identifier typed at login may be long, and is not kept as typed. */
const keyOf = (prefix: string, name: string, key: string): string => `${prefix}${name}:${createHash('sha256').update(key).digest('base64url')}`;

/** Counters and marks under `<prefix>` in the Redis at `url` (REDIS_URL, REDIS_PREFIX + `limits:`). */
export function createRedisCounters(url: string, prefix: string): SharedCounters {
  // Commands wait for the connection (at start) at most 2 s; past that they fail and the throttles count in memory.
  const redis = new Redis(url, { maxRetriesPerRequest: 1, commandTimeout: 2000 });
  // A Redis that is down fails the calls (the throttles then count in memory); it is not an error of the process.
  redis.on('error', () => undefined);
  const toCount = (reply: unknown): WindowCount => {
    const [count, lastAt, resetAt] = (reply as (number | string)[]).map(Number);
    return { count: count ?? 0, lastAt: lastAt ?? 0, resetAt: resetAt ?? 0 };
  };
  return {
    counter(name, windowMs) {
      return {
        async peek(key, now) {
          const [count, lastAt, resetAt] = (await redis.hmget(keyOf(prefix, name, key), 'count', 'lastAt', 'resetAt')).map((value) => (value === null ? undefined : Number(value)));
          if (count === undefined || resetAt === undefined || resetAt <= now) return undefined;
          return { count, lastAt: lastAt ?? now, resetAt };
        },
        hit: async (key, now) => toCount(await redis.eval(HIT, 1, keyOf(prefix, name, key), now, windowMs)),
        async takeBack(key, now) {
          await redis.eval(TAKE_BACK, 1, keyOf(prefix, name, key), now);
        },
        async reset(key) {
          await redis.del(keyOf(prefix, name, key));
        },
      };
    },
    marks(name, ttlMs) {
      return {
        has: async (key) => (await redis.exists(keyOf(prefix, name, key))) === 1,
        async set(key) {
          await redis.set(keyOf(prefix, name, key), '1', 'PX', ttlMs);
        },
      };
    },
    async close() {
      redis.disconnect();
    },
  };
}
