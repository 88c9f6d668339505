import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '@redbi/shared/errors';
import type { JobRow } from '../repositories/jobRepository';
import type { JobDefinition, JobSettlement } from './jobDefinition';
import type { JobRunner } from './jobRunner';
import { jobSetups, startJobWorld, type JobWorld } from './testing/jobTestWorld';

const payload = z.object({ label: z.string() });
type Payload = z.infer<typeof payload>;

/** A job type for a test: `run` and `settle` as given, the rest small. */
const jobType = (type: string, run: JobDefinition<Payload>['run'], extra: Partial<JobDefinition<Payload>> = {}): JobDefinition<never> =>
  ({ type, payload, maxAttempts: 3, timeoutMs: 10_000, retryDelayMs: 20, run, ...extra }) as JobDefinition<never>;

/** Waits until `check` holds, looking every 20 ms (the store is written by another runner or process). */
async function until<T>(read: () => Promise<T>, check: (value: T) => boolean, what: string, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const settled = (runner: JobRunner, id: string, status: JobRow['status']) =>
  until(() => runner.find(id), (job) => job?.status === status, `job ${id} ${status}`) as Promise<JobRow>;

const workerScript = fileURLToPath(new URL('./testing/jobWorkerProcess.ts', import.meta.url));

/**
 * The job runners (issue 21; ARCHITECTURE §4.9): the in-process runner on SQLite and on PostgreSQL, and
 * BullMQ on Redis and on its PostgreSQL backend, through the same interface and the same checks — a job
 * runs once per key, retries with backoff after a failure, fails at once on a permanent error, stops when
 * cancelled (queued or running), times out, and is taken over after its runner was killed mid-way.
 */
describe.each(jobSetups)('jobs, %s', (setup) => {
  let world: JobWorld;
  beforeAll(async () => {
    world = await startJobWorld(setup);
  });
  afterEach(() => world?.closeRunners());
  afterAll(() => world?.close());

  it('runs a job once per idempotency key, with its progress and result kept', async () => {
    let runs = 0;
    const runner = world.runner([
      jobType('count', async ({ label }, job) => {
        runs += 1;
        job.progress(0.5);
        return { label, attempt: job.attempt };
      }),
    ]);
    await runner.start();
    const first = await runner.enqueue('count', { label: 'once' }, { idempotencyKey: 'count-once' });
    const second = await runner.enqueue('count', { label: 'once' }, { idempotencyKey: 'count-once' });
    expect(first.created).toBe(true);
    expect(second).toMatchObject({ created: false, job: { id: first.job.id } });
    const done = await settled(runner, first.job.id, 'succeeded');
    expect(done).toMatchObject({ attempts: 1, progress: 1, error: null });
    expect(JSON.parse(done.result ?? 'null')).toEqual({ label: 'once', attempt: 1 });
    expect(runs).toBe(1);
    expect((await runner.runs(first.job.id)).map((run) => run.outcome)).toEqual(['succeeded']);
  });

  it('runs a failed job again after its backoff, and a permanent failure not at all', async () => {
    const settlements: JobSettlement[] = [];
    const runner = world.runner([
      jobType('flaky', async (_payload, job) => {
        if (job.attempt < 3) throw new Error(`failure ${job.attempt}`);
        return 'third time';
      }),
      jobType(
        'refused',
        () => Promise.reject(new AppError('FORBIDDEN')),
        { settle: async (_payload, settlement) => void settlements.push(settlement) },
      ),
    ]);
    await runner.start();
    const flaky = await runner.enqueue('flaky', { label: 'x' }, { idempotencyKey: 'flaky' });
    const done = await settled(runner, flaky.job.id, 'succeeded');
    expect(done.attempts).toBe(3);
    const runs = await runner.runs(flaky.job.id);
    expect(runs.map((run) => [run.attempt, run.outcome, run.error])).toEqual([
      [1, 'failed', 'failure 1'],
      [2, 'failed', 'failure 2'],
      [3, 'succeeded', null],
    ]);
    // The backoff: the second retry waited twice as long as the first.
    const gap = (a: number, b: number) => Date.parse(runs[b]?.started_at ?? '') - Date.parse(runs[a]?.ended_at ?? '');
    expect(gap(0, 1)).toBeGreaterThanOrEqual(20);
    expect(gap(1, 2)).toBeGreaterThanOrEqual(40);

    const refused = await runner.enqueue('refused', { label: 'y' }, { idempotencyKey: 'refused' });
    const failed = await settled(runner, refused.job.id, 'failed');
    expect(failed.attempts).toBe(1);
    expect(settlements).toEqual([{ status: 'failed', error: failed.error }]);
  });

  it('fails a job for good after its last attempt, telling its type once', async () => {
    const settlements: JobSettlement[] = [];
    const runner = world.runner([
      jobType('broken', () => Promise.reject(new Error('always')), { maxAttempts: 2, settle: async (_payload, settlement) => void settlements.push(settlement) }),
    ]);
    await runner.start();
    const { job } = await runner.enqueue('broken', { label: 'z' }, { idempotencyKey: 'broken' });
    const failed = await settled(runner, job.id, 'failed');
    expect(failed).toMatchObject({ attempts: 2, error: 'always' });
    expect(settlements).toEqual([{ status: 'failed', error: 'always' }]);
  });

  it('cancels a queued job before it runs, and a running one at once', async () => {
    const settlements: JobSettlement[] = [];
    let started: (id: string) => void = () => undefined;
    const running = new Promise<string>((resolve) => (started = resolve));
    const waiting = jobType(
      'waiting',
      (_payload, job) =>
        new Promise((_resolve, reject) => {
          started(job.jobId);
          job.signal.addEventListener('abort', () => reject(job.signal.reason));
        }),
      { settle: async (_payload, settlement) => void settlements.push(settlement) },
    );
    const web = world.runner([waiting]);
    const queued = await web.enqueue('waiting', { label: 'never' }, { idempotencyKey: 'waiting-queued' });
    await web.cancel(queued.job.id);
    expect((await web.find(queued.job.id))?.status).toBe('cancelled');

    const worker = world.runner([waiting]);
    await worker.start();
    const { job } = await worker.enqueue('waiting', { label: 'stopped' }, { idempotencyKey: 'waiting-running' });
    expect(await running).toBe(job.id);
    await worker.cancel(job.id);
    await settled(worker, job.id, 'cancelled');
    expect((await worker.runs(job.id)).map((run) => run.outcome)).toEqual(['cancelled']);
    expect((await worker.runs(queued.job.id))).toEqual([]);
    expect(settlements).toEqual([{ status: 'cancelled' }]);
  });

  it('aborts a run past its timeout, which counts as a failed attempt', async () => {
    const runner = world.runner([
      jobType('slow', (_payload, job) => new Promise((resolve, reject) => {
        if (job.attempt > 1) resolve('quick this time');
        job.signal.addEventListener('abort', () => reject(job.signal.reason));
      }), { timeoutMs: 150 }),
    ]);
    await runner.start();
    const { job } = await runner.enqueue('slow', { label: 's' }, { idempotencyKey: 'slow' });
    await settled(runner, job.id, 'succeeded');
    const runs = await runner.runs(job.id);
    expect(runs.map((run) => run.outcome)).toEqual(['timed_out', 'succeeded']);
    expect(runs[0]?.error).toBe('the job ran past its timeout of 150 ms');
  });

  it('takes over a job whose runner was killed mid-way, once its lease (or lock) has run out; the dead run is logged as lost', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', workerScript, JSON.stringify(world.address)], { stdio: ['ignore', 'pipe', 'inherit'] });
    const lines = createInterface({ input: child.stdout });
    const said = (text: string) => new Promise<void>((resolve) => lines.on('line', (line) => line === text && resolve()));
    try {
      const web = world.runner([]);
      await said('ready');
      const finishing = jobType('blocking', async ({ label }) => `finished ${label}`);
      const { job } = await world.runner([finishing]).enqueue('blocking', { label: 'after the crash' }, { idempotencyKey: 'crash' });
      await said(`started ${job.id}`);
      child.kill('SIGKILL');
      await once(child, 'exit');
      expect((await web.find(job.id))?.status).toBe('running');

      const survivor = world.runner([finishing], 'survivor');
      await survivor.start();
      const done = await settled(survivor, job.id, 'succeeded');
      expect(done.attempts).toBe(2);
      expect(JSON.parse(done.result ?? 'null')).toBe('finished after the crash');
      const runs = await survivor.runs(job.id);
      expect(runs.map((run) => [run.attempt, run.runner, run.outcome])).toEqual([
        [1, 'doomed-runner', 'lost'],
        [2, 'survivor', 'succeeded'],
      ]);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    // A process of its own starts through tsx, which compiles the app's modules first: slow on a busy machine.
  }, 120_000);
});
