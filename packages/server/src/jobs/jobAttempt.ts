import { AppError } from '@redbi/shared/errors';
import type { Logger } from 'pino';
import type { JobRepository, JobRow } from '../repositories/jobRepository';
import { PermanentJobError, retryDelayOf, type JobRegistry, type JobSettlement } from './jobDefinition';
import type { JobRunnerTimings } from './jobRunner';

/** What an attempt needs: the jobs' store, the registry, the clock and who runs it. */
export interface AttemptDeps {
  jobs: JobRepository;
  registry: JobRegistry;
  timings: JobRunnerTimings;
  now: () => Date;
  newId: () => string;
  log: Logger;
  /** This runner's name in `lease_owner` and `job_runs.runner`. */
  runnerId: string;
}

/** How the attempt ended, and so what the runner does next. */
export type AttemptEnd =
  | { next: 'done'; status: 'succeeded' | 'failed' | 'cancelled' }
  /** Failed, with attempts left: run again after `delayMs`. */
  | { next: 'retry'; delayMs: number; error: string };

const iso = (deps: Pick<AttemptDeps, 'now'>, plusMs = 0): string => new Date(deps.now().getTime() + plusMs).toISOString();

/** A failure retrying cannot mend: the job's own say-so, or a refusal the app answers with 4xx. */
const isPermanent = (error: unknown): boolean => error instanceof PermanentJobError || (error instanceof AppError && error.status < 500);

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * Runs one attempt of a job its runner has just claimed (status running, attempts counted): logs the run,
 * beats while it runs — the lease renewed, the progress written, a cancel request looked for — aborts it at
 * its timeout or on cancel, and writes how it ended: succeeded, cancelled, failed for good (the type's
 * `settle` told), or queued again after the backoff when attempts are left. `stopped`: the runner's own
 * shutdown, which leaves the job running for its lease to run out (it is picked up again). `beats`: where
 * the runner finds the beat of a job running here, to look for a cancel request at once.
 */
