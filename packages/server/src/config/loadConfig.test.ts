import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ensureSecret } from './ensureSecrets';
import { ConfigError, loadConfig } from './loadConfig';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.dataDir).toBe(resolve('./data'));
    expect(config.database).toEqual({ kind: 'sqlite', file: resolve('./data/redbi.db') });
    expect(config.tokenTimeoutMin).toBe(30);
    expect(config.tokenSecret).toBeUndefined();
    expect(config.trustProxy).toBe(false);
  });

  it('reads PostgreSQL, port, timeout and public URL', () => {
    const config = loadConfig({
      PORT: '9000',
      DATABASE_URL: 'postgres://u@h/db',
      TOKEN_TIMEOUT_MIN: '45',
      PUBLIC_URL: 'https://bi.example.com/',
      TRUST_PROXY: 'true',
      DATA_DIR: '',
    });
    expect(config).toMatchObject({
      port: 9000,
      database: { kind: 'postgres', url: 'postgres://u@h/db' },
      tokenTimeoutMin: 45,
      publicUrl: 'https://bi.example.com',
      trustProxy: true,
    });
  });

  it('lists every problem at once', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'http', DATABASE_URL: 'mysql://x', TOKEN_SECRET: 'short', TOKEN_TIMEOUT_MIN: '-1' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const { problems, message } = error as ConfigError;
    expect(problems).toEqual([
      'PORT must be a number',
      'DATABASE_URL must be a postgres:// URL (leave it unset for the embedded SQLite store)',
      'TOKEN_SECRET must be at least 32 characters',
      'TOKEN_TIMEOUT_MIN must be greater than 0',
    ]);
    expect(message).toContain('Configuration parse error');
    expect(message).toContain('must be a postgres:// URL');
  });
});

describe('query result cache', () => {
  it('keeps results in 64 MB of memory by default, in Redis when REDIS_URL is set', () => {
    expect(loadConfig({})).toMatchObject({ redisUrl: undefined, redisPrefix: 'redbi:', queryCacheMaxBytes: 64 * 1024 * 1024 });
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379/2', REDIS_PREFIX: 'bi-prod:', QUERY_CACHE_MAX_MB: '8' })).toMatchObject({
      redisUrl: 'redis://127.0.0.1:6379/2',
      redisPrefix: 'bi-prod:',
      queryCacheMaxBytes: 8 * 1024 * 1024,
    });
    expect(() => loadConfig({ REDIS_URL: 'http://cache', QUERY_CACHE_MAX_MB: '0' })).toThrow(
      /REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL[\s\S]*QUERY_CACHE_MAX_MB must be greater than 0/,
    );
  });
});

