import { spawn } from 'node:child_process';
import { once } from 'node:events';

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

export const round = (value, digits = 2) => Number(value.toFixed(digits));

/**
 * Spawns `node args…` (in `cwd`) and resolves once `readyPattern` (with the port as its first group)
 * appears on its output and `probePath` answers `probeStatus` (200) on that port. Returns the elapsed
 * milliseconds, the port and a stop function.
 */
export async function timeUntilServing(args, { env = {}, readyPattern, probePath, probeStatus = 200, cwd }) {
  const started = performance.now();
  const child = spawn(process.execPath, args, { env: { PATH: process.env.PATH, ...env }, stdio: ['ignore', 'pipe', 'pipe'], ...(cwd ? { cwd } : {}) });
  let output = '';
  const port = await new Promise((resolve, reject) => {
    const onData = (chunk) => {
      output += chunk.toString();
      const match = readyPattern.exec(output);
      if (match) resolve(match[1]);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`exited with ${code}: ${output}`)));
  });
  const response = await fetch(`http://127.0.0.1:${port}${probePath}`);
  if (response.status !== probeStatus) throw new Error(`${probePath} answered ${response.status}`);
  await response.arrayBuffer();
  const elapsedMs = performance.now() - started;
  return {
    elapsedMs,
    port,
    async stop() {
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}
