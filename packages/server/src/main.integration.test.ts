import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const mainFile = new URL('./main.ts', import.meta.url).pathname;

function startMain(env: Record<string, string>): ChildProcessWithoutNullStreams {
  return spawn(process.execPath, ['--import', 'tsx', mainFile], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
}

/** Resolves with the URL the server prints once it listens. */
function readyUrl(child: ChildProcessWithoutNullStreams): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /RedBI is ready at (http:\/\/localhost:\d+\/redBi)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`exited with ${code}: ${output}`)));
  });
}

describe('the server process', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'redbi-main-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('refuses a bad configuration, listing every problem, before touching anything', async () => {
    const child = startMain({ PORT: 'abc', DATABASE_URL: 'mysql://x', DATA_DIR: dataDir });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const [code] = (await once(child, 'exit')) as [number];
    expect(code).toBe(1);
    expect(stderr).toContain('Configuration parse error');
    expect(stderr).toContain('PORT must be a number');
    expect(stderr).toContain('DATABASE_URL must be a postgres:// URL');
  });

  it('starts on the embedded store, serves, and shuts down gracefully on SIGTERM', async () => {
    const child = startMain({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir });
    const base = await readyUrl(child);
    const health = await fetch(`${base}/api/v1/health`);
    expect(health.status).toBe(200);
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.kill('SIGTERM');
    const [code] = (await once(child, 'exit')) as [number];
    expect(code).toBe(0);
    expect(stdout).toContain('shutting down');
  });
});
