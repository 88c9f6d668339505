import { LRUCache } from 'lru-cache';
import type { MetadataVersions, VersionScope } from '../db/metadataVersions';
import { deepFreeze } from './deepFreeze';

/**
 * Values loaded from the metadata store and kept in this process, each with the version its scope had
 * before it was loaded (db/metadataVersions.ts). A value is answered only while its scope still reads that
 * version, and every write to the scope's tables raises it in the writing transaction: what any node wrote
 * is seen by the next request, here too. Every call reads the version (one read: microseconds on SQLite,
 * a round trip on PostgreSQL) instead of loading the value again.
 *
 * Kept values are frozen, deep. A load that answers undefined (nothing there) is not kept.
 */
export interface VersionedCacheLimits<V> {
  /** The most values kept. */
  max: number;
  /** The most they may weigh together (by `sizeOf`, e.g. characters), when values vary much in size. */
  maxSize?: number;
  sizeOf?: (value: NonNullable<V>) => number;
}

export class VersionedCache<V> {
  private readonly entries: LRUCache<string, { version: number; value: NonNullable<V> }>;

  constructor(
    private readonly versions: MetadataVersions,
    { max, maxSize, sizeOf }: VersionedCacheLimits<V>,
  ) {
    this.entries = new LRUCache({ max, ...(maxSize && sizeOf ? { maxSize, sizeCalculation: (entry) => Math.max(1, sizeOf(entry.value)) } : {}) });
  }

  /** The value kept under `key` (within `scope`) if still current, else `load()`'s, then kept. */
  async get(scope: VersionScope, key: string, load: () => Promise<V>): Promise<V> {
    const version = await this.versions.current(scope);
    const entryKey = `${scope}\n${key}`;
    const kept = this.entries.get(entryKey);
    if (kept?.version === version) return kept.value;
    const value = await load();
    if (value !== undefined && value !== null) this.entries.set(entryKey, { version, value: deepFreeze(value) });
    return value;
  }
}
