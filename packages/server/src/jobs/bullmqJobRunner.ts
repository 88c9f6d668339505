import { createPostgresBackend, Queue, Worker, withBackend, type JobsOptions, type WorkerOptions } from 'bullmq';
import { Redis } from 'ioredis';
import type { JobRow } from '../repositories/jobRepository';
import { failExhausted, runAttempt, type AttemptDeps } from './jobAttempt';
import { finishedOrLate, type JobRunner } from './jobRunner';
import { jobStoreSide } from './jobStoreSide';

/**
 * Where BullMQ keeps its queue: Redis (its keys under `prefix`, default `bull`), or PostgreSQL (BullMQ 6's
 * backend: a `bullmq` schema of its own in that database).
 */
export type BullmqBackend = { kind: 'redis'; url: string; prefix?: string } | { kind: 'postgres'; url: string };

/** The one queue every job type shares; a job's type is its BullMQ name. */
export const QUEUE_NAME = 'redbi-jobs';

interface Delivery {
  id: string;
}

/** One BullMQ job per attempt, so that a retry's backoff is ours and a re-delivered attempt is the same one. */
const deliveryIdOf = (job: Pick<JobRow, 'id' | 'attempts'>): string => `${job.id}-a${job.attempts + 1}`;

/** What the runner uses of a BullMQ queue and worker, whichever backend they sit on. */
interface QueuePort {
  add(name: string, data: Delivery, options: JobsOptions): Promise<unknown>;
  close(): Promise<void>;
}
interface WorkerPort {
  on(event: 'error', listener: (error: Error) => void): unknown;
  waitUntilReady(): Promise<unknown>;
  pause(doNotWaitActive?: boolean): Promise<void>;
  close(force?: boolean): Promise<void>;
}
type Processor = (delivery: { data: Delivery }) => Promise<void>;
type WorkerSettings = Pick<WorkerOptions, 'concurrency' | 'lockDuration' | 'stalledInterval' | 'maxStalledCount'>;

/** BullMQ's queue and worker on the backend: Redis (a connection each, as BullMQ's workers need) or PostgreSQL. */
function bullmqOn(backend: BullmqBackend): { queue(): QueuePort; worker(processor: Processor, settings: WorkerSettings): WorkerPort } {
  if (backend.kind === 'redis') {
    const connection = () => new Redis(backend.url, { maxRetriesPerRequest: null });
    const prefix = backend.prefix ? { prefix: backend.prefix } : {};
    return {
      queue: () => new Queue<Delivery>(QUEUE_NAME, { connection: connection(), ...prefix }),
      worker: (processor, settings) => new Worker<Delivery>(QUEUE_NAME, processor, { connection: connection(), ...prefix, ...settings }),
    };
  }
  const postgres = withBackend(createPostgresBackend);
  const connection = { connectionString: backend.url, migrate: true };
  return {
    queue: () => new postgres.Queue<Delivery>(QUEUE_NAME, { connection }),
    worker: (processor, settings) => new postgres.Worker<Delivery>(QUEUE_NAME, processor, { connection, ...settings }),
  };
}

const KEPT: Pick<JobsOptions, 'removeOnComplete' | 'removeOnFail' | 'attempts'> = {
  attempts: 1,
  removeOnComplete: { age: 24 * 3600 },
  removeOnFail: { age: 7 * 24 * 3600 },
};

/**
 * The BullMQ runner, for several nodes (ARCHITECTURE §2): web nodes enqueue, workers (`main.js worker`)
 * carry jobs out, on Redis or on PostgreSQL. The job's state stays in the metadata store as with the
 * in-process runner (one `jobs` row, one `job_runs` row per attempt); BullMQ delivers each attempt once to
 * one worker (its lock), and hands an attempt whose worker died to another (its stalled-job check): the
 * attempt is taken over from the row, its open run logged as `lost`. A retry is a new delivery after our
 * backoff. Cancellation goes through the row, seen by the running attempt's heartbeat on whichever worker.
 */
export function createBullmqJobRunner(deps: AttemptDeps, backend: BullmqBackend, stalled: { lockMs?: number; stalledIntervalMs?: number } = {}): JobRunner {
  const { jobs, timings } = deps;
  const bullmq = bullmqOn(backend);
  const queue = bullmq.queue();
  const stopping = new AbortController();
  const beats = new Map<string, () => Promise<void>>();
  let worker: WorkerPort | undefined;
  /** Attempts running here now (a graceful close waits for them). */
  const running = new Set<Promise<unknown>>();

  const iso = (plusMs = 0) => new Date(deps.now().getTime() + plusMs).toISOString();

  const deliver = (job: Pick<JobRow, 'id' | 'type' | 'attempts' | 'run_after'>) =>
    queue.add(job.type, { id: job.id }, { ...KEPT, jobId: deliveryIdOf(job), delay: Math.max(0, Date.parse(job.run_after) - deps.now().getTime()) });

  /** Each delivery from its first read of the row to its end, so that a graceful close waits for all of it. */
  async function process(delivery: { data: Delivery }): Promise<void> {
    const work = carryOut(delivery);
    running.add(work);
    try {
      await work;
    } finally {
      running.delete(work);
    }
  }

  async function carryOut(delivery: { data: Delivery }): Promise<void> {
    const job = await jobs.find(delivery.data.id);
    if (!job || (job.status !== 'queued' && job.status !== 'running')) return;
    if (job.attempts >= job.max_attempts) {
      await failExhausted(deps, job);
      return;
    }
    if (!(await jobs.takeOver(job, deps.runnerId, iso(), iso(timings.leaseMs)))) return;
    const taken = { ...job, status: 'running' as const, attempts: job.attempts + 1, lease_owner: deps.runnerId };
    const end = await runAttempt(deps, taken, stopping.signal, beats);
    if (end.next === 'retry') await deliver({ ...taken, run_after: iso(end.delayMs) });
  }

  return {
    kind: 'bullmq',

    ...jobStoreSide(deps, beats, deliver),

    async start() {
      const started = bullmq.worker(process, {
        concurrency: timings.concurrency,
        ...(stalled.lockMs ? { lockDuration: stalled.lockMs } : {}),
        ...(stalled.stalledIntervalMs ? { stalledInterval: stalled.stalledIntervalMs } : {}),
        // Our attempts count deliveries; BullMQ must not give up on an attempt whose worker died.
        maxStalledCount: 1_000,
      });
      worker = started;
      started.on('error', (error) => deps.log.error({ err: error }, 'the job worker failed'));
      await started.waitUntilReady();
      // A crash between the row's insert and the delivery leaves a queued row BullMQ does not know: deliver it
      // again (the same delivery id is added once).
      for (const job of await jobs.queued()) await deliver(job);
    },

    async close({ graceMs = 0 } = {}) {
      if (worker && graceMs > 0 && running.size > 0) {
        // No further deliveries; the attempts running here may finish within the grace.
        await worker.pause(true).catch((error: unknown) => deps.log.warn({ err: error }, 'the job worker could not pause'));
        // An attempt delivered while the pause took effect is waited for too.
        const until = Date.now() + graceMs;
        while (running.size > 0 && Date.now() < until) await finishedOrLate(Promise.allSettled([...running]), until - Date.now());
      }
      stopping.abort();
      // Force: attempts still running keep their lock until it runs out, and are delivered again elsewhere.
      await worker?.close(true);
      await queue.close();
    },
  };
}
