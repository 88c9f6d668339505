import type { JobRow } from '../repositories/jobRepository';
import type { AttemptDeps } from './jobAttempt';
import type { EnqueueOptions, JobRunner } from './jobRunner';

/**
 * What both runners do the same way in the metadata store, which is the truth of every job whatever
 * carries it out: a job written once per idempotency key, a cancel asked for (and the running attempt's
 * heartbeat told at once), a job and its attempts read. Each runner adds how it is woken: `queued`.
 */
export function jobStoreSide(deps: AttemptDeps, beats: Map<string, () => Promise<void>>, queued: (job: JobRow) => unknown | Promise<unknown>): Pick<JobRunner, 'enqueue' | 'cancel' | 'find' | 'runs'> {
  const iso = (plusMs = 0) => new Date(deps.now().getTime() + plusMs).toISOString();
  return {
    async enqueue(type: string, payload: unknown, { idempotencyKey, delayMs = 0 }: EnqueueOptions) {
      const definition = deps.registry.get(type);
      if (!definition) throw new Error(`unknown job type ${type}`);
      const at = iso();
      const result = await deps.jobs.insertIfNew({
        id: deps.newId(),
        type,
        idempotency_key: idempotencyKey,
        payload: JSON.stringify(payload),
        status: 'queued',
        max_attempts: definition.maxAttempts,
        run_after: iso(delayMs),
        created_at: at,
        updated_at: at,
      });
      if (result.created) await queued(result.job);
      return result;
    },

    async cancel(jobId: string) {
      await deps.jobs.requestCancel(jobId, iso());
      await beats.get(jobId)?.();
    },

    find: (jobId) => deps.jobs.find(jobId),
    runs: (jobId) => deps.jobs.runsOf(jobId),
  };
}
