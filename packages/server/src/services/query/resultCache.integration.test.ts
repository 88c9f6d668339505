import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMemoryResultCache } from './memoryResultCache';
import { createRedisResultCache } from './redisResultCache';
import type { CachedResult, ResultCache } from './resultCache';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const result = (rows: number, label = 'x'): CachedResult => ({
  columns: [
    { name: 'id', type: 'number' },
    { name: 'label', type: 'string' },
  ],
  rows: Array.from({ length: rows }, (_, index) => [index, `${label}${index}`]),
});

/** Records what the adapter logs, instead of a logger. */
function logRecorder() {
  const lines: string[] = [];
  return { lines, log: { warn: (_: unknown, message?: string) => void lines.push(`warn ${message}`), info: (message: string) => void lines.push(`info ${message}`) } };
}

describe('memory result cache', () => {
  let clock = 0;
  const now = () => clock;
  beforeEach(() => {
    clock = 1_000_000;
  });

  it('answers a hit with the stored result, a miss with nothing', async () => {
    const cache = createMemoryResultCache({ maxBytes: 1024 * 1024, now });
    expect(await cache.get('k')).toBeUndefined();
    await cache.set('k', result(3), 60);
    expect(await cache.get('k')).toEqual(result(3));
    expect(await cache.get('other')).toBeUndefined();
  });

  it('forgets a result once its TTL has passed', async () => {
    const cache = createMemoryResultCache({ maxBytes: 1024 * 1024, now });
    await cache.set('k', result(1), 30);
    clock += 29_999;
    expect(await cache.get('k')).toEqual(result(1));
    clock += 2;
    expect(await cache.get('k')).toBeUndefined();
  });

  it('keeps nothing for a TTL of 0 (lru-cache would keep it forever)', async () => {
    const cache = createMemoryResultCache({ maxBytes: 1024 * 1024, now });
    await cache.set('k', result(1), 0);
    clock += 10 * 365 * 86_400_000;
    expect(await cache.get('k')).toBeUndefined();
  });

  it('stays within its size, dropping the least recently used results first', async () => {
    const size = Buffer.byteLength(JSON.stringify(result(100, 'a')));
    const cache = createMemoryResultCache({ maxBytes: Math.floor(size * 2.5), now });
    await cache.set('a', result(100, 'a'), 60);
    await cache.set('b', result(100, 'b'), 60);
    expect(await cache.get('a')).toBeDefined(); // a is now more recent than b
    await cache.set('c', result(100, 'c'), 60);
    expect(await cache.get('b')).toBeUndefined();
    expect(await cache.get('a')).toEqual(result(100, 'a'));
    expect(await cache.get('c')).toEqual(result(100, 'c'));
    // Larger than the whole cache: not kept, and nothing else is evicted for it.
    await cache.set('huge', result(1000), 60);
    expect(await cache.get('huge')).toBeUndefined();
    expect(await cache.get('c')).toBeDefined();
  });
});

describe('Redis result cache', () => {
  const prefix = `redbi:test:${randomBytes(6).toString('hex')}:`;
  const admin = new Redis(REDIS_URL);
  let cache: ResultCache;

  beforeEach(() => {
    cache = createRedisResultCache({ url: REDIS_URL, keyPrefix: prefix, log: logRecorder().log });
  });
  afterEach(() => cache.close());
  afterAll(async () => {
    const keys = await admin.keys(`${prefix}*`);
    if (keys.length > 0) await admin.del(...keys);
    admin.disconnect();
  });

  it('answers a hit with the stored result, a miss with nothing, keeping JSON under its prefix', async () => {
    expect(await cache.get('k')).toBeUndefined();
    await cache.set('k', result(3), 60);
    expect(await cache.get('k')).toEqual(result(3));
    expect(JSON.parse((await admin.get(`${prefix}k`)) ?? 'null')).toEqual(result(3));
    expect(await cache.get('other')).toBeUndefined();
  });

  it("gives each result the view's expiry as its TTL, and forgets it after", async () => {
    await cache.set('long', result(1), 300);
    const ttl = await admin.ttl(`${prefix}long`);
    expect(ttl).toBeGreaterThan(295);
    expect(ttl).toBeLessThanOrEqual(300);
    await cache.set('short', result(1), 1);
    expect(await cache.get('short')).toEqual(result(1));
    // Redis expires keys on its own clock: wait until it says the key is gone (a second at most).
    const started = Date.now();
    while ((await admin.exists(`${prefix}short`)) === 1 && Date.now() - started < 3_000) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await cache.get('short')).toBeUndefined();
    await cache.set('never', result(1), 0);
    expect(await admin.exists(`${prefix}never`)).toBe(0);
  });

  it('never fails a query when Redis is down: a miss, nothing stored, one warning per outage', async () => {
    // A port that accepts nothing: take a free one and close it again.
    const port = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const address = server.address();
        server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
      });
    });
    const recorder = logRecorder();
    const down = createRedisResultCache({ url: `redis://127.0.0.1:${port}`, keyPrefix: prefix, log: recorder.log });
    try {
      const started = performance.now();
      expect(await down.get('k')).toBeUndefined();
      await down.set('k', result(1), 60);
      expect(await down.get('k')).toBeUndefined();
      expect(performance.now() - started).toBeLessThan(1_000);
      expect(recorder.lines.filter((line) => line.startsWith('warn'))).toHaveLength(1);
    } finally {
      await down.close();
    }
  });
});
