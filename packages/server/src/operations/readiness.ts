import { Redis } from 'ioredis';
import { Migrator, sql, type Kysely, type MigrationProvider } from 'kysely';
import type { ReadinessCheck } from '@redbi/shared/domain';
import { migrations } from '../db/migrations';
import type { Database } from '../db/schema';

export interface ReadinessChecks {
  metadata: ReadinessCheck;
  migrations: ReadinessCheck;
  redis: ReadinessCheck;
}

const provider: MigrationProvider = { getMigrations: async () => migrations };
const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));
const ok: ReadinessCheck = { status: 'ok' };

/**
 * What a node needs before a load balancer sends it traffic: the metadata store answers, every migration
 * this version knows is applied there (a node of a newer version started on an older store is not ready
 * until it migrated), Redis answers when REDIS_URL is set. Each check is bounded by `timeoutMs`.
 */
export function createReadiness(deps: { db: Kysely<Database>; redisUrl: string | undefined; timeoutMs?: number }) {
  const timeoutMs = deps.timeoutMs ?? 2000;
  let redis: Redis | undefined;
  let migrated = false;

  const bounded = async (check: () => Promise<ReadinessCheck>): Promise<ReadinessCheck> => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<ReadinessCheck>((resolve) => {
      timer = setTimeout(() => resolve({ status: 'failing', detail: `no answer within ${timeoutMs} ms` }), timeoutMs);
    });
    try {
      return await Promise.race([check().catch((error: unknown): ReadinessCheck => ({ status: 'failing', detail: messageOf(error) })), late]);
    } finally {
      clearTimeout(timer);
    }
  };

  const metadata = () =>
    bounded(async () => {
      await sql`select 1`.execute(deps.db);
      return ok;
    });

  const migrationsApplied = () =>
    bounded(async () => {
      // Migrations never go back: once all applied, they stay so for this process's life.
      if (migrated) return ok;
      const pending = (await new Migrator({ db: deps.db, provider }).getMigrations()).filter((migration) => migration.executedAt === undefined);
      if (pending.length) return { status: 'failing', detail: `${pending.length} migration(s) not applied: ${pending.map((m) => m.name).join(', ')}` };
      migrated = true;
      return ok;
    });

  const redisAnswers = () =>
    deps.redisUrl === undefined
      ? Promise.resolve<ReadinessCheck>({ status: 'skipped', detail: 'REDIS_URL is not set' })
      : bounded(async () => {
          if (!redis) {
            redis = new Redis(deps.redisUrl as string, { lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: timeoutMs });
            // A Redis that is down is this check's answer, not an error for the process.
            redis.on('error', () => undefined);
          }
          await redis.ping();
          return ok;
        });

  return {
    async check(): Promise<ReadinessChecks> {
      const [m, g, r] = await Promise.all([metadata(), migrationsApplied(), redisAnswers()]);
      return { metadata: m, migrations: g, redis: r };
    },
    async close(): Promise<void> {
      redis?.disconnect();
      redis = undefined;
    },
  };
}

export type Readiness = ReturnType<typeof createReadiness>;
