import type { JobRow, JobRunRow } from '../repositories/jobRepository';

export interface EnqueueOptions {
  /** The same key answers the job already made for it (a second click, a retried request, a second node). */
  idempotencyKey: string;
  /** Not before this many milliseconds from now. */
  delayMs?: number;
}

/**
 * One interface, two adapters (ARCHITECTURE §2, §4.9): the in-process runner over the metadata store (the
 * embedded default) and BullMQ (Redis or its PostgreSQL backend) for several nodes. Either way the job's
 * state lives in the metadata store's `jobs` and `job_runs` (what the app shows and cancels), the work runs
 * at least once per enqueue and once per due time, and only nodes that `start()` carry jobs out (a web-only
 * node enqueues).
 */
export interface JobRunner {
  readonly kind: 'local' | 'bullmq';
  enqueue(type: string, payload: unknown, options: EnqueueOptions): Promise<{ job: JobRow; created: boolean }>;
  /** Cancels a queued job at once, a running one at its next heartbeat (on whichever node runs it). */
  cancel(jobId: string): Promise<void>;
  /** A job, as the store has it now. */
  find(jobId: string): Promise<JobRow | undefined>;
  runs(jobId: string): Promise<JobRunRow[]>;
  /** Starts carrying out jobs (worker role). */
  start(): Promise<void>;
  /**
   * Stops taking jobs and aborts those running here (they run again elsewhere or after a restart).
   * `graceMs`: first waits up to this long for the jobs running here to finish (a graceful shutdown).
   */
  close(options?: { graceMs?: number }): Promise<void>;
}

/** How a runner carries jobs out; the defaults suit production, tests shorten them. */
export interface JobRunnerTimings {
  /** Jobs run at once by one runner. */
  concurrency: number;
  /** How long a running job's lease lasts without a heartbeat: a runner that died is noticed after it. */
  leaseMs: number;
  /** How often a running job renews its lease, writes its progress and looks for a cancel request. */
  heartbeatMs: number;
}

export const DEFAULT_JOB_TIMINGS: JobRunnerTimings = { concurrency: 2, leaseMs: 30_000, heartbeatMs: 5_000 };

/** Waits for `work` to settle, or for `ms` to pass, whichever comes first (a graceful close's bound). */
export async function finishedOrLate(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  try {
    await Promise.race([work.then(() => undefined, () => undefined), late]);
  } finally {
    clearTimeout(timer);
  }
}
