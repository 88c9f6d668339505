import { describe, expect, it } from 'vitest';
import { runOncePerCluster } from './peerQueries';
import type { CachedResult, ResultCache } from './resultCache';

/** A shared cache of two "nodes" in one: claims and results as Redis would hold them. */
function sharedCache() {
  const values = new Map<string, CachedResult>();
  const claims = new Set<string>();
  const cache: ResultCache = {
    kind: 'redis',
    get: async (key) => values.get(key),
    set: async (key, value) => {
      values.set(key, value);
    },
    claim: async (key) => {
      if (claims.has(key)) return undefined;
      claims.add(key);
      return { release: async () => void claims.delete(key) };
    },
    claimed: async (key) => claims.has(key),
    close: async () => undefined,
  };
  return { cache, values };
}

const result = (n: number): CachedResult => ({ columns: [{ name: 'n', type: 'number' }], rows: [[n]] });
const options = (concurrency: 'dirtyread' | 'fastfailover' = 'dirtyread') => ({ expiresSec: 60, concurrency, signal: new AbortController().signal });

describe('runOncePerCluster', () => {
  it('runs a query asked twice at once only once; the second waits for the first one\'s result', async () => {
    const { cache } = sharedCache();
    let runs = 0;
    let finish: (value: CachedResult) => void = () => undefined;
    const first = runOncePerCluster(cache, 'k', options(), () => {
      runs += 1;
      return new Promise<CachedResult>((resolve) => (finish = resolve));
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    const second = runOncePerCluster(cache, 'k', options(), async () => {
      runs += 1;
      return result(2);
    });
    finish(result(1));
    expect(await first).toEqual(result(1));
    expect(await second).toEqual(result(1));
    expect(runs).toBe(1);
  });

  it('runs the query itself when the node holding the claim failed', async () => {
    const { cache } = sharedCache();
    const failing = runOncePerCluster(cache, 'k', options(), async () => {
      await new Promise((resolve) => setTimeout(resolve, 30));
      throw new Error('the warehouse went away');
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const waiting = runOncePerCluster(cache, 'k', options(), async () => result(3));
    await expect(failing).rejects.toThrow('the warehouse went away');
    expect(await waiting).toEqual(result(3));
  });

  it('refuses a duplicate at once with QUERY_IN_FLIGHT in fastfailover mode', async () => {
    const { cache } = sharedCache();
    let finish: (value: CachedResult) => void = () => undefined;
    const first = runOncePerCluster(cache, 'k', options('fastfailover'), () => new Promise<CachedResult>((resolve) => (finish = resolve)));
    await new Promise((resolve) => setTimeout(resolve, 10));
    await expect(runOncePerCluster(cache, 'k', options('fastfailover'), async () => result(2))).rejects.toMatchObject({ code: 'QUERY_IN_FLIGHT' });
    finish(result(1));
    await first;
  });

  it('just runs the query on a cache that cannot claim (this process\'s memory)', async () => {
    const values = new Map<string, CachedResult>();
    const memory: ResultCache = { kind: 'memory', get: async (key) => values.get(key), set: async (key, value) => void values.set(key, value), close: async () => undefined };
    expect(await runOncePerCluster(memory, 'k', options(), async () => result(4))).toEqual(result(4));
    expect(values.get('k')).toEqual(result(4));
  });
});
