import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
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
