import { Readable } from 'node:stream';

/**
 * The values of `tasks` in the order they settle, not the order given: a board's fast widgets are answered
 * while its slow ones still run. The tasks must not reject (each turns its own failure into a value).
 */
export async function* inFinishingOrder<T>(tasks: readonly Promise<T>[]): AsyncGenerator<T> {
  const finished: T[] = [];
  let wake: (() => void) | undefined;
  for (const task of tasks) {
    void task.then((value) => {
      finished.push(value);
      wake?.();
    });
  }
  for (let given = 0; given < tasks.length; given += 1) {
    while (finished.length === 0) await new Promise<void>((resolve) => (wake = resolve));
    yield finished.shift() as T;
  }
}

async function* lines(events: AsyncIterable<unknown>): AsyncGenerator<string> {
  for await (const event of events) yield `${JSON.stringify(event)}\n`;
}

/**
 * Events as NDJSON, one line each, pulled one at a time: each line goes to the socket as soon as its event
 * exists (nothing compresses or buffers API answers). Destroying the stream (the client went away) ends the
 * iteration of `events`.
 */
export const ndjsonStream = (events: AsyncIterable<unknown>): Readable => Readable.from(lines(events), { objectMode: false });
