import type { Kysely, Migration } from 'kysely';

/**
 * Background jobs (issue 21; ARCHITECTURE §4.9): one row per job, whichever runner carries it out (the
 * in-process runner claims rows with a lease; BullMQ carries the id and this row keeps the state), and one
 * row per run — each attempt, with how it ended (`lost`: its process died and the lease ran out). The
 * idempotency key makes a second enqueue of the same work answer the first job.
 */
export const jobs: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('jobs')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
      // JSON, checked by the job type's payload schema when the job runs.
      .addColumn('payload', 'text', (c) => c.notNull())
      // queued, running, succeeded, failed, cancelled.
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('max_attempts', 'integer', (c) => c.notNull())
      // ISO: not before (a retry's backoff).
      .addColumn('run_after', 'text', (c) => c.notNull())
      // The runner holding a running job, and until when; a lease that ran out is taken over.
      .addColumn('lease_owner', 'text')
      .addColumn('lease_until', 'text')
      .addColumn('cancel_requested', 'integer', (c) => c.notNull().defaultTo(0))
      // 0 … 1 while running.
      .addColumn('progress', 'real')
      // JSON: what the job answered (small).
      .addColumn('result', 'text')
      .addColumn('error', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addColumn('finished_at', 'text')
      .execute();
    await db.schema.createIndex('jobs_status_run_after_idx').on('jobs').columns(['status', 'run_after']).execute();
    await db.schema
      .createTable('job_runs')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('job_id', 'text', (c) => c.notNull().references('jobs.id').onDelete('cascade'))
      .addColumn('attempt', 'integer', (c) => c.notNull())
      // The runner (process) that made it.
      .addColumn('runner', 'text', (c) => c.notNull())
      .addColumn('started_at', 'text', (c) => c.notNull())
      .addColumn('ended_at', 'text')
      // succeeded, failed, cancelled, timed_out, lost.
      .addColumn('outcome', 'text')
      .addColumn('error', 'text')
      .execute();
    await db.schema.createIndex('job_runs_job_idx').on('job_runs').columns(['job_id', 'attempt']).execute();
  },
};
