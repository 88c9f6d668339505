import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { JobDefinition } from './jobDefinition';
import type { JobRunner } from './jobRunner';
import { jobSetups, startJobWorld, type JobWorld } from './testing/jobTestWorld';

const payload = z.object({ label: z.string() });

/** Polls `check` (the runner writes the store as it goes). */
async function until(check: () => Promise<boolean>, what: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A job that runs until the test lets it go (or its signal aborts it). */
function heldJob(type: string) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let started = 0;
  const definition = {
    type,
    payload,
    maxAttempts: 3,
    timeoutMs: 60_000,
    retryDelayMs: 20,
    run: async (_payload: unknown, job: { signal: AbortSignal }) => {
      started += 1;
      if (job.signal.aborted) throw job.signal.reason as Error;
      await new Promise<void>((resolve, reject) => {
        void released.then(resolve);
        job.signal.addEventListener('abort', () => reject(job.signal.reason as Error), { once: true });
      });
      return { done: true };
    },
  } as unknown as JobDefinition<never>;
  return { definition, release, started: () => started };
}

/**
 * A graceful close (SIGTERM, docs/scaling.md): `close({graceMs})` takes no further job and lets those running
 * here finish within the grace; past it they are aborted and left to their lease (run again elsewhere).
 */
describe.each(jobSetups)('a graceful close of the job runner, %s', (setup) => {
  let world: JobWorld;
  beforeAll(async () => {
    world = await startJobWorld(setup);
  });
  afterEach(() => world?.closeRunners());
  afterAll(() => world?.close());

  const running = (runner: JobRunner, id: string) => async () => (await runner.find(id))?.status === 'running';

  it('lets a running job finish within the grace, and takes no new one meanwhile', async () => {
    const held = heldJob('held-short');
    const runner = world.runner([held.definition]);
    await runner.start();
    const { job } = await runner.enqueue('held-short', { label: 'first' }, { idempotencyKey: `drain-${setup}-1` });
    await until(async () => held.started() === 1 && (await running(runner, job.id)()), 'the job to run');
    const closing = runner.close({ graceMs: 30_000 });
    const { job: late } = await runner.enqueue('held-short', { label: 'late' }, { idempotencyKey: `drain-${setup}-2` }).catch(() => ({ job: undefined }));
    held.release();
    await closing;
    expect((await runner.find(job.id))?.status).toBe('succeeded');
    // Enqueued as the close began: not taken — or, with BullMQ, delivered before its pause took effect: then
    // let finish too, or (delivered as the close ended) left running for its lease to run out. Never failed.
    const lateStatus = late ? (await runner.find(late.id))?.status : 'queued';
    expect(['queued', 'succeeded', 'running']).toContain(lateStatus);
    if (lateStatus === 'queued') expect(held.started()).toBe(1);
  });

  it('aborts a job still running when the grace ends (it stays running, for its lease to run out)', async () => {
    const held = heldJob('held-long');
    const runner = world.runner([held.definition]);
    await runner.start();
    const { job } = await runner.enqueue('held-long', { label: 'long' }, { idempotencyKey: `drain-${setup}-3` });
    await until(async () => held.started() === 1 && (await running(runner, job.id)()), 'the job to run');
    const began = Date.now();
    await runner.close({ graceMs: 200 });
    expect(Date.now() - began).toBeLessThan(10_000);
    expect((await runner.find(job.id))?.status).toBe('running');
  });
});
