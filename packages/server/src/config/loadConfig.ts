import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createTranslator, translateIssue } from '@redbi/shared/i18n';
import { configSchema, type EnvConfig } from './configSchema';
import type { OAuth2ClientConfig } from './oauth2ClientSchema';

export interface MailConfig {
  host: string;
  port: number;
  secure: boolean;
  auth: { user: string; pass: string } | undefined;
  from: string;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };
  /** Absent: generated once and kept in the data directory (see ensureSecrets). */
  tokenSecret: string | undefined;
  tokenTimeoutMin: number;
  /** Where users reach RedBI (without /redBi); links in mails and OAuth2 redirects are built from it. */
  publicUrl: string;
  logLevel: EnvConfig['LOG_LEVEL'];
  trustProxy: boolean;
  /** CSP frame-ancestors of share pages: who may embed them (app pages may be embedded nowhere). */
  shareFrameAncestors: string[];
  loginLimits: { perIp: number; perAccount: number; windowMs: number };
  /** Wrong access codes of CODE shares, per client and link, and per link from everywhere (security/shareCodeThrottle). */
  shareCodeLimits: { perAddress: number; addressWindowMs: number; perLink: number; linkWindowMs: number };
  /** The built web app; absent when only the API is served (development with Vite). */
  webDistDir: string | undefined;
  /** Absent: mail is not configured (registration activates at once, no password reset by e-mail). */
  mail: MailConfig | undefined;
  registration: { enabled: boolean; personalOrg: boolean };
  oauth2Clients: OAuth2ClientConfig[];
  /** Absent: generated once and kept in the data directory. Encrypts source passwords at rest. */
  encryptionKey: string | undefined;
  uploadMaxBytes: number;
  /** SQLite and DuckDB database files may be connected only from under this directory. */
  localDatabasesDir: string;
  /** The bundled sample data; absent or SAMPLE_SOURCE=false: no sample source at setup. */
  sampleDataDir: string | undefined;
  /** Absent: results are cached in this process's memory; set: in Redis, shared by every node. */
  redisUrl: string | undefined;
  /** Put before every Redis key, so that several installations can share one Redis. */
  redisPrefix: string;
  /** The most the in-memory result cache holds (results as JSON), in bytes. */
  queryCacheMaxBytes: number;
  /**
   * Background jobs (downloads, schedules, imports): `local` — the in-process runner over the metadata store;
   * `redis` / `postgres` — BullMQ on REDIS_URL or on the PostgreSQL of DATABASE_URL, for several nodes.
   * `concurrency`: jobs one process runs at once. `leaseMs`: how long a runner's hold on a running job lasts
   * without a heartbeat (the in-process runner's lease, BullMQ's lock): a dead node's jobs are taken over after it.
   */
  jobs: { queue: 'local' | 'redis' | 'postgres'; concurrency: number; leaseMs: number };
  /** Download files: where they are kept (a directory every node shares) and for how many days. */
  downloads: { dir: string; keepDays: number };
  /**
   * Pictures of dashboards and storyboards, drawn by Chromium: its executable, where it reaches the app's
   * pages (a web node: PUBLIC_URL by default), and how many pages one process draws at once.
   */
  /** `renderUrl`: where the pictures' browser opens the app (RENDER_URL); unset, this node's own address, else PUBLIC_URL. */
  pictures: { chromiumPath: string; renderUrl: string | undefined; pages: number };
  /** Robot webhooks may be called over https at public addresses, and at these hosts (name or name:port) however. */
  /** `pictureLinkDays`: how long the links to files a robot's message carries work (SCHEDULE_PICTURE_LINK_DAYS). */
  /** `tickMs`: how often the scheduler looks for due times, at the start of each such slot (SCHEDULE_TICK_SEC). */
  schedules: { webhookHttpHosts: string[]; graceMs: number; pictureLinkDays: number; tickMs: number };
  /** The Prometheus endpoint: off (404) without a token (METRICS_TOKEN). */
  metrics: { token: string | undefined };
  /** The most a shutdown waits for requests and jobs in flight (SHUTDOWN_TIMEOUT_SEC). */
  shutdownTimeoutMs: number;
  /** Where the web app's error page sends 'report an issue' (ISSUE_TRACKER_URL), with these labels; absent: no link. */
  issueTracker: { url: string; labels: string[] } | undefined;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Configuration parse error:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const blankToUndefined = (env: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''));

/** OAUTH2_CLIENTS_FILE is read here so that its content is checked like OAUTH2_CLIENTS. */
function inlineClientsFile(env: Record<string, string>, problems: string[]): Record<string, string> {
  const file = env.OAUTH2_CLIENTS_FILE;
  if (!file) return env;
  if (env.OAUTH2_CLIENTS) {
    problems.push('OAUTH2_CLIENTS_FILE cannot be combined with OAUTH2_CLIENTS: set one of them');
    return env;
  }
  try {
    return { ...env, OAUTH2_CLIENTS: readFileSync(resolve(file), 'utf8') };
  } catch (error) {
    problems.push(`OAUTH2_CLIENTS_FILE cannot be read: ${(error as Error).message}`);
    return env;
  }
}

