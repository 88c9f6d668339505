import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';

const mainScript = fileURLToPath(new URL('../../main.ts', import.meta.url));

/** A RedBI server process running the real entry (src/main.ts through tsx), for tests of several nodes. */
export interface ServerNode {
  name: string;
  role: 'all' | 'web' | 'worker';
  process: ChildProcess;
  /** The API's base URL (http://127.0.0.1:<port>/redBi/api/v1); undefined for a worker. */
  api: string | undefined;
  /** What it printed so far (its pino lines), for a failure's message. */
  output(): string;
  /** SIGKILL: dies at once, mid-job, as a crashed machine does. */
  kill(): Promise<void>;
  /** SIGTERM, then SIGKILL if it has not ended within 10 s. */
  stop(): Promise<void>;
}

const READY = { all: /RedBI is ready at http:\/\/localhost:(\d+)/, web: /RedBI is ready at http:\/\/localhost:(\d+)/, worker: /RedBI worker is ready/ };

/** Starts `node --import tsx src/main.ts <role>` with `env` (and PATH) and resolves once it says it is ready. */
export async function startServerNode(name: string, role: ServerNode['role'], env: Record<string, string>, timeoutMs = 90_000): Promise<ServerNode> {
  const child = spawn(process.execPath, ['--import', 'tsx', mainScript, role], { env: { PATH: process.env.PATH ?? '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const exited = once(child, 'exit');
  const port = await new Promise<string | undefined>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not start within ${timeoutMs} ms:\n${output}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = READY[role].exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited with ${code ?? signal} before it was ready:\n${output}`));
    });
  });
  const ended = () => child.exitCode !== null || child.signalCode !== null;
  return {
    name,
    role,
    process: child,
    api: port ? `http://127.0.0.1:${port}/redBi/api/v1` : undefined,
    output: () => output,
    async kill() {
      if (ended()) return;
      child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (ended()) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
