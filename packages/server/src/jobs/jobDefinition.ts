import type { z } from 'zod';

/** What a running job may use besides its payload. */
export interface JobContext {
  jobId: string;
  /** 1 for the first run, 2 for the first retry … */
  attempt: number;
  /** Aborted when the job is cancelled, runs past its timeout, or its runner shuts down. */
  signal: AbortSignal;
  /** Reports how far it got (0 … 1); kept with the job and written at each heartbeat. */
  progress(fraction: number): void;
}

/** How a job ended for good, after its last attempt: told to its type (a download marks its task failed). */
export type JobSettlement = { status: 'failed'; error: string } | { status: 'cancelled' };

/**
 * A job type (ARCHITECTURE §4.9): a plain definition in a registry, like chart types. Its payload is
 * checked by `payload` when the job runs (a payload stored by an older version that no longer fits fails
 * the job instead of running it wrongly). `run` must be idempotent: a job runs at least once — again after
 * its runner died mid-way — so what it leaves behind must be the same for one run or two (write a file
 * under a name of the job's, mark a task done once).
 */
export interface JobDefinition<P = unknown> {
  type: string;
  payload: z.ZodType<P>;
  /** Runs before the job fails for good (a failure the job's own error says is permanent ends it at once). */
  maxAttempts: number;
  /** A run longer than this is aborted and counts as a failed attempt. */
  timeoutMs: number;
  /** The wait before the second attempt; it doubles with each further one (at most five minutes). */
  retryDelayMs: number;
  run(payload: P, job: JobContext): Promise<unknown>;
  /** Called once when the job has failed for good or was cancelled. */
  settle?(payload: P, settlement: JobSettlement): Promise<void>;
}

/** The job types a runner carries out, by type. */
export type JobRegistry = ReadonlyMap<string, JobDefinition<never>>;

export const jobRegistry = (definitions: readonly JobDefinition<never>[]): JobRegistry => new Map(definitions.map((definition) => [definition.type, definition]));

/** The wait before attempt `attempt + 1`: retryDelayMs, doubled for each attempt after the first, at most five minutes. */
export const retryDelayOf = (definition: Pick<JobDefinition, 'retryDelayMs'>, attempt: number): number =>
  Math.min(definition.retryDelayMs * 2 ** Math.max(0, attempt - 1), 5 * 60_000);

/** An error that retrying cannot mend (a refused privilege, a resource gone): the job fails at once. */
export class PermanentJobError extends Error {
  override readonly name = 'PermanentJobError';
}