function crossFieldProblems(e: EnvConfig): string[] {
  const problems: string[] = [];
  if (Boolean(e.SMTP_USER) !== Boolean(e.SMTP_PASSWORD)) problems.push('SMTP_USER and SMTP_PASSWORD must be set together');
  if (e.JOB_QUEUE === 'redis' && !e.REDIS_URL) problems.push('JOB_QUEUE=redis needs REDIS_URL');
  if (e.JOB_QUEUE === 'postgres' && !e.DATABASE_URL) problems.push('JOB_QUEUE=postgres needs DATABASE_URL (the metadata store on PostgreSQL)');
  return problems;
}

/**
 * Parses the environment once; throws a ConfigError listing every problem at the same time. `defaults`:
 * where the process entry finds the built web app (unless WEB_DIST_DIR says otherwise) and the sample data.
 */
export function loadConfig(env: Record<string, string | undefined>, defaults: { webDistDir?: string; sampleDataDir?: string } = {}): Config {
  const problems: string[] = [];
  const input = inlineClientsFile(blankToUndefined(env) as Record<string, string>, problems);
  const parsed = configSchema.safeParse(input);
  if (!parsed.success) {
    const t = createTranslator('en');
    for (const issue of parsed.error.issues) {
      const name = issue.path.join('.');
      const message = translateIssue({ ...issue, path: [name] }, t);
      problems.push(message.startsWith(name) ? message : `${name} ${message}`);
    }
  } else {
    problems.push(...crossFieldProblems(parsed.data));
  }
  if (!parsed.success || problems.length) throw new ConfigError(problems);

  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'sqlite', file: resolve(dataDir, 'redbi.db') },
    tokenSecret: e.TOKEN_SECRET,
    tokenTimeoutMin: e.TOKEN_TIMEOUT_MIN,
    publicUrl,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    shareFrameAncestors: e.SHARE_FRAME_ANCESTORS,
    loginLimits: {
      perIp: e.LOGIN_MAX_ATTEMPTS_PER_IP,
      perAccount: e.LOGIN_MAX_ATTEMPTS_PER_ACCOUNT,
      windowMs: e.LOGIN_ATTEMPT_WINDOW_MIN * 60_000,
    },
    shareCodeLimits: {
      perAddress: e.SHARE_CODE_MAX_WRONG_PER_ADDRESS,
      addressWindowMs: e.SHARE_CODE_ADDRESS_WINDOW_MIN * 60_000,
      perLink: e.SHARE_CODE_MAX_WRONG_PER_LINK,
      linkWindowMs: e.SHARE_CODE_LINK_WINDOW_MIN * 60_000,
    },
    webDistDir: e.WEB_DIST_DIR ? resolve(e.WEB_DIST_DIR) : defaults.webDistDir,
    mail: e.SMTP_HOST
      ? {
          host: e.SMTP_HOST,
          port: e.SMTP_PORT,
          secure: e.SMTP_SECURE,
          auth: e.SMTP_USER && e.SMTP_PASSWORD ? { user: e.SMTP_USER, pass: e.SMTP_PASSWORD } : undefined,
          from: e.MAIL_FROM ?? `RedBI <noreply@${new URL(publicUrl).hostname}>`,
        }
      : undefined,
    registration: { enabled: e.REGISTER_ENABLED, personalOrg: e.REGISTER_PERSONAL_ORG },
    oauth2Clients: e.OAUTH2_CLIENTS ?? [],
    encryptionKey: e.ENCRYPTION_KEY,
    uploadMaxBytes: e.UPLOAD_MAX_MB * 1024 * 1024,
    localDatabasesDir: resolve(e.LOCAL_DATABASES_DIR ?? resolve(dataDir, 'databases')),
    sampleDataDir: e.SAMPLE_SOURCE ? defaults.sampleDataDir : undefined,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    queryCacheMaxBytes: e.QUERY_CACHE_MAX_MB * 1024 * 1024,
    jobs: { queue: e.JOB_QUEUE, concurrency: e.JOB_CONCURRENCY, leaseMs: e.JOB_LEASE_SEC * 1000 },
    downloads: { dir: resolve(e.DOWNLOADS_DIR ?? resolve(dataDir, 'downloads')), keepDays: e.DOWNLOAD_KEEP_DAYS },
    pictures: { chromiumPath: e.CHROMIUM_PATH, renderUrl: e.RENDER_URL?.replace(/\/+$/, ''), pages: e.PICTURE_PAGES },
    schedules: { webhookHttpHosts: e.SCHEDULE_WEBHOOK_HTTP_HOSTS, graceMs: e.SCHEDULE_GRACE_MIN * 60_000, pictureLinkDays: e.SCHEDULE_PICTURE_LINK_DAYS, tickMs: e.SCHEDULE_TICK_SEC * 1000 },
    metrics: { token: e.METRICS_TOKEN },
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_SEC * 1000,
    issueTracker: e.ISSUE_TRACKER_URL ? { url: e.ISSUE_TRACKER_URL, labels: e.ISSUE_TRACKER_LABELS } : undefined,
  };
}
