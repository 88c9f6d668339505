import type { FastifyInstance } from 'fastify';
import { randomBytes, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import type { SourceType } from '@redbi/shared/sources';
import type { Config } from './config/loadConfig';
import { ensureSecret } from './config/ensureSecrets';
import { connectors as defaultConnectors, createSourcePools, type Connector } from './connectors';
import { createDatabase, type MetadataDb } from './db/createDatabase';
import { createMailer } from './delivery/mail/mailer';
import { createHttpServer } from './http/createHttpServer';
import { createJobRunner } from './jobs/createJobRunner';
import { scheduleDownloadCleanup } from './jobs/downloadCleanupJob';
import type { JobDefinition } from './jobs/jobDefinition';
import { jobTypesOf } from './jobs/jobTypes';
import { scheduleScheduleTick } from './jobs/scheduleTickJob';
import { createAppMetrics } from './metrics/appMetrics';
import { instrumentConnectors } from './metrics/instrumentConnectors';
import { instrumentJob } from './metrics/instrumentJobs';
import { createReadiness } from './operations/readiness';
import { createJobRepository } from './repositories/jobRepository';
import { createStore } from './repositories';
import { createRedisCounters } from './security/redisCounters';
import { createSealer } from './security/sealer';
import { createSecretBox } from './security/secretBox';
import { createSessionTokens } from './security/sessionTokens';
import { createServices } from './services';
import type { ServiceContext } from './services/serviceContext';
import { createPublicLinks } from './services/publicLinks';
import { appVersion } from './services/systemService';

/** Replaceable parts, for tests that control time or watch what reaches the databases. */
export interface AppOptions {
  now?: () => Date;
  /** The driver of each source type (tests wrap the real ones to count and record statements). */
  connectors?: Record<SourceType, Connector>;
  /**
   * What this process does (ARCHITECTURE §2): `all` (the default) serves the API and carries out background
   * jobs; `web` serves the API and only enqueues jobs; `worker` carries out jobs (its HTTP server is not
   * meant to listen).
   */
  role?: 'all' | 'web' | 'worker';
  /**
   * On close, how long jobs running here may still take to finish before they are aborted (they then run
   * again elsewhere once their lease runs out). Asked when the close begins; default 0: aborted at once.
   */
  jobDrainMs?: () => number;
}

/**
 * Composition root: config → metadata store (migrated) → repositories → services → HTTP server.
 * Closing the returned server closes the store, the source pools, the result cache (Redis) and the mail
 * connection too.
 */
export async function createApp(config: Config, options: AppOptions = {}): Promise<FastifyInstance> {
  const tokenSecret = await ensureSecret(config.dataDir, 'token-secret', config.tokenSecret);
  const encryptionKey = await ensureSecret(config.dataDir, 'encryption-key', config.encryptionKey, () => randomBytes(32).toString('base64'));
  const logger = pino({ level: config.logLevel });
  const metadata = await createDatabase(config.database);
  const metrics = createAppMetrics();
  metrics.watchPool(metadata.poolStats);
  metrics.watchJobs(() => jobDepths(metadata.db));
  const mailer = createMailer(config.mail);
  const connectors = instrumentConnectors(options.connectors ?? defaultConnectors, metrics);
  const sharedCounters = config.redisUrl ? createRedisCounters(config.redisUrl, `${config.redisPrefix}limits:`) : undefined;
  const sourcePools = createSourcePools({ connectors });
  const now = options.now ?? (() => new Date());
  // Job types are built from the services, which enqueue through the runner: the registry is filled below.
  const jobTypes = new Map<string, JobDefinition<never>>();
  const jobs = createJobRunner(config, { jobs: createJobRepository(metadata.db), registry: jobTypes, now, newId: randomUUID, log: logger });
  const ctx: ServiceContext = {
    config,
    store: createStore(metadata.db, metadata.versions),
    tokens: createSessionTokens(tokenSecret, config.tokenTimeoutMin),
    mailer,
    sealer: createSealer(tokenSecret, 'client-state'),
    secrets: createSecretBox(encryptionKey),
    connectors,
    sourcePools,
    links: createPublicLinks(config.publicUrl),
    jobs,
    now,
    newId: randomUUID,
    log: logger,
    metrics: { cacheLookup: (cache, hit) => metrics.cacheLookups.inc({ cache, result: hit ? 'hit' : 'miss' }) },
    ...(sharedCounters ? { sharedCounters } : {}),
  };
  const services = createServices(ctx);
  let http: FastifyInstance | undefined;
  const jobKinds = jobTypesOf(ctx, services, { ownUrl: () => listeningUrl(http?.server.address()) });
  for (const definition of jobKinds.definitions) jobTypes.set(definition.type, instrumentJob(definition, metrics));
  const readiness = createReadiness({ db: metadata.db, redisUrl: config.redisUrl });
  let draining = false;
  const close = async () => {
    await jobs.close({ graceMs: options.jobDrainMs?.() ?? 0 });
    await readiness.close();
    await sharedCounters?.close();
    await jobKinds.close();
    mailer.close();
    await services.query.close();
    await sourcePools.closeAll();
    await metadata.close();
  };
  try {
    http = await createHttpServer(config, services, logger, {
      metrics,
      metricsToken: config.metrics.token,
      readiness,
      draining: () => draining,
      startedAt: Date.now(),
      version: appVersion,
    });
    http.addHook('preClose', (done) => {
      draining = true;
      done();
    });
    // While closing, an answer ends its connection: a kept-alive client must not hold the process open.
    http.addHook('onSend', (_request, reply, payload, done) => {
      if (draining) reply.header('connection', 'close');
      done(null, payload);
    });
    http.addHook('onClose', close);
    if ((options.role ?? 'all') !== 'web') {
      await jobs.start();
      await scheduleDownloadCleanup(ctx);
      await scheduleScheduleTick(ctx);
    }
    return http;
  } catch (error) {
    await close();
    throw error;
  }
}

/** Where this process serves HTTP, as its own browser reaches it (a wildcard address as loopback); undefined when it does not listen. */
function listeningUrl(address: AddressInfo | string | null | undefined): string | undefined {
  if (!address || typeof address === 'string') return undefined;
  const host = address.address === '0.0.0.0' ? '127.0.0.1' : address.address === '::' ? '[::1]' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

/** Jobs queued or running by type and status (the queue depth gauge; the same on every node). */
async function jobDepths(db: MetadataDb['db']): Promise<{ type: string; status: string; count: number }[]> {
  const rows = await db
    .selectFrom('jobs')
    .select(['type', 'status', (eb) => eb.fn.countAll().as('count')])
    .where('status', 'in', ['queued', 'running'])
    .groupBy(['type', 'status'])
    .execute();
  return rows.map((row) => ({ type: row.type, status: row.status, count: Number(row.count) }));
}
