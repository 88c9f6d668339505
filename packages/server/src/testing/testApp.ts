import type { FastifyInstance, InjectOptions } from 'fastify';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';
import { API_PREFIX } from '@redbi/shared/domain';
import { createApp, type AppOptions } from '../app';
import { loadConfig } from '../config/loadConfig';

/** The metadata stores every API suite runs against (both servers run on development and CI machines). */
export const backends = ['sqlite', 'postgres'] as const;
export type Backend = (typeof backends)[number];

export const POSTGRES_ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestApp {
  app: FastifyInstance;
  dataDir: string;
  tokenSecret: string;
  /** Rows of a metadata table where `column` = `value`, read on a connection of its own. */
  rows(table: string, column: string, value: string): Promise<Record<string, unknown>[]>;
  countRows(table: string, column: string, value: string): Promise<number>;
  /** Serves over real HTTP on a free port; answers the base URL of the API. */
  listen(): Promise<string>;
  call(method: InjectOptions['method'], path: string, options?: CallOptions): Promise<CallResult>;
  close(): Promise<void>;
}

export interface CallOptions {
  body?: unknown;
  token?: string;
  lang?: 'en-US' | 'zh-CN';
  headers?: Record<string, string>;
  payload?: Buffer | string;
}

export interface CallResult {
  status: number;
  body: { success: boolean; data?: unknown; message?: string; errCode?: string; [key: string]: unknown };
  headers: Record<string, string | string[] | number | undefined>;
  /** The token in the Authorization response header, without "Bearer ". */
  token: string | undefined;
  raw: Buffer;
}

export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `redbi_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** A fresh app on its own data directory and its own database, created here and dropped by close(). */
/** `options.sampleDataDir`: the bundled sample data, for tests of the sample source (off otherwise). */
export async function startTestApp(
  backend: Backend,
  env: Record<string, string> = {},
  options: AppOptions & { sampleDataDir?: string } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'redbi-test-'));
  const database = backend === 'postgres' ? await createPostgresDatabase() : undefined;
  const tokenSecret = randomBytes(32).toString('hex');
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    TOKEN_SECRET: tokenSecret,
    ...(database ? { DATABASE_URL: database.url } : {}),
    ...env,
  }, { sampleDataDir: options.sampleDataDir });
  /** Rows of a metadata table, on a connection of its own (the app's may be inside a transaction). */
  async function rows(table: string, column: string, value: string): Promise<Record<string, unknown>[]> {
    if (!/^\w+$/.test(table) || !/^\w+$/.test(column)) throw new Error('plain identifiers only');
    const query = `select * from ${table} where ${column} = `;
    if (config.database.kind === 'postgres') {
      const client = new pg.Client({ connectionString: config.database.url });
      await client.connect();
      try {
        return (await client.query<Record<string, unknown>>(`${query}$1`, [value])).rows;
      } finally {
        await client.end();
      }
    }
    const sqlite = new BetterSqlite3(config.database.file, { readonly: true });
    try {
      return sqlite.prepare(`${query}?`).all(value) as Record<string, unknown>[];
    } finally {
      sqlite.close();
    }
  }

  const app = await createApp(config, options);
  return {
    app,
    dataDir,
    tokenSecret,
    rows,
    countRows: async (table, column, value) => (await rows(table, column, value)).length,
    async listen() {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}${API_PREFIX}`;
    },
    async call(method, path, options = {}) {
      const headers: Record<string, string> = { 'accept-language': options.lang ?? 'en-US', ...options.headers };
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      const response = await app.inject({
        method,
        url: `${API_PREFIX}${path}`,
        headers,
        ...(options.body === undefined ? {} : { payload: options.body as object }),
        ...(options.payload === undefined ? {} : { payload: options.payload }),
      });
      const authorization = response.headers.authorization;
      // One JSON document (application/json, application/…+json), not NDJSON's lines of them.
      const isJson = /^application\/([\w.-]+\+)?json\b/.test(String(response.headers['content-type'] ?? ''));
      return {
        status: response.statusCode,
        body: isJson ? response.json() : { success: response.statusCode < 400 },
        headers: response.headers,
        token: typeof authorization === 'string' ? authorization.replace(/^Bearer /, '') : undefined,
        raw: response.rawPayload,
      };
    },
    async close() {
      await app.close();
      await database?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export const admin = { username: 'admin', email: 'admin@example.com', password: 'secret1', name: 'Ada Admin' };

/** A clock the test moves: `clock.now` for the app, `clock.advance(minutes)` to jump ahead. */
export function testClock(start = new Date()) {
  let current = start;
  return {
    now: () => current,
    advance(minutes: number) {
      current = new Date(current.getTime() + minutes * 60_000);
    },
  };
}

/** Runs first-run setup and logs the admin in; returns the session token. */
export async function setupAndLogin(test: TestApp): Promise<string> {
  const setup = await test.call('POST', '/sys/setup', { body: { user: admin } });
  if (setup.status !== 200) throw new Error(`setup failed: ${JSON.stringify(setup.body)}`);
  const login = await test.call('POST', '/users/login', { body: { username: admin.username, password: admin.password } });
  if (!login.token) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  return login.token;
}

/** A multipart/form-data body with one file field. */
export function multipartFile(bytes: Buffer, fileName: string, contentType: string, field = 'file') {
  const boundary = `----redbi${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
