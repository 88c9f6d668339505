import { describe, expect, it } from 'vitest';
import { inFinishingOrder, ndjsonStream } from './boardDataStream';

const after = <T>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

describe('inFinishingOrder', () => {
  it('gives each value as its task settles, every one once', async () => {
    const seen: string[] = [];
    for await (const value of inFinishingOrder([after(30, 'slow'), after(1, 'fast'), Promise.resolve('ready'), after(10, 'middle')])) seen.push(value);
    expect(seen).toEqual(['ready', 'fast', 'middle', 'slow']);
  });

  it('ends at once without tasks', async () => {
    const seen: unknown[] = [];
    for await (const value of inFinishingOrder([])) seen.push(value);
    expect(seen).toEqual([]);
  });
});

describe('ndjsonStream', () => {
  it('writes one JSON object per line, each as soon as it exists', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    async function* events() {
      yield { type: 'frame', n: 1 };
      await held;
      yield { type: 'done', text: 'a\nb' };
    }
    const stream = ndjsonStream(events());
    const chunks: string[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk.toString('utf8')));
    await after(5, undefined);
    expect(chunks).toEqual(['{"type":"frame","n":1}\n']);
    release();
    await new Promise((resolve) => stream.once('end', resolve));
    expect(chunks.join('').split('\n').filter(Boolean).map((line) => JSON.parse(line) as unknown)).toEqual([
      { type: 'frame', n: 1 },
      { type: 'done', text: 'a\nb' },
    ]);
  });

  it('stops pulling events once destroyed', async () => {
    let pulled = 0;
    async function* events() {
      for (;;) {
        pulled += 1;
        yield { pulled };
        await after(2, undefined);
      }
    }
    const stream = ndjsonStream(events());
    stream.once('data', () => stream.destroy());
    await new Promise((resolve) => stream.once('close', resolve));
    const seen = pulled;
    await after(20, undefined);
    expect(pulled).toBe(seen);
  });
});
