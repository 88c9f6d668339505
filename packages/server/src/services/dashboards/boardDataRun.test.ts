import { describe, expect, it } from 'vitest';
import { SharedRuns, SourceSlots, sourceConcurrency } from './boardDataRun';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A work that runs until released, counting how many run at once. */
function gate(counter: { now: number; max: number }) {
  let open: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (open = resolve));
  return {
    open,
    work: async () => {
      counter.now += 1;
      counter.max = Math.max(counter.max, counter.now);
      await released;
      counter.now -= 1;
      return 'done';
    },
  };
}

describe('SourceSlots', () => {
  it('runs at most the limit per source at once, the rest in the order they asked', async () => {
    const slots = new SourceSlots();
    const counter = { now: 0, max: 0 };
    const gates = Array.from({ length: 5 }, () => gate(counter));
    const started: number[] = [];
    const runs = gates.map((each, index) =>
      slots.run('pg', 2, undefined, () => {
        started.push(index);
        return each.work();
      }),
    );
    await tick();
    expect(started).toEqual([0, 1]);
    gates[1]?.open();
    await tick();
    expect(started).toEqual([0, 1, 2]);
    for (const each of gates) each.open();
    await Promise.all(runs);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(counter.max).toBe(2);
  });

  it('counts each source apart', async () => {
    const slots = new SourceSlots();
    const counter = { now: 0, max: 0 };
    const gates = Array.from({ length: 4 }, () => gate(counter));
    const runs = gates.map((each, index) => slots.run(index % 2 ? 'a' : 'b', 1, undefined, each.work));
    await tick();
    expect(counter.now).toBe(2);
    for (const each of gates) each.open();
    await Promise.all(runs);
  });

  it('frees the slot of a failed work, and never starts a waiting work once the signal aborts', async () => {
    const slots = new SourceSlots();
    const controller = new AbortController();
    const counter = { now: 0, max: 0 };
    const first = gate(counter);
    const failing = slots.run('pg', 1, controller.signal, async () => {
      await first.work();
      throw new Error('database said no');
    });
    let waitingStarted = false;
    const waiting = slots.run('pg', 1, controller.signal, async () => {
      waitingStarted = true;
    });
    controller.abort(new Error('client gone'));
    await expect(waiting).rejects.toThrow('client gone');
    first.open();
    await expect(failing).rejects.toThrow('database said no');
    expect(waitingStarted).toBe(false);
    await expect(slots.run('pg', 1, undefined, async () => 'next')).resolves.toBe('next');
    await expect(slots.run('pg', 1, controller.signal, async () => 'never')).rejects.toThrow('client gone');
  });
});

describe('SharedRuns', () => {
  it('runs an identical key once and tells the later askers it was shared', async () => {
    const runs = new SharedRuns<number>();
    let calls = 0;
    const work = async () => ++calls;
    const first = runs.run('k', work);
    const second = runs.run('k', work);
    const other = runs.run('other', work);
    expect([first.shared, second.shared, other.shared]).toEqual([false, true, false]);
    expect(await second.result).toBe(await first.result);
    expect(await other.result).toBe(2);
    expect(runs.count).toBe(2);
  });
});

describe('sourceConcurrency', () => {
  it("is a database server's configured pool size, its default when absent, and the engine's parallelism for files", () => {
    expect(sourceConcurrency({ type: 'postgres', config: JSON.stringify({ poolSize: 4 }) })).toBe(4);
    expect(sourceConcurrency({ type: 'mysql', config: JSON.stringify({}) })).toBe(10);
    expect(sourceConcurrency({ type: 'sqlite', config: JSON.stringify({ file: 'a.db' }) })).toBe(2);
    expect(sourceConcurrency({ type: 'duckdb', config: JSON.stringify({ file: 'a.duckdb' }) })).toBeGreaterThanOrEqual(1);
  });
});
