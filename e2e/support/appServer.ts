import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const serverEntry = fileURLToPath(new URL('../../packages/server/dist/main.js', import.meta.url));

export interface AppServer {
  /** e.g. http://127.0.0.1:41234 */
  origin: string;
  /** origin + /redBi */
  baseUrl: string;
  dataDir: string;
  /** Calls the API directly, as a script would. */
  api(method: string, path: string, options?: { body?: unknown; token?: string }): Promise<{ status: number; body: unknown; token?: string }>;
  stop(): Promise<void>;
}

/** A port nobody listens on right now, so that PUBLIC_URL can be known before the server starts. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (typeof address !== 'object' || !address) throw new Error('no port');
  return address.port;
}

/** The origin a server on `port` is reached at by the browser. */
export const originOf = (port: number): string => `http://127.0.0.1:${port}`;

/**
 * Starts the built server (packages/server/dist) with a fresh embedded store, on `port` (default: a free
 * one), with PUBLIC_URL pointing at it.
 */
export async function startAppServer(env: Record<string, string> = {}, port?: number): Promise<AppServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'redbi-e2e-'));
  const listenPort = port ?? (await freePort());
  const child: ChildProcess = spawn(process.execPath, [serverEntry], {
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(listenPort),
      HOST: '127.0.0.1',
      PUBLIC_URL: originOf(listenPort),
      DATA_DIR: dataDir,
      LOGIN_MAX_ATTEMPTS_PER_IP: '1000',
      LOGIN_MAX_ATTEMPTS_PER_ACCOUNT: '1000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('RedBI is ready at')) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  const origin = originOf(listenPort);
  return {
    origin,
    baseUrl: `${origin}/redBi`,
    dataDir,
    async api(method, path, options = {}) {
      const response = await fetch(`${origin}/redBi/api/v1${path}`, {
        method,
        headers: {
          'content-type': 'application/json',
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
        ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
      });
      const token = response.headers.get('authorization')?.replace(/^Bearer /, '');
      return { status: response.status, body: await response.json(), ...(token ? { token } : {}) };
    },
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await once(child, 'exit');
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
