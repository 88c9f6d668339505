// Time from process start until the server answers GET /redBi/api/v1/health on the embedded default:
// cold (new data directory: SQLite file, migrations, secrets) and warm (the same directory again).
// Baseline, in the same run: a bare Node http server doing nothing, started the same way.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serverEntry } from '../scripts/buildIfStale.mjs';
import { median, round, timeUntilServing } from './support.mjs';

const TARGET_MS = 2000;

const baselineScript =
  "require('node:http').createServer((q,s)=>s.end('ok')).listen(0,'127.0.0.1',function(){console.log('ready '+this.address().port)})";

async function startOnce(dataDir) {
  const server = await timeUntilServing([serverEntry], {
    env: { PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info' },
    readyPattern: /RedBI is ready at http:\/\/localhost:(\d+)/,
    probePath: '/redBi/api/v1/health',
  });
  await server.stop();
  return server.elapsedMs;
}

/** `quick`: one run (bench/README.md, quick mode). */
export async function run({ quick = false } = {}) {
  const runs = quick ? 1 : Number(process.env.BENCH_RUNS ?? 5);
  const baseline = [];
  const cold = [];
  const warm = [];
  for (let i = 0; i < runs; i++) {
    const base = await timeUntilServing(['-e', baselineScript], { readyPattern: /ready (\d+)/, probePath: '/' });
    await base.stop();
    baseline.push(base.elapsedMs);
    const dataDir = await mkdtemp(join(tmpdir(), 'redbi-bench-'));
    cold.push(await startOnce(dataDir));
    warm.push(await startOnce(dataDir));
    await rm(dataDir, { recursive: true, force: true });
  }
  const baselineMs = median(baseline);
  const coldMs = median(cold);
  const warmMs = median(warm);
  console.log(`startup (median of ${runs}): baseline ${round(baselineMs, 0)} ms, cold ${round(coldMs, 0)} ms, warm ${round(warmMs, 0)} ms`);
  return {
    bench: 'startup',
    runs,
    baselineMs: round(baselineMs, 1),
    coldMs: round(coldMs, 1),
    warmMs: round(warmMs, 1),
    coldRatio: round(coldMs / baselineMs),
    warmRatio: round(warmMs / baselineMs),
    targetMs: TARGET_MS,
    withinTarget: coldMs < TARGET_MS && warmMs < TARGET_MS,
  };
}
