import { ConnectorError, type QueryColumn, type RowStream } from './connector';

/** What a connector's streaming read gives rowStream: its batches, and how its statement ends. */
export interface BatchReader {
  /**
   * The next batch of rows (values normalised), or undefined after the last. Called one at a time. `stop`
   * aborts when the stream is closed during the read: the wait must end (the statement cancelled).
   */
  next(stop: AbortSignal): Promise<unknown[][] | undefined>;
  /**
   * Ends the statement and hands its session back. `complete`: every batch was read; otherwise the rest of
   * the result is never produced (the statement stopped, the session closed if it cannot be trusted). Called
   * once, never during next().
   */
  finish(complete: boolean): Promise<void>;
}

const canceled = () => new ConnectorError('canceled', 'Query canceled');

/**
 * A RowStream over a connector's reader. Its statement ends exactly once: after the last batch, on an error,
 * when the reader stops iterating (break), on close(), or — between two batches — as soon as a signal aborts,
 * so that a pooled session is not held while nobody reads (the next read then fails as 'canceled').
 */
export function rowStream(columns: QueryColumn[], reader: BatchReader, signals: readonly (AbortSignal | undefined)[]): RowStream {
  const live = signals.filter((signal): signal is AbortSignal => signal !== undefined);
  const stop = new AbortController();
  let reading: Promise<unknown> | undefined;
  let finished: Promise<void> | undefined;
  let iterated = false;

  const finish = (complete: boolean): Promise<void> => {
    if (!finished) {
      for (const signal of live) signal.removeEventListener('abort', onAbort);
      finished = reader.finish(complete).catch(() => undefined);
    }
    return finished;
  };
  /** Ends at once between batches; during a read the reader's guard cancels it, and the iteration ends. */
  function onAbort(): void {
    if (!reading) void finish(false);
  }
  for (const signal of live) signal.addEventListener('abort', onAbort, { once: true });
  if (live.some((signal) => signal.aborted)) onAbort();

  async function* batches(): AsyncGenerator<unknown[][]> {
    let complete = false;
    try {
      for (;;) {
        if (finished || stop.signal.aborted) throw canceled();
        const read = reader.next(stop.signal);
        reading = read;
        let batch: unknown[][] | undefined;
        try {
          batch = await read;
        } finally {
          reading = undefined;
        }
        if (batch === undefined) {
          complete = true;
          return;
        }
        if (batch.length > 0) yield batch;
      }
    } finally {
      await finish(complete);
    }
  }

  return {
    columns,
    [Symbol.asyncIterator]() {
      if (iterated) throw new Error('A RowStream is read once');
      iterated = true;
      return batches();
    },
    async close() {
      stop.abort();
      const read = reading;
      if (read) await read.catch(() => undefined);
      await finish(false);
    },
  };
}

/** The stream with `done` called once when it has finished, however it ends (a pool counts it in use until then). */
export function onStreamEnd(stream: RowStream, done: () => void): RowStream {
  let called = false;
  const end = () => {
    if (called) return;
    called = true;
    done();
  };
  return {
    columns: stream.columns,
    async *[Symbol.asyncIterator]() {
      try {
        yield* stream;
      } finally {
        await stream.close();
        end();
      }
    },
    async close() {
      await stream.close();
      end();
    },
  };
}
