// A small HTTP load loop (autocannon is not a dependency): `concurrency` workers on keep-alive
// connections send the same request back to back for `durationMs`; answers the completed requests per second.
import { Agent, request } from 'node:http';

/** One request on `agent`; resolves with the status and the body (a Buffer) once it has all arrived. */
export function send(agent, url, { method = 'GET', headers = {}, body }) {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, agent, headers: body === undefined ? headers : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers } }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

export async function requestsPerSecond(url, { concurrency = 16, durationMs = 5000, warmupMs = 1000, ...options }) {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const loop = async (until, counter) => {
    while (performance.now() < until) {
      const { status } = await send(agent, url, options);
      if (status !== 200) throw new Error(`${url} answered ${status}`);
      counter.done += 1;
    }
  };
  try {
    const warmup = { done: 0 };
    const warmUntil = performance.now() + warmupMs;
    await Promise.all(Array.from({ length: concurrency }, () => loop(warmUntil, warmup)));
    const counter = { done: 0 };
    const started = performance.now();
    await Promise.all(Array.from({ length: concurrency }, () => loop(started + durationMs, counter)));
    return counter.done / ((performance.now() - started) / 1000);
  } finally {
    agent.destroy();
  }
}
