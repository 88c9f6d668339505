import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database, JobRunsTable, JobsTable } from '../db/schema';

export type JobRow = Selectable<JobsTable>;
export type JobRunRow = Selectable<JobRunsTable>;
export type JobStatus = JobRow['status'];
export type JobRunOutcome = NonNullable<JobRunRow['outcome']>;

/** Background jobs and their runs (jobs/). Times are ISO strings, which compare in time order. */
export function createJobRepository(db: Kysely<Database>) {
  const find = (id: string): Promise<JobRow | undefined> => db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();

  return {
    find,

    /** Inserts the job unless one with its idempotency key exists: the job of that key, and whether it is new. */
    async insertIfNew(row: Insertable<JobsTable>): Promise<{ job: JobRow; created: boolean }> {
      const inserted = await db.insertInto('jobs').values(row).onConflict((conflict) => conflict.column('idempotency_key').doNothing()).executeTakeFirst();
      const job = await db.selectFrom('jobs').selectAll().where('idempotency_key', '=', row.idempotency_key).executeTakeFirstOrThrow();
      return { job, created: Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0 };
    },

    /** Jobs of these types whose turn has come at `now`: queued and due, or running on a lease that ran out; oldest due first. */
    claimable: (now: string, limit: number, types: readonly string[]): Promise<JobRow[]> =>
      db
        .selectFrom('jobs')
        .selectAll()
        .where('type', 'in', types.length ? [...types] : [''])
        .where((eb) => eb.or([eb.and([eb('status', '=', 'queued'), eb('run_after', '<=', now)]), eb.and([eb('status', '=', 'running'), eb('lease_until', '<', now)])]))
        .orderBy('run_after')
        .limit(limit)
        .execute(),

    /**
     * Takes the job for `runner` until `leaseUntil` if it is still claimable at `now` (another runner may have
     * been quicker: the condition is checked again by the update itself). Counts the attempt.
     */
    async claim(job: JobRow, runner: string, now: string, leaseUntil: string): Promise<boolean> {
      const result = await db
        .updateTable('jobs')
        .set({ status: 'running', attempts: job.attempts + 1, lease_owner: runner, lease_until: leaseUntil, updated_at: now })
        .where('id', '=', job.id)
        .where('attempts', '=', job.attempts)
        .where((eb) => eb.or([eb.and([eb('status', '=', 'queued'), eb('run_after', '<=', now)]), eb.and([eb('status', '=', 'running'), eb('lease_until', '<', now)])]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /**
     * Takes a job a queue delivered (BullMQ: its lock says this runner alone has it): queued, or running
     * when its runner died, with the attempts counted as `job` read them. Counts the attempt.
     */
    async takeOver(job: JobRow, runner: string, now: string, leaseUntil: string): Promise<boolean> {
      const result = await db
        .updateTable('jobs')
        .set({ status: 'running', attempts: job.attempts + 1, lease_owner: runner, lease_until: leaseUntil, updated_at: now })
        .where('id', '=', job.id)
        .where('attempts', '=', job.attempts)
        .where('status', 'in', ['queued', 'running'])
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** When the next job of these types becomes claimable (a queued job's due time or a running job's lease end), if any. */
    async nextDueAt(types: readonly string[]): Promise<string | undefined> {
      const ofTypes = types.length ? [...types] : [''];
      const [queued, running] = await Promise.all([
        db.selectFrom('jobs').select((eb) => eb.fn.min('run_after').as('at')).where('status', '=', 'queued').where('type', 'in', ofTypes).executeTakeFirst(),
        db.selectFrom('jobs').select((eb) => eb.fn.min('lease_until').as('at')).where('status', '=', 'running').where('type', 'in', ofTypes).executeTakeFirst(),
      ]);
      const times = [queued?.at, running?.at].filter((at): at is string => typeof at === 'string');
      return times.sort()[0];
    },

    /** The queued jobs (the BullMQ runner hands them to its queue again at start: a crash may have come between). */
    queued: (): Promise<JobRow[]> => db.selectFrom('jobs').selectAll().where('status', '=', 'queued').orderBy('created_at').execute(),

    update: (id: string, changes: Updateable<JobsTable>) => db.updateTable('jobs').set(changes).where('id', '=', id).execute(),

    /** Renews a running job's lease while `runner` holds it: false when it no longer does. */
    async renewLease(id: string, runner: string, leaseUntil: string, now: string): Promise<boolean> {
      const result = await db
        .updateTable('jobs')
        .set({ lease_until: leaseUntil, updated_at: now })
        .where('id', '=', id)
        .where('status', '=', 'running')
        .where('lease_owner', '=', runner)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /**
     * Asks a job to stop: a queued one is cancelled at once (true), a running one is marked, and its runner
     * stops it on its next heartbeat (false). Finished jobs are left as they are (false).
     */
    async requestCancel(id: string, now: string): Promise<boolean> {
      const queued = await db
        .updateTable('jobs')
        .set({ status: 'cancelled', cancel_requested: 1, finished_at: now, updated_at: now })
        .where('id', '=', id)
        .where('status', '=', 'queued')
        .executeTakeFirst();
      if (Number(queued.numUpdatedRows) === 1) return true;
      await db.updateTable('jobs').set({ cancel_requested: 1, updated_at: now }).where('id', '=', id).where('status', '=', 'running').execute();
      return false;
    },

    insertRun: (run: Insertable<JobRunsTable>) => db.insertInto('job_runs').values(run).execute(),

    endRun: (id: string, outcome: JobRunOutcome, endedAt: string, error: string | null = null) =>
      db.updateTable('job_runs').set({ outcome, ended_at: endedAt, error }).where('id', '=', id).execute(),

    /** The runs of a job still open, from a runner that died: they end as `lost`. */
    endLostRuns: (jobId: string, endedAt: string) =>
      db.updateTable('job_runs').set({ outcome: 'lost', ended_at: endedAt, error: 'the runner stopped before the job ended' }).where('job_id', '=', jobId).where('ended_at', 'is', null).execute(),

    runsOf: (jobId: string): Promise<JobRunRow[]> => db.selectFrom('job_runs').selectAll().where('job_id', '=', jobId).orderBy('attempt').orderBy('started_at').execute(),
  };
}

export type JobRepository = ReturnType<typeof createJobRepository>;