export async function runAttempt(deps: AttemptDeps, job: JobRow, stopped: AbortSignal, beats?: Map<string, () => Promise<void>>): Promise<AttemptEnd> {
  const { jobs, registry, timings } = deps;
  const definition = registry.get(job.type);
  const runId = deps.newId();
  await jobs.endLostRuns(job.id, iso(deps));
  await jobs.insertRun({ id: runId, job_id: job.id, attempt: job.attempts, runner: deps.runnerId, started_at: iso(deps), ended_at: null, outcome: null, error: null });

  const settleWith = async (settlement: JobSettlement, payload: unknown) => {
    if (!definition?.settle) return;
    await definition.settle(payload as never, settlement).catch((error: unknown) => deps.log.error({ err: error, jobId: job.id }, 'settling a job failed'));
  };
  const finish = async (status: 'succeeded' | 'failed' | 'cancelled', outcome: 'succeeded' | 'failed' | 'cancelled' | 'timed_out', error: string | null, result?: unknown): Promise<AttemptEnd> => {
    const at = iso(deps);
    await jobs.endRun(runId, outcome, at, error);
    await jobs.update(job.id, {
      status,
      error,
      finished_at: at,
      updated_at: at,
      lease_owner: null,
      lease_until: null,
      ...(result === undefined ? {} : { result: JSON.stringify(result) }),
      ...(status === 'succeeded' ? { progress: 1 } : {}),
    });
    return { next: 'done', status };
  };

  if (!definition) return finish('failed', 'failed', `unknown job type ${job.type}`);
  const parsed = definition.payload.safeParse(JSON.parse(job.payload));
  if (!parsed.success) return finish('failed', 'failed', `the payload no longer fits its type: ${parsed.error.message}`);
  const payload = parsed.data;
  if (job.cancel_requested === 1) {
    await settleWith({ status: 'cancelled' }, payload);
    return finish('cancelled', 'cancelled', null);
  }

  const controller = new AbortController();
  let why: 'cancelled' | 'timed_out' | 'stopped' | undefined;
  const abort = (reason: NonNullable<typeof why>) => {
    why ??= reason;
    controller.abort(new Error(reason === 'timed_out' ? `the job ran past its timeout of ${definition.timeoutMs} ms` : `the job was ${reason}`));
  };
  const onStop = () => abort('stopped');
  stopped.addEventListener('abort', onStop);
  if (stopped.aborted) abort('stopped');
  const timeout = setTimeout(() => abort('timed_out'), definition.timeoutMs);
  let progress: number | undefined;
  let written: number | undefined;
  const beat = async () => {
    const until = iso(deps, timings.leaseMs);
    const held = await jobs.renewLease(job.id, deps.runnerId, until, iso(deps));
    const current = await jobs.find(job.id);
    if (!held || current?.cancel_requested === 1) abort('cancelled');
    if (progress !== undefined && progress !== written) {
      written = progress;
      await jobs.update(job.id, { progress });
    }
  };
  const beatSafely = () => beat().catch((error: unknown) => deps.log.warn({ err: error, jobId: job.id }, 'a job heartbeat failed'));
  const heartbeat = setInterval(() => void beatSafely(), timings.heartbeatMs);
  // A cancel asked on this node beats at once instead of at the next heartbeat.
  beats?.set(job.id, beatSafely);

  try {
    const result = await definition.run(payload, {
      jobId: job.id,
      attempt: job.attempts,
      signal: controller.signal,
      progress: (fraction) => {
        progress = Math.min(1, Math.max(0, fraction));
      },
    });
    return await finish('succeeded', 'succeeded', null, result ?? null);
  } catch (error) {
    if (why === 'stopped') {
      // The runner is going away: the run stays open and the lease runs out; another run takes it over.
      return { next: 'done', status: 'failed' };
    }
    if (why === 'cancelled') {
      await settleWith({ status: 'cancelled' }, payload);
      return finish('cancelled', 'cancelled', null);
    }
    const message = why === 'timed_out' ? `the job ran past its timeout of ${definition.timeoutMs} ms` : messageOf(error);
    if (!isPermanent(error) && job.attempts < job.max_attempts) {
      const delayMs = retryDelayOf(definition, job.attempts);
      const at = iso(deps);
      await jobs.endRun(runId, why === 'timed_out' ? 'timed_out' : 'failed', at, message);
      await jobs.update(job.id, { status: 'queued', error: message, run_after: iso(deps, delayMs), lease_owner: null, lease_until: null, updated_at: at });
      deps.log.warn({ jobId: job.id, type: job.type, attempt: job.attempts, err: error }, 'a job failed; it will run again');
      return { next: 'retry', delayMs, error: message };
    }
    deps.log.error({ jobId: job.id, type: job.type, attempt: job.attempts, err: error }, 'a job failed for good');
    await settleWith({ status: 'failed', error: message }, payload);
    return finish('failed', why === 'timed_out' ? 'timed_out' : 'failed', message);
  } finally {
    clearTimeout(timeout);
    clearInterval(heartbeat);
    beats?.delete(job.id);
    stopped.removeEventListener('abort', onStop);
  }
}

/** A job whose lease ran out with all its attempts used: it fails for good without another run. */
export async function failExhausted(deps: AttemptDeps, job: JobRow): Promise<void> {
  const at = iso(deps);
  await deps.jobs.endLostRuns(job.id, at);
  const error = 'the job stopped with its runner too many times';
  await deps.jobs.update(job.id, { status: 'failed', error, finished_at: at, updated_at: at, lease_owner: null, lease_until: null });
  const definition = deps.registry.get(job.type);
  const parsed = definition?.payload.safeParse(JSON.parse(job.payload));
  if (definition?.settle && parsed?.success) await definition.settle(parsed.data as never, { status: 'failed', error });
}
