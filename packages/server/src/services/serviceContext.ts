import type { SourceType } from '@redbi/shared/sources';
import type { Logger } from 'pino';
import type { Config } from '../config/loadConfig';
import type { Connection, Connector } from '../connectors/connector';
import type { Mailer } from '../delivery/mail/mailer';
import type { JobRunner } from '../jobs/jobRunner';
import type { ServiceMetrics } from '../metrics/observeResultCache';
import type { SharedCounters } from '../security/redisCounters';
import type { Store } from '../repositories';
import type { UserRow } from '../repositories/userRepository';
import type { SecretBox } from '../security/secretBox';
import type { Sealer } from '../security/sealer';
import type { SessionTokens } from '../security/sessionTokens';
import type { PublicLinks } from './publicLinks';

/** What every use case may touch; built once by the composition root (app.ts). */
export interface ServiceContext {
  config: Config;
  store: Store;
  tokens: SessionTokens;
  mailer: Mailer;
  /** Encrypts what the browser keeps for us between two requests. */
  sealer: Sealer;
  /** Encrypts secrets at rest (source passwords). */
  secrets: SecretBox;
  /** The driver of each source type. */
  connectors: Record<SourceType, Connector>;
  /** The live connection pool of each source. */
  sourcePools: SourcePoolsPort;
  links: PublicLinks;
  /** Background jobs (downloads, schedules, imports): enqueue here; workers carry them out. */
  jobs: JobRunner;
  now: () => Date;
  newId: () => string;
  log: Logger;
  /** What the services report to the Prometheus metrics (absent in tools and some tests). */
  metrics?: ServiceMetrics;
  /** Rate-limit counters shared by every node (Redis, when REDIS_URL is set); absent: each process counts. */
  sharedCounters?: SharedCounters;
}

/** The caller of an authenticated request. */
export interface Session {
  sessionId: string;
  user: UserRow;
  /** When the session was last recorded as in use (ISO). */
  lastSeenAt: string;
}

export const isoNow = (ctx: Pick<ServiceContext, 'now'>): string => ctx.now().toISOString();

/** What the services need of the source pools (connectors/sourcePools). */
export interface SourcePoolsPort {
  /** The source's pool, opened on first use; a new configuration closes the old pool first. */
  connection(sourceId: string, type: SourceType, config: Record<string, unknown>): Connection;
  close(sourceId: string): Promise<void>;
  closeAll(): Promise<void>;
}
