import { describe, expect, it } from 'vitest';
import { ConnectorError } from './connector';
import { onStreamEnd, rowStream, type BatchReader } from './rowStream';

/** A reader of fixed batches that records how it was finished, and can hold a read until released. */
function fakeReader(batches: unknown[][][]) {
  const finishes: boolean[] = [];
  let hold: { release: () => void; stop?: AbortSignal } | undefined;
  const reader: BatchReader = {
    async next(stop) {
      if (hold) {
        const held = hold;
        held.stop = stop;
        await new Promise<void>((resolve, reject) => {
          held.release = resolve;
          stop.addEventListener('abort', () => reject(new ConnectorError('canceled', 'stopped')), { once: true });
        });
      }
      return batches.shift();
    },
    async finish(complete) {
      finishes.push(complete);
    },
  };
  return { reader, finishes, holdNext: () => (hold = { release: () => undefined }) };
}

const columns = [{ name: 'n', type: 'number' as const, dbType: 'int' }];

describe('rowStream', () => {
  it('yields the batches, skips empty ones, and finishes once, complete, after the last', async () => {
    const { reader, finishes } = fakeReader([[[1], [2]], [], [[3]]]);
    const stream = rowStream(columns, reader, []);
    const read: unknown[][][] = [];
    for await (const batch of stream) read.push(batch);
    expect(read).toEqual([[[1], [2]], [[3]]]);
    await stream.close();
    expect(finishes).toEqual([true]);
    expect(() => stream[Symbol.asyncIterator]()).toThrow(/read once/);
  });

  it('finishes early when the reader stops, or on close()', async () => {
    const stopped = fakeReader([[[1]], [[2]]]);
    for await (const batch of rowStream(columns, stopped.reader, [])) {
      expect(batch).toEqual([[1]]);
      break;
    }
    expect(stopped.finishes).toEqual([false]);
    const closed = fakeReader([[[1]]]);
    await rowStream(columns, closed.reader, []).close();
    expect(closed.finishes).toEqual([false]);
  });

  it('gives the session back as soon as a signal aborts between two batches; the next read fails as canceled', async () => {
    const { reader, finishes } = fakeReader([[[1]], [[2]]]);
    const controller = new AbortController();
    const iterator = rowStream(columns, reader, [controller.signal])[Symbol.asyncIterator]();
    expect((await iterator.next()).value).toEqual([[1]]);
    controller.abort();
    await Promise.resolve();
    expect(finishes).toEqual([false]);
    const failure = await iterator.next().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ConnectorError);
    expect((failure as ConnectorError).kind).toBe('canceled');
    expect(finishes).toEqual([false]);
  });

  it('stops a read in progress on close(), then finishes', async () => {
    const { reader, finishes, holdNext } = fakeReader([[[1]]]);
    holdNext();
    const stream = rowStream(columns, reader, []);
    const iterator = stream[Symbol.asyncIterator]();
    const reading = iterator.next();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await stream.close();
    await expect(reading).rejects.toThrow('stopped');
    expect(finishes).toEqual([false]);
  });

  it('onStreamEnd tells once that the stream has ended, however it ends', async () => {
    for (const end of ['read', 'break', 'close'] as const) {
      let told = 0;
      const stream = onStreamEnd(rowStream(columns, fakeReader([[[1]], [[2]]]).reader, []), () => (told += 1));
      if (end === 'close') await stream.close();
      else
        for await (const _batch of stream) {
          if (end === 'break') break;
        }
      await stream.close();
      expect(told, end).toBe(1);
    }
  });
});
