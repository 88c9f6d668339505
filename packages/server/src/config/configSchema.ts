import { z } from 'zod';
import { DEFAULT_TOKEN_TIMEOUT_MIN } from '@redbi/shared/domain';
import { DEFAULT_SHARE_FRAME_ANCESTORS, frameAncestorsSchema } from './frameAncestors';
import { oauth2ClientsSchema } from './oauth2ClientSchema';

const port = z.coerce.number().int().min(0).max(65535);
const positiveInt = z.coerce.number().int().positive();
const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** Every setting the server reads from the environment (docs/configuration.md lists them). */
export const configSchema = z.object({
  PORT: port.default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL (leave it unset for the embedded SQLite store)')
    .optional(),
  TOKEN_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  TOKEN_TIMEOUT_MIN: positiveInt.max(60 * 24 * 30).default(DEFAULT_TOKEN_TIMEOUT_MIN),
  PUBLIC_URL: z.url().optional(),
  WEB_DIST_DIR: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: flag.default(false),
  SHARE_FRAME_ANCESTORS: frameAncestorsSchema.default(DEFAULT_SHARE_FRAME_ANCESTORS),
  LOGIN_MAX_ATTEMPTS_PER_IP: positiveInt.default(30),
  LOGIN_MAX_ATTEMPTS_PER_ACCOUNT: positiveInt.default(10),
  LOGIN_ATTEMPT_WINDOW_MIN: positiveInt.default(15),
  SHARE_CODE_MAX_WRONG_PER_ADDRESS: positiveInt.default(5),
  SHARE_CODE_ADDRESS_WINDOW_MIN: positiveInt.default(15),
  SHARE_CODE_MAX_WRONG_PER_LINK: positiveInt.default(1000),
  SHARE_CODE_LINK_WINDOW_MIN: positiveInt.default(60),
  SMTP_HOST: z.string().min(1).optional(),
  SMTP_PORT: port.default(587),
  SMTP_SECURE: flag.default(false),
  SMTP_USER: z.string().min(1).optional(),
  SMTP_PASSWORD: z.string().min(1).optional(),
  MAIL_FROM: z.string().min(3).optional(),
  REGISTER_ENABLED: flag.default(true),
  REGISTER_PERSONAL_ORG: flag.default(true),
  OAUTH2_CLIENTS: oauth2ClientsSchema.optional(),
  OAUTH2_CLIENTS_FILE: z.string().min(1).optional(),
  ENCRYPTION_KEY: z
    .string()
    .regex(/^([A-Za-z0-9+/_-]{43}=?|[0-9a-fA-F]{64})$/, 'must be 32 bytes as base64 (44 characters) or hex (64 characters)')
    .optional(),
  UPLOAD_MAX_MB: positiveInt.max(100_000).default(1024),
  LOCAL_DATABASES_DIR: z.string().min(1).optional(),
  SAMPLE_SOURCE: flag.default(true),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL (leave it unset to keep the result cache in memory)')
    .optional(),
  REDIS_PREFIX: z.string().min(1).max(100).default('redbi:'),
  QUERY_CACHE_MAX_MB: positiveInt.max(100_000).default(64),
  JOB_QUEUE: z.enum(['local', 'redis', 'postgres']).default('local'),
  JOB_CONCURRENCY: positiveInt.max(64).default(2),
  /** Seconds a runner's hold on a running job lasts without a heartbeat: a dead node's jobs are taken over after about this long. */
  JOB_LEASE_SEC: positiveInt.min(2).max(3600).default(30),
  DOWNLOADS_DIR: z.string().min(1).optional(),
  DOWNLOAD_KEEP_DAYS: positiveInt.max(3650).default(7),
  CHROMIUM_PATH: z.string().min(1).default('/usr/bin/chromium'),
  RENDER_URL: z.url().optional(),
  PICTURE_PAGES: positiveInt.max(16).default(2),
  /** Minutes a due time missed (every node down) may still be sent late; older ones are recorded as skipped. */
  SCHEDULE_GRACE_MIN: positiveInt.max(10_080).default(60),
  /** Seconds between two looks of the scheduler for due times (cron expressions with a seconds field want less than 60). */
  SCHEDULE_TICK_SEC: positiveInt.max(3600).default(60),
  /** How long the links to pictures and files sent to DingTalk and Feishu robots work (days). */
  SCHEDULE_PICTURE_LINK_DAYS: positiveInt.max(365).default(7),
  /** Hosts (name or name:port, comma-separated) robot webhooks may reach over http or at a private address. */
  SCHEDULE_WEBHOOK_HTTP_HOSTS: z
    .string()
    .transform((value) => value.split(',').map((host) => host.trim().toLowerCase()).filter((host) => host !== ''))
    .default([]),
  /** Turns the Prometheus endpoint /redBi/api/v1/metrics on; scrapers send it as `Authorization: Bearer <token>`. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** The most a shutdown (SIGTERM) waits for requests and jobs in flight before it cuts them and exits. */
  SHUTDOWN_TIMEOUT_SEC: positiveInt.max(3600).default(30),
  /** Where the error page's 'report an issue' link opens a new issue (e.g. https://github.com/org/repo/issues/new). */
  ISSUE_TRACKER_URL: z.url().optional(),
  ISSUE_TRACKER_LABELS: z
    .string()
    .transform((value) => value.split(',').map((label) => label.trim()).filter((label) => label !== ''))
    .default(['bug']),
});

export type EnvConfig = z.infer<typeof configSchema>;
