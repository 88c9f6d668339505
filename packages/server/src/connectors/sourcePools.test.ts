import type { SourceType } from '@redbi/shared/sources';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Connection, Connector } from './connector';
import { configFingerprint, SourcePools } from './sourcePools';

interface FakeConnection extends Connection {
  config: Record<string, unknown>;
  closed: boolean;
}

/** Connectors that open fake pools and remember them; `slow` makes execute() wait until released. */
function fakeConnectors() {
  const opened: FakeConnection[] = [];
  const events: string[] = [];
  let release: () => void = () => undefined;
  const connector: Connector = {
    type: 'postgres',
    dialect: 'postgres',
    placeholder: (index) => `$${index}`,
    connect: (config) => {
      const index = opened.length;
      const connection: FakeConnection = {
        config,
        closed: false,
        test: async () => ({ serverVersion: 'fake', privileges: [] }),
        check: async () => undefined,
        introspect: async () => [],
        execute: async (sql) => {
          events.push(`execute ${index}`);
          if (sql === 'slow') await new Promise<void>((resolve) => (release = resolve));
          return { columns: [], rows: [[connection.closed ? 'closed' : 'open']], truncated: false };
        },
        stream: async () => ({ columns: [], close: async () => undefined, async *[Symbol.asyncIterator]() {} }),
        close: async () => {
          await Promise.resolve();
          events.push(`closed ${index}`);
          connection.closed = true;
        },
      };
      opened.push(connection);
      return connection;
    },
  };
  const connectors = Object.fromEntries(['postgres', 'mysql', 'sqlite', 'duckdb', 'file'].map((type) => [type, connector])) as Record<SourceType, Connector>;
  return { connectors, opened, events, release: () => release() };
}

describe('SourcePools', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives the same pool for the same source and configuration', async () => {
    const fake = fakeConnectors();
    const pools = new SourcePools({ connectors: fake.connectors });
    const first = pools.connection('s1', 'postgres', { host: 'a', port: 1 });
    const second = pools.connection('s1', 'postgres', { port: 1, host: 'a' });
    expect(second).toBe(first);
    expect(fake.opened).toHaveLength(1);
    await first.test();
    pools.connection('s2', 'postgres', { host: 'a', port: 1 });
    expect(fake.opened).toHaveLength(2);
    await pools.closeAll();
  });

  it('closes the old pool first when the configuration changes (a source edit)', async () => {
    const fake = fakeConnectors();
    const pools = new SourcePools({ connectors: fake.connectors });
    const old = pools.connection('s1', 'postgres', { host: 'a' });
    const edited = pools.connection('s1', 'postgres', { host: 'b' });
    expect(edited).not.toBe(old);
    const result = await edited.execute('select', []);
    expect(fake.opened[0]?.closed).toBe(true);
    expect(result.rows).toEqual([['open']]);
    expect(fake.events).toEqual(['closed 0', 'execute 1']);
    expect(fake.opened[1]?.config).toEqual({ host: 'b' });
    await pools.closeAll();
  });

  it('closes a pool on request; the next call opens a new one', async () => {
    const fake = fakeConnectors();
    const pools = new SourcePools({ connectors: fake.connectors });
    pools.connection('s1', 'mysql', {});
    await pools.close('s1');
    expect(fake.opened[0]?.closed).toBe(true);
    expect(pools.openSources).toEqual([]);
    pools.connection('s1', 'mysql', {});
    expect(fake.opened).toHaveLength(2);
    await pools.close('unknown');
    await pools.closeAll();
  });

  it('closes a pool left unused for idleMs, but not while a query runs', async () => {
    vi.useFakeTimers();
    const fake = fakeConnectors();
    const pools = new SourcePools({ connectors: fake.connectors, idleMs: 1000 });
    const connection = pools.connection('s1', 'sqlite', { file: '/x' });
    const running = connection.execute('slow', []);
    await vi.advanceTimersByTimeAsync(1500);
    expect(fake.opened[0]?.closed).toBe(false);
    fake.release();
    await running;
    await vi.advanceTimersByTimeAsync(999);
    expect(fake.opened[0]?.closed).toBe(false);
    await vi.advanceTimersByTimeAsync(2);
    expect(fake.opened[0]?.closed).toBe(true);
    expect(pools.openSources).toEqual([]);
  });

  it('does not close a pool as idle while a stream of it is read, and does once it has ended', async () => {
    vi.useFakeTimers();
    const fake = fakeConnectors();
    const pools = new SourcePools({ connectors: fake.connectors, idleMs: 1000 });
    const stream = await pools.connection('s1', 'postgres', {}).stream('select', []);
    await vi.advanceTimersByTimeAsync(5000);
    expect(fake.opened[0]?.closed).toBe(false);
    for await (const _batch of stream) break;
    await vi.advanceTimersByTimeAsync(1001);
    expect(fake.opened[0]?.closed).toBe(true);
  });

  it('closeAll() closes every pool (shutdown)', async () => {
    const fake = fakeConnectors();
    const pools = new SourcePools({ connectors: fake.connectors });
    pools.connection('s1', 'postgres', {});
    pools.connection('s2', 'duckdb', {});
    await pools.closeAll();
    expect(fake.opened.map((connection) => connection.closed)).toEqual([true, true]);
    expect(pools.openSources).toEqual([]);
  });

  it('a handle closed by its holder closes the pool', async () => {
    const fake = fakeConnectors();
    const pools = new SourcePools({ connectors: fake.connectors });
    await pools.connection('s1', 'postgres', {}).close();
    expect(fake.opened[0]?.closed).toBe(true);
    expect(pools.openSources).toEqual([]);
  });
});

describe('configFingerprint', () => {
  it('ignores key order and tells configurations apart', () => {
    expect(configFingerprint('postgres', { a: 1, b: { c: 2, d: 3 } })).toBe(configFingerprint('postgres', { b: { d: 3, c: 2 }, a: 1 }));
    expect(configFingerprint('postgres', { a: 1 })).not.toBe(configFingerprint('mysql', { a: 1 }));
    expect(configFingerprint('postgres', { password: 'x' })).not.toBe(configFingerprint('postgres', { password: 'y' }));
    expect(configFingerprint('postgres', { password: 'secret' })).not.toContain('secret');
  });
});
