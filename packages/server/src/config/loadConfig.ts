import { resolve } from 'node:path';
import { createTranslator, translateIssue } from '@redbi/shared/i18n';
import { configSchema, type EnvConfig } from './configSchema';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };
  /** Absent: generated once and kept in the data directory (see ensureSecrets). */
  tokenSecret: string | undefined;
  tokenTimeoutMin: number;
  publicUrl: string | undefined;
  logLevel: EnvConfig['LOG_LEVEL'];
  trustProxy: boolean;
  loginLimits: { perIp: number; perAccount: number; windowMs: number };
  /** The built web app; absent when only the API is served (development with Vite). */
  webDistDir: string | undefined;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Configuration parse error:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const blankToUndefined = (env: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''));

/** Parses the environment once; throws a ConfigError listing every problem at the same time. */
/** `defaults.webDistDir`: where the process entry finds the built web app unless WEB_DIST_DIR says otherwise. */
export function loadConfig(env: Record<string, string | undefined>, defaults: { webDistDir?: string } = {}): Config {
  const parsed = configSchema.safeParse(blankToUndefined(env));
  if (!parsed.success) {
    const t = createTranslator('en');
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = issue.path.join('.');
        const message = translateIssue(issue, t);
        return message.startsWith(name) ? message : `${name} ${message}`;
      }),
    );
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'sqlite', file: resolve(dataDir, 'redbi.db') },
    tokenSecret: e.TOKEN_SECRET,
    tokenTimeoutMin: e.TOKEN_TIMEOUT_MIN,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    loginLimits: {
      perIp: e.LOGIN_MAX_ATTEMPTS_PER_IP,
      perAccount: e.LOGIN_MAX_ATTEMPTS_PER_ACCOUNT,
      windowMs: e.LOGIN_ATTEMPT_WINDOW_MIN * 60_000,
    },
    webDistDir: e.WEB_DIST_DIR ? resolve(e.WEB_DIST_DIR) : defaults.webDistDir,
  };
}
