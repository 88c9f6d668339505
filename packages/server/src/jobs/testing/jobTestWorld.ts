import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import pino from 'pino';
import type { Config } from '../../config/loadConfig';
import { createDatabase, type MetadataDb } from '../../db/createDatabase';
import { createJobRepository } from '../../repositories/jobRepository';
import { createPostgresDatabase } from '../../testing/testApp';
import { createBullmqJobRunner, type BullmqBackend } from '../bullmqJobRunner';
import { createInProcessJobRunner } from '../inProcessJobRunner';
import type { JobDefinition } from '../jobDefinition';
import { jobRegistry } from '../jobDefinition';
import type { JobRunner, JobRunnerTimings } from '../jobRunner';

/** The four ways jobs run: each runner on the metadata stores (and queues) it supports. */
export const jobSetups = ['local on sqlite', 'local on postgres', 'bullmq on redis', 'bullmq on postgres'] as const;
export type JobSetup = (typeof jobSetups)[number];

export const REDIS_TEST_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Timings short enough for tests: a dead runner's job is taken over within about a second. */
export const testTimings: JobRunnerTimings = { concurrency: 2, leaseMs: 600, heartbeatMs: 100 };
export const testStalled = { lockMs: 600, stalledIntervalMs: 300 };

/** What a child process needs to open the same store and queue (jobWorkerProcess.ts). */
export interface JobWorldAddress {
  database: Config['database'];
  runner: 'local' | 'bullmq';
  backend?: BullmqBackend;
}

export interface JobWorld {
  address: JobWorldAddress;
  metadata: MetadataDb;
  /** A runner over this world's store, with these job types; closed with the world. */
  runner(definitions: JobDefinition<never>[], runnerId?: string): JobRunner;
  /** Closes the runners made so far (each test's runners stop before the next test's start). */
  closeRunners(): Promise<void>;
  close(): Promise<void>;
}

/** A runner over an opened store, as the address says (the test's own, or a child process's). */
export function runnerAt(address: JobWorldAddress, metadata: MetadataDb, definitions: JobDefinition<never>[], runnerId: string): JobRunner {
  const deps = {
    jobs: createJobRepository(metadata.db),
    registry: jobRegistry(definitions),
    timings: testTimings,
    now: () => new Date(),
    newId: () => crypto.randomUUID(),
    log: pino({ level: 'silent' }),
    runnerId,
  };
  return address.backend ? createBullmqJobRunner(deps, address.backend, testStalled) : createInProcessJobRunner(deps);
}

/** A fresh metadata store (and, for BullMQ on Redis, a queue prefix of its own) for one test file. */
export async function startJobWorld(setup: JobSetup): Promise<JobWorld> {
  const onPostgres = setup.endsWith('postgres');
  const dir = await mkdtemp(join(tmpdir(), 'redbi-jobs-'));
  const postgres = onPostgres ? await createPostgresDatabase() : undefined;
  const database: Config['database'] = postgres ? { kind: 'postgres', url: postgres.url } : { kind: 'sqlite', file: join(dir, 'redbi.db') };
  const metadata = await createDatabase(database);
  const backend: BullmqBackend | undefined = setup === 'bullmq on redis' ? { kind: 'redis', url: REDIS_TEST_URL, prefix: `redbi-test-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}` } : setup === 'bullmq on postgres' && postgres ? { kind: 'postgres', url: postgres.url } : undefined;
  const address: JobWorldAddress = { database, runner: backend ? 'bullmq' : 'local', ...(backend ? { backend } : {}) };
  const runners: JobRunner[] = [];
  let count = 0;
  return {
    address,
    metadata,
    runner(definitions, runnerId = `test-runner-${++count}`) {
      const runner = runnerAt(address, metadata, definitions, runnerId);
      runners.push(runner);
      return runner;
    },
    async closeRunners() {
      await Promise.all(runners.splice(0).map((runner) => runner.close().catch(() => undefined)));
    },
    async close() {
      await Promise.all(runners.splice(0).map((runner) => runner.close().catch(() => undefined)));
      await metadata.close();
      await postgres?.drop();
      if (backend?.kind === 'redis' && backend.prefix) await dropRedisKeys(backend.url, `${backend.prefix}:*`);
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** Deletes the keys a test's queue left in Redis. */
export async function dropRedisKeys(url: string, pattern: string): Promise<void> {
  const redis = new Redis(url);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 500);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
