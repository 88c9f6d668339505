import { getEventListeners } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { ConnectorError } from './connector';
import { guardQuery, QueryStopped } from './guardQuery';

const classify = (error: unknown) => new ConnectorError('other', (error as Error).message);

/** A statement that ends when told to (as a database ends a cancelled statement with its own error). */
function controllable<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { run: () => promise, resolve, reject };
}

describe('guardQuery', () => {
  it('passes a result through and classifies a failure', async () => {
    await expect(guardQuery(async () => 42, { signals: [], timeoutMs: 1000, cancel: () => undefined, classify })).resolves.toBe(42);
    await expect(guardQuery(() => Promise.reject(new Error('boom')), { signals: [], timeoutMs: 1000, cancel: () => undefined, classify })).rejects.toMatchObject({
      kind: 'other',
      message: 'boom',
    });
  });

  it('refuses an aborted signal without running', async () => {
    const run = vi.fn(async () => 1);
    await expect(guardQuery(run, { signals: [undefined, AbortSignal.abort()], timeoutMs: 1000, cancel: () => undefined, classify })).rejects.toMatchObject({ kind: 'canceled' });
    expect(run).not.toHaveBeenCalled();
  });

  it('cancels on timeout and fails with the database message as a timeout', async () => {
    const statement = controllable<number>();
    const cancel = vi.fn(() => statement.reject(new Error('Query execution was interrupted')));
    await expect(guardQuery(statement.run, { signals: [], timeoutMs: 10, cancel, classify })).rejects.toMatchObject({
      kind: 'timeout',
      message: 'Query execution was interrupted',
    });
    expect(cancel).toHaveBeenCalledOnce();
  });

  it('cancels when the signal aborts', async () => {
    const statement = controllable<number>();
    const controller = new AbortController();
    const guarded = guardQuery(statement.run, { signals: [new AbortController().signal, controller.signal], timeoutMs: 10_000, cancel: () => statement.reject(new QueryStopped()), classify });
    controller.abort();
    await expect(guarded).rejects.toMatchObject({ kind: 'canceled', message: 'Query canceled' });
  });

  it('gives up after the grace period when the database does not answer the cancel', async () => {
    const statement = controllable<number>();
    const started = performance.now();
    await expect(guardQuery(statement.run, { signals: [], timeoutMs: 10, graceMs: 20, cancel: () => undefined, classify })).rejects.toMatchObject({
      kind: 'timeout',
      message: 'Query timed out after 10 ms',
    });
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('survives a cancel that throws', async () => {
    const statement = controllable<number>();
    const guarded = guardQuery(statement.run, {
      signals: [],
      timeoutMs: 5,
      graceMs: 10,
      cancel: () => {
        throw new Error('no connection');
      },
      classify,
    });
    await expect(guarded).rejects.toMatchObject({ kind: 'timeout' });
  });

  it("leaves no listener on a long-lived signal (a pool's closing signal)", async () => {
    const closing = new AbortController();
    for (let index = 0; index < 3; index += 1) {
      await guardQuery(async () => index, { signals: [closing.signal], timeoutMs: 1000, cancel: () => undefined, classify });
    }
    expect(getEventListeners(closing.signal, 'abort')).toHaveLength(0);
  });
});
