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
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}

/** The API of the server at `base`, logged in as the first user. */
export function apiClient(base) {
  let token;
  const call = async (method, path, body) => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const json = await response.json();
    if (!json.success) throw new Error(`${method} ${path}: ${response.status} ${json.message}`);
    return json.data;
  };
  return {
    base,
    call,
    get token() {
      return token;
    },
    async login() {
      const user = { username: 'bench', email: 'bench@example.com', password: 'bench-password', name: 'Bench' };
      await call('POST', '/sys/setup', { user });
      const response = await fetch(`${base}/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: user.username, password: user.password }) });
      token = (response.headers.get('authorization') ?? '').replace(/^Bearer /, '');
      await response.arrayBuffer();
    },
  };
}

/**
 * The built server on a fresh `dataDir` (any port, info logs for the ready line), set up and logged in as
 * the first user: the server, its API and the organisation. `nodeArgs` go before the entry, `env` on top.
 */
export async function startLoggedInServer(serverEntry, dataDir, { nodeArgs = [], env = {} } = {}) {
  const server = await timeUntilServing([...nodeArgs, serverEntry], {
    env: { PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info', SAMPLE_SOURCE: 'false', ...env },
    readyPattern: /RedBI is ready at http:\/\/localhost:(\d+)/,
    probePath: '/redBi/api/v1/health',
  });
  try {
    const api = apiClient(`http://127.0.0.1:${server.port}/redBi/api/v1`);
    await api.login();
    const [org] = await api.call('GET', '/orgs');
    return { server, api, org };
  } catch (error) {
    await server.stop();
    throw error;
  }
}
