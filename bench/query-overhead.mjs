// What RedBI's query path adds to a database query. Sakila goes into a PostgreSQL database of the bench's
// own; the built server (fresh DATA_DIR) gets a source and two SQL views over it through the API. Then, in
// one run: (1) POST /data-provider/execute against the raw `pg` driver running the SQL the API ran, with
// the same values, on the same data, interleaved; (2) the cached path's requests per second against a
// bare Fastify route answering the same body. See bench/README.md.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { root, serverEntry } from '../scripts/buildIfStale.mjs';
import { Agent } from 'node:http';
import { requestsPerSecond, send } from './httpLoad.mjs';
import { median, round, startLoggedInServer, timeUntilServing } from './support.mjs';

/** Full runs: BENCH_RUNS timed pairs after 5 warm-up pairs, BENCH_LOAD_MS of load after 1 s of warm-up; quick: one small round. */
const fullSettings = () => ({ runs: Number(process.env.BENCH_RUNS ?? 40), warmUpPairs: 5, loadMs: Number(process.env.BENCH_LOAD_MS ?? 5000), loadWarmUpMs: 1000 });
const quickSettings = { runs: 3, warmUpPairs: 1, loadMs: 300, loadWarmUpMs: 100 };
const CONCURRENCY = 16;
const PG = { host: process.env.BENCH_PG_HOST ?? '127.0.0.1', port: Number(process.env.BENCH_PG_PORT ?? 5432), user: process.env.BENCH_PG_USER ?? 'postgres' };
const DATASETS_DIR = process.env.DATASETS_DIR ?? '/work/shared/datasets';
const AIMS = { ratio: 1.1, overheadMs: 3 };
/** Extra node flags for the server, e.g. BENCH_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' to profile it. */
const SERVER_NODE_ARGS = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);

/** Every payment with its film's rating and category: a join of six tables, grouped by the chart. */
const VIEW_SQL = `SELECT c.name AS category, f.rating::text AS rating, p.amount, p.payment_date
FROM payment p
JOIN rental r ON r.rental_id = p.rental_id
JOIN inventory i ON i.inventory_id = r.inventory_id
JOIN film f ON f.film_id = i.film_id
JOIN film_category fc ON fc.film_id = f.film_id
JOIN category c ON c.category_id = fc.category_id`;

const MODEL = {
  columns: [
    { name: 'category', type: 'string' },
    { name: 'rating', type: 'string' },
    { name: 'amount', type: 'numeric' },
    { name: 'payment_date', type: 'date' },
  ],
};

/** Revenue and payments per category for two ratings: one IN filter, so values are bound. */
const RATINGS = ['PG', 'PG-13'];
const querySpec = (viewId) => ({
  viewId,
  groups: [{ column: 'category' }],
  aggregators: [
    { column: 'amount', sqlOperator: 'SUM', alias: 'revenue' },
    { column: 'amount', sqlOperator: 'COUNT', alias: 'payments' },
  ],
  filters: [{ column: 'rating', sqlOperator: 'IN', values: RATINGS.map((value) => ({ value, valueType: 'STRING' })) }],
  orders: [{ column: 'amount', aggOperator: 'SUM', operator: 'DESC' }],
  pageInfo: { pageNo: 1, pageSize: 100 },
  script: true,
});

const execFileAsync = promisify(execFile);

async function admin(sql) {
  const client = new pg.Client({ ...PG, database: 'postgres' });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function createSakila(name) {
  const file = (...parts) => {
    const path = join(DATASETS_DIR, 'sakila', 'postgres', ...parts);
    if (!existsSync(path)) throw new Error(`Dataset file not found: ${path} (set DATASETS_DIR)`);
    return path;
  };
  await admin(`CREATE DATABASE ${name}`);
  await execFileAsync('psql', ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '-h', PG.host, '-p', String(PG.port), '-U', PG.user, '-d', name, '-f', file('postgres-sakila-schema.sql'), '-f', file('postgres-sakila-insert-data-using-copy.sql')]);
  await admin(`ANALYZE`);
}


async function timed(work) {
  const started = performance.now();
  const value = await work();
  return { ms: performance.now() - started, value };
}

/** A bare Fastify server in a process of its own, answering `payload` on POST /bare. */
function startBareFastify(payload) {
  const script = `import Fastify from 'fastify';
const app = Fastify({ logger: false });
const payload = JSON.parse(process.env.BARE_PAYLOAD);
app.post('/bare', async () => payload);
await app.listen({ port: 0, host: '127.0.0.1' });
console.log('ready ' + app.server.address().port);`;
  return timeUntilServing(['--input-type=module', '-e', script], { env: { BARE_PAYLOAD: JSON.stringify(payload) }, readyPattern: /ready (\d+)/, probePath: '/none', probeStatus: 404, cwd: root });
}

