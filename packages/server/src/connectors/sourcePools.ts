import type { SourceType } from '@redbi/shared/sources';
import { createHash } from 'node:crypto';
import type { Connection, Connector, ExecuteOptions, StreamOptions } from './connector';
import { onStreamEnd } from './rowStream';

export interface SourcePoolsOptions {
  /** The driver of each source type. */
  connectors: Record<SourceType, Connector>;
  /** A pool unused for this long is closed (default 10 minutes). */
  idleMs?: number;
}

export const DEFAULT_POOL_IDLE_MS = 10 * 60_000;

interface Entry {
  fingerprint: string;
  connection: Connection;
  /** What the caller holds: every call waits for the pool this one replaced to be closed. */
  handle: Connection;
  active: number;
  idleTimer?: NodeJS.Timeout;
}

/** A configuration's identity, without keeping its secrets in memory: a hash of type and settings. */
export function configFingerprint(type: SourceType, config: Record<string, unknown>): string {
  const canonical = JSON.stringify([type, config], (_key, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : value,
  );
  return createHash('sha256').update(canonical).digest('hex');
}

/**
 * The live connection pool of each source: opened on first use, replaced when the source's configuration
 * changes (the old pool is closed first: the new one waits for it), closed after `idleMs` without use.
 */
export class SourcePools {
  private readonly entries = new Map<string, Entry>();
  /** Pools being closed, by source: a new pool of the same source starts after its predecessor ended. */
  private readonly closing = new Map<string, Promise<void>>();
  private readonly idleMs: number;
  private readonly fingerprints = new WeakMap<object, string>();

  constructor(private readonly options: SourcePoolsOptions) {
    this.idleMs = options.idleMs ?? DEFAULT_POOL_IDLE_MS;
  }

  /**
   * The source's pool; the same configuration gives the same pool, a new one closes the old pool. A frozen
   * configuration object's fingerprint is computed once (the query path passes the same one each time).
   */
  connection(sourceId: string, type: SourceType, config: Record<string, unknown>): Connection {
    let fingerprint = this.fingerprints.get(config);
    if (fingerprint === undefined) {
      fingerprint = configFingerprint(type, config);
      if (Object.isFrozen(config)) this.fingerprints.set(config, fingerprint);
    }
    const existing = this.entries.get(sourceId);
    if (existing?.fingerprint === fingerprint) {
      this.touch(sourceId, existing);
      return existing.handle;
    }
    if (existing) void this.close(sourceId);
    const before = this.closing.get(sourceId) ?? Promise.resolve();
    const connection = this.options.connectors[type].connect(config);
    const entry: Entry = { fingerprint, connection, handle: this.handleOf(sourceId, connection, before), active: 0 };
    this.entries.set(sourceId, entry);
    this.touch(sourceId, entry);
    return entry.handle;
  }

  /** Closes the source's pool (queries in flight are cancelled); the next call opens a new one. */
  close(sourceId: string): Promise<void> {
    const entry = this.entries.get(sourceId);
    if (!entry) return this.closing.get(sourceId) ?? Promise.resolve();
    this.entries.delete(sourceId);
    clearTimeout(entry.idleTimer);
    const previous = this.closing.get(sourceId) ?? Promise.resolve();
    const done = previous.then(() => entry.connection.close()).catch(() => undefined);
    this.closing.set(sourceId, done);
    void done.then(() => {
      if (this.closing.get(sourceId) === done) this.closing.delete(sourceId);
    });
    return done;
  }

  /** Closes every pool (shutdown). */
  async closeAll(): Promise<void> {
    await Promise.all([...this.entries.keys()].map((sourceId) => this.close(sourceId)));
    await Promise.all(this.closing.values());
  }

  /** Sources with an open pool. */
  get openSources(): string[] {
    return [...this.entries.keys()];
  }

  private touch(sourceId: string, entry: Entry): void {
    clearTimeout(entry.idleTimer);
    entry.idleTimer = setTimeout(() => {
      if (this.entries.get(sourceId) !== entry) return;
      if (entry.active > 0) this.touch(sourceId, entry);
      else void this.close(sourceId);
    }, this.idleMs);
    entry.idleTimer.unref();
  }

  /** The connection as callers see it: tracks use for the idle timer; close() goes through the pools. */
  private handleOf(sourceId: string, connection: Connection, before: Promise<void>): Connection {
    const use = async <T>(work: () => Promise<T>): Promise<T> => {
      const entry = this.entries.get(sourceId);
      const current = entry?.connection === connection ? entry : undefined;
      if (current) current.active += 1;
      try {
        await before;
        return await work();
      } finally {
        if (current) {
          current.active -= 1;
          if (this.entries.get(sourceId) === current) this.touch(sourceId, current);
        }
      }
    };
    return {
      test: () => use(() => connection.test()),
      introspect: () => use(() => connection.introspect()),
      execute: (sql: string, params: readonly unknown[], options?: ExecuteOptions) => use(() => connection.execute(sql, params, options)),
      check: (sql: string, params: readonly unknown[]) => use(() => connection.check(sql, params)),
      // A stream is in use until it has ended: its pool is not closed as idle while it is read.
      stream: (sql: string, params: readonly unknown[], options?: StreamOptions) => {
        let ended: () => void = () => undefined;
        const lifetime = new Promise<void>((resolve) => (ended = resolve));
        void use(() => lifetime);
        return use(() => connection.stream(sql, params, options)).then(
          (stream) => onStreamEnd(stream, ended),
          (error: unknown) => {
            ended();
            throw error;
          },
        );
      },
      close: async () => {
        if (this.entries.get(sourceId)?.connection === connection) await this.close(sourceId);
        else await connection.close();
      },
    };
  }
}
