import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Config } from '../config/loadConfig';
import { createBullmqJobRunner } from './bullmqJobRunner';
import { createInProcessJobRunner } from './inProcessJobRunner';
import type { AttemptDeps } from './jobAttempt';
import { DEFAULT_JOB_TIMINGS, type JobRunner } from './jobRunner';

/** This process's name among runners (in `jobs.lease_owner` and `job_runs.runner`). */
const runnerName = (): string => `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

/**
 * The runner the configuration asks for (JOB_QUEUE): the in-process runner over the metadata store, or
 * BullMQ on Redis (REDIS_URL, its keys under REDIS_PREFIX + `jobs`) or on the metadata store's PostgreSQL.
 * `registry` may be filled after: the job types are built from the services, which enqueue through it.
 */
export function createJobRunner(config: Config, deps: Omit<AttemptDeps, 'timings' | 'runnerId'>): JobRunner {
  const { queue, concurrency, leaseMs } = config.jobs;
  // A lease shorter than the default beats more often: six heartbeats per lease, as the defaults have.
  const timings = { ...DEFAULT_JOB_TIMINGS, concurrency, leaseMs, heartbeatMs: Math.min(DEFAULT_JOB_TIMINGS.heartbeatMs, Math.round(leaseMs / 6)) };
  const attempt: AttemptDeps = { ...deps, timings, runnerId: runnerName() };
  // BullMQ's lock on an attempt lasts the lease, and live workers look for attempts whose lock ran out as often.
  const stalled = { lockMs: leaseMs, stalledIntervalMs: leaseMs };
  if (queue === 'redis' && config.redisUrl) return createBullmqJobRunner(attempt, { kind: 'redis', url: config.redisUrl, prefix: `${config.redisPrefix}jobs` }, stalled);
  if (queue === 'postgres' && config.database.kind === 'postgres') return createBullmqJobRunner(attempt, { kind: 'postgres', url: config.database.url }, stalled);
  return createInProcessJobRunner(attempt);
}
