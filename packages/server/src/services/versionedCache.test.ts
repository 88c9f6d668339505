import { describe, expect, it } from 'vitest';
import type { MetadataVersions, VersionScope } from '../db/metadataVersions';
import { VersionedCache } from './versionedCache';

/** Versions held in a map, and the order of reads and loads. */
function fakeVersions() {
  const versions = new Map<string, number>();
  const events: string[] = [];
  const store: MetadataVersions = {
    current: (scope) => {
      events.push(`version ${scope}`);
      return Promise.resolve(versions.get(scope) ?? 0);
    },
  };
  return { store, events, raise: (scope: VersionScope) => versions.set(scope, (versions.get(scope) ?? 0) + 1) };
}

describe('VersionedCache', () => {
  it('answers the kept value while its scope keeps its version, and loads again once it changed', async () => {
    const { store, raise } = fakeVersions();
    const cache = new VersionedCache<{ n: number }>(store, { max: 10 });
    let loads = 0;
    const load = () => Promise.resolve({ n: ++loads });
    expect(await cache.get('org:a', 'k', load)).toEqual({ n: 1 });
    expect(await cache.get('org:a', 'k', load)).toEqual({ n: 1 });
    raise('org:b');
    expect(await cache.get('org:a', 'k', load)).toEqual({ n: 1 });
    raise('org:a');
    expect(await cache.get('org:a', 'k', load)).toEqual({ n: 2 });
    expect(await cache.get('org:a', 'k', load)).toEqual({ n: 2 });
  });

  it('reads the version before it loads: a write during the load is seen by the next call', async () => {
    const { store, events, raise } = fakeVersions();
    const cache = new VersionedCache<{ n: number }>(store, { max: 10 });
    let loads = 0;
    const load = () => {
      events.push('load');
      const value = { n: ++loads };
      raise('org:a'); // written while this value was being read
      return Promise.resolve(value);
    };
    await cache.get('org:a', 'k', load);
    expect(events).toEqual(['version org:a', 'load']);
    expect(await cache.get('org:a', 'k', () => Promise.resolve({ n: 99 }))).toEqual({ n: 99 });
  });

  it('keeps values apart by scope and key, keeps nothing for undefined, and freezes what it keeps', async () => {
    const { store } = fakeVersions();
    const cache = new VersionedCache<{ list: number[] } | undefined>(store, { max: 10 });
    const kept = await cache.get('user:u', 'k', () => Promise.resolve({ list: [1] }));
    expect(await cache.get('org:u', 'k', () => Promise.resolve({ list: [2] }))).toEqual({ list: [2] });
    expect(() => kept!.list.push(3)).toThrow();
    let loads = 0;
    const missing = () => {
      loads += 1;
      return Promise.resolve(undefined);
    };
    await cache.get('user:u', 'gone', missing);
    await cache.get('user:u', 'gone', missing);
    expect(loads).toBe(2);
  });
});
