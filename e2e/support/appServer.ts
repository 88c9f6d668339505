import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
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

/** Starts the built server (packages/server/dist) on a free port with a fresh embedded store. */
export async function startAppServer(env: Record<string, string> = {}): Promise<AppServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'redbi-e2e-'));
  const child: ChildProcess = spawn(process.execPath, [serverEntry], {
    env: {
      PATH: process.env.PATH ?? '',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOGIN_MAX_ATTEMPTS_PER_IP: '1000',
      LOGIN_MAX_ATTEMPTS_PER_ACCOUNT: '1000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const port = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /RedBI is ready at http:\/\/localhost:(\d+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  const origin = `http://127.0.0.1:${port}`;
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