describe('mail, registration and providers', () => {
  const keycloak = {
    id: 'keycloak',
    name: 'Keycloak',
    issuer: 'https://sso.example.com/realms/acme',
    clientId: 'redbi',
    clientSecret: 's3cret',
  };

  it('has no mail and open registration by default, and links to localhost', () => {
    const config = loadConfig({ PORT: '9000' });
    expect(config.mail).toBeUndefined();
    expect(config.registration).toEqual({ enabled: true, personalOrg: true });
    expect(config.oauth2Clients).toEqual([]);
    expect(config.publicUrl).toBe('http://localhost:9000');
  });

  it('lets robot webhooks reach no http or private host by default, and the listed hosts however', () => {
    expect(loadConfig({}).schedules.webhookHttpHosts).toEqual([]);
    expect(loadConfig({ SCHEDULE_WEBHOOK_HTTP_HOSTS: ' Robots.Intranet, 10.0.0.5:8080,,' }).schedules.webhookHttpHosts).toEqual(['robots.intranet', '10.0.0.5:8080']);
  });

  it('sends missed schedule due times within a grace period of 60 minutes by default, SCHEDULE_GRACE_MIN otherwise', () => {
    expect(loadConfig({}).schedules.graceMs).toBe(60 * 60_000);
    expect(loadConfig({ SCHEDULE_GRACE_MIN: '15' }).schedules.graceMs).toBe(15 * 60_000);
    expect(() => loadConfig({ SCHEDULE_GRACE_MIN: '0' })).toThrow();
  });

  it('reads SMTP settings, with a sender derived from the public URL', () => {
    const config = loadConfig({ SMTP_HOST: 'smtp.example.com', SMTP_PORT: '465', SMTP_SECURE: 'true', SMTP_USER: 'u', SMTP_PASSWORD: 'p', PUBLIC_URL: 'https://bi.example.com' });
    expect(config.mail).toEqual({ host: 'smtp.example.com', port: 465, secure: true, auth: { user: 'u', pass: 'p' }, from: 'RedBI <noreply@bi.example.com>' });
    expect(() => loadConfig({ SMTP_HOST: 'h', SMTP_USER: 'u' })).toThrow('SMTP_USER and SMTP_PASSWORD must be set together');
  });

  it('reads providers from JSON with defaults for scopes and claims', () => {
    const config = loadConfig({ OAUTH2_CLIENTS: JSON.stringify([keycloak]), REGISTER_ENABLED: 'false' });
    expect(config.registration.enabled).toBe(false);
    expect(config.oauth2Clients).toEqual([
      { ...keycloak, scopes: 'openid profile email', claims: { username: 'preferred_username', email: 'email', name: 'name' }, trustEmail: false },
    ]);
  });

  it('names what is wrong with a provider list', () => {
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig(env);
        return [];
      } catch (error) {
        return (error as ConfigError).problems;
      }
    };
    expect(problems({ OAUTH2_CLIENTS: '[{' })[0]).toMatch(/^OAUTH2_CLIENTS must be JSON: /);
    expect(problems({ OAUTH2_CLIENTS: JSON.stringify([{ id: 'x y', name: 'X' }]) })).toEqual([
      'OAUTH2_CLIENTS.0.id must be 1-64 letters, digits, "-" or "_"',
      'OAUTH2_CLIENTS.0.clientId is required',
    ]);
    expect(problems({ OAUTH2_CLIENTS: JSON.stringify([{ ...keycloak, issuer: undefined }]) })).toEqual([
      'OAUTH2_CLIENTS.0 needs "issuer" (OpenID discovery) or "authorizationEndpoint", "tokenEndpoint" and "userinfoEndpoint"',
    ]);
    expect(problems({ OAUTH2_CLIENTS: JSON.stringify([keycloak, keycloak]) })).toEqual(['OAUTH2_CLIENTS has two providers with the same id']);
    expect(problems({ OAUTH2_CLIENTS_FILE: '/nonexistent.json' })[0]).toMatch(/^OAUTH2_CLIENTS_FILE cannot be read: ENOENT/);
  });

  it('reads providers from a file', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'redbi-oauth-'));
    const file = join(dir, 'providers.json');
    await writeFile(file, JSON.stringify([keycloak]));
    expect(loadConfig({ OAUTH2_CLIENTS_FILE: file }).oauth2Clients[0]?.id).toBe('keycloak');
    expect(() => loadConfig({ OAUTH2_CLIENTS_FILE: file, OAUTH2_CLIENTS: '[]' })).toThrow('cannot be combined');
    await rm(dir, { recursive: true, force: true });
  });
});

describe('ensureSecret', () => {
  const dirs: string[] = [];
  afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

  it('prefers the configured secret', async () => {
    expect(await ensureSecret('/nonexistent', 'x', 'configured-secret')).toBe('configured-secret');
  });

  it('generates a secret once, private to the owner, and keeps it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'redbi-secret-'));
    dirs.push(dir);
    const [first, second] = await Promise.all([ensureSecret(dir, 'token-secret', undefined), ensureSecret(dir, 'token-secret', undefined)]);
    expect(first).toHaveLength(64);
    expect(second).toBe(first);
    expect(await ensureSecret(dir, 'token-secret', undefined)).toBe(first);
    expect(await readFile(join(dir, 'token-secret'), 'utf8')).toBe(first);
    expect((await stat(join(dir, 'token-secret'))).mode & 0o777).toBe(0o600);
  });
});