export async function run({ quick = false } = {}) {
  const { runs, warmUpPairs, loadMs, loadWarmUpMs } = quick ? quickSettings : fullSettings();
  const database = `redbi_bench_${randomBytes(5).toString('hex')}`;
  const dataDir = await mkdtemp(join(tmpdir(), 'redbi-bench-query-'));
  let server;
  let bare;
  let agent;
  const raw = new pg.Client({ ...PG, database });
  try {
    await createSakila(database);
    const started = await startLoggedInServer(serverEntry, dataDir, { nodeArgs: SERVER_NODE_ARGS });
    server = started.server;
    const { api, org } = started;
    const { base } = api;
    const source = await api.call('POST', `/orgs/${org.id}/sources`, {
      isFolder: false,
      name: 'Sakila',
      type: 'postgres',
      config: { host: PG.host, port: PG.port, database, user: PG.user, password: '' },
    });
    const view = (name, cache) =>
      api.call('POST', `/orgs/${org.id}/views`, {
        isFolder: false,
        name,
        parentId: null,
        sourceId: source.id,
        type: 'SQL',
        script: VIEW_SQL,
        model: MODEL,
        config: { cache, cacheExpires: 3600, concurrencyControlMode: 'dirtyread' },
      });
    const uncachedView = await view('Payments', false);
    const cachedView = await view('Payments (cached)', true);
    // The timed calls go over one keep-alive connection with node:http, as lean a client as pg's own.
    agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const execute = async (viewId) => {
      const answer = await send(agent, `${base}/data-provider/execute`, { method: 'POST', headers: { authorization: `Bearer ${api.token}` }, body: JSON.stringify(querySpec(viewId)) });
      const json = JSON.parse(answer.body.toString('utf8'));
      if (!json.success) throw new Error(`execute: ${answer.status} ${json.message}`);
      return json.data;
    };

    // The SQL the API runs, and its values in order (the IN list is the statement's only values).
    const first = await execute(uncachedView.id);
    const sql = first.script;
    await raw.connect();
    const rawQuery = () => raw.query({ text: sql, values: RATINGS, rowMode: 'array' });
    const rawRows = (await rawQuery()).rows.map((row) => [row[0], Number(row[1]), Number(row[2])]);
    if (JSON.stringify(rawRows) !== JSON.stringify(first.rows)) throw new Error(`The raw driver answered other rows: ${JSON.stringify(rawRows.slice(0, 3))} vs ${JSON.stringify(first.rows.slice(0, 3))}`);

    for (let i = 0; i < warmUpPairs; i++) {
      await execute(uncachedView.id);
      await rawQuery();
    }
    const apiMs = [];
    const rawMs = [];
    for (let i = 0; i < runs; i++) {
      // Interleaved, alternating which goes first, so that drift on the machine touches both alike.
      const pair = i % 2 === 0 ? [() => execute(uncachedView.id), rawQuery] : [rawQuery, () => execute(uncachedView.id)];
      const a = await timed(pair[0]);
      const b = await timed(pair[1]);
      apiMs.push(i % 2 === 0 ? a.ms : b.ms);
      rawMs.push(i % 2 === 0 ? b.ms : a.ms);
    }
    const ratios = apiMs.map((ms, i) => ms / rawMs[i]);
    const overheads = apiMs.map((ms, i) => ms - rawMs[i]);

    // The cached path: one execution fills the cache, then every request is answered from it.
    const cachedFirst = await execute(cachedView.id);
    const again = await execute(cachedView.id);
    if (!again.cached) throw new Error('The cached view did not answer from the cache');
    const body = JSON.stringify(querySpec(cachedView.id));
    const headers = { authorization: `Bearer ${api.token}` };
    const cachedRps = await requestsPerSecond(`${base}/data-provider/execute`, { method: 'POST', headers, body, concurrency: CONCURRENCY, durationMs: loadMs, warmupMs: loadWarmUpMs });
    bare = await startBareFastify({ success: true, data: { ...cachedFirst, cached: true } });
    const bareRps = await requestsPerSecond(`http://127.0.0.1:${bare.port}/bare`, { method: 'POST', body, concurrency: CONCURRENCY, durationMs: loadMs, warmupMs: loadWarmUpMs });

    const figures = {
      api_ms_median: round(median(apiMs)),
      raw_ms_median: round(median(rawMs)),
      ratio_median: round(median(ratios), 3),
      overhead_ms_median: round(median(overheads)),
      cached_rps: Math.round(cachedRps),
      bare_rps: Math.round(bareRps),
    };
    console.log(
      `query-overhead (median of ${runs}): API ${figures.api_ms_median} ms, raw pg ${figures.raw_ms_median} ms, ratio ${figures.ratio_median} ` +
        `(aim ≤ ${AIMS.ratio}), overhead ${figures.overhead_ms_median} ms (aim ≤ ${AIMS.overheadMs}); cached ${figures.cached_rps} req/s, ` +
        `bare Fastify ${figures.bare_rps} req/s (${CONCURRENCY} connections, ${loadMs / 1000} s)`,
    );
    return {
      bench: 'query-overhead',
      runs,
      rows: first.rows.length,
      ...figures,
      cached_to_bare: round(cachedRps / bareRps, 3),
      concurrency: CONCURRENCY,
      aims: { ratio_median: AIMS.ratio, overhead_ms_median: AIMS.overheadMs },
      withinAims: figures.ratio_median <= AIMS.ratio && figures.overhead_ms_median <= AIMS.overheadMs,
    };
  } finally {
    agent?.destroy();
    await raw.end().catch(() => undefined);
    await bare?.stop();
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
    await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  }
}
