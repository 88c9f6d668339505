// export: a million rows through the download path against psql's \copy of the same query, in one run.
// TPC-H lineitem (../shared/datasets/tpch-sf0.01, 60k rows) goes into a PostgreSQL database of the bench's
// own, repeated to 1,000,000 rows; the built server (fresh DATA_DIR) gets a source, a view and a detail table
// chart over it through the API, and downloads the chart as CSV and as Excel (submit → the job → done → the
// file fetched), each against `psql -c "\copy (…) to …"` of the same rows, with the server's peak RSS for
// each. Then the 30-widget board of dashboard-load to PNG, warm. See bench/README.md.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { serverEntry } from '../scripts/buildIfStale.mjs';
import { boardOf, chartConfigs, PAYMENTS_MODEL, PAYMENTS_SQL } from './dashboard-load-board.mjs';
import { round, startLoggedInServer } from './support.mjs';

const execFileAsync = promisify(execFile);
const PG = { host: process.env.BENCH_PG_HOST ?? '127.0.0.1', port: Number(process.env.BENCH_PG_PORT ?? 5432), user: process.env.BENCH_PG_USER ?? 'postgres' };
const DATASETS_DIR = process.env.DATASETS_DIR ?? '/work/shared/datasets';
/** The database the lineitem rows are loaded into once and kept (its comment marks a finished load). */
const DATABASE = 'redbi_bench_export_tpch';
const LOADED = 'redbi bench export: lineitem loaded';
const AIMS = { csv_ratio: 1.5, csv_peak_rss_mb: 250, dashboard_png_ms: 3000 };
const fullSettings = () => ({ rows: Number(process.env.BENCH_EXPORT_ROWS ?? 1_000_000), boardRuns: Number(process.env.BENCH_RUNS ?? 3) });
const quickSettings = { rows: 20_000, boardRuns: 1 };

/** The columns exported: every lineitem column a report would show. */
const COLUMNS = ['l_orderkey', 'l_partkey', 'l_suppkey', 'l_linenumber', 'l_quantity', 'l_extendedprice', 'l_discount', 'l_tax', 'l_returnflag', 'l_linestatus', 'l_shipdate', 'l_commitdate', 'l_receiptdate', 'l_shipinstruct', 'l_shipmode', 'l_comment'];
const NUMERIC = new Set(['l_orderkey', 'l_partkey', 'l_suppkey', 'l_linenumber', 'l_quantity', 'l_extendedprice', 'l_discount', 'l_tax']);
const DATES = new Set(['l_shipdate', 'l_commitdate', 'l_receiptdate']);
const viewSql = (rows) => `SELECT ${COLUMNS.join(', ')} FROM lineitem_big WHERE row_no <= ${rows}`;

async function withClient(database, work) {
  const client = new pg.Client({ ...PG, database });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** lineitem repeated to 1,000,000 rows (numbered), loaded once and kept for later runs. */
async function ensureLineitem() {
  const exists = await withClient('postgres', async (client) => (await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE])).rowCount > 0);
  if (exists) {
    const comment = await withClient('postgres', async (client) => (await client.query("SELECT shobj_description(oid, 'pg_database') AS c FROM pg_database WHERE datname = $1", [DATABASE])).rows[0]?.c);
    if (comment === LOADED) return;
    await withClient('postgres', (client) => client.query(`DROP DATABASE ${DATABASE} WITH (FORCE)`));
  }
  const dir = join(DATASETS_DIR, 'tpch-sf0.01');
  if (!existsSync(join(dir, 'lineitem.tbl.gz'))) throw new Error(`Dataset not found: ${dir}/lineitem.tbl.gz (set DATASETS_DIR)`);
  await withClient('postgres', (client) => client.query(`CREATE DATABASE ${DATABASE}`));
  const schema = await readFile(join(dir, 'schema.sql'), 'utf8');
  await withClient(DATABASE, async (client) => {
    await client.query(schema);
    // As the datasets' README loads it: the .tbl lines end with a '|', which sed takes off.
    await execFileAsync('psql', ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '-h', PG.host, '-p', String(PG.port), '-U', PG.user, '-d', DATABASE, '-c', `\\copy lineitem from program 'zcat ${join(dir, 'lineitem.tbl.gz')} | sed "s/|$//"' with (delimiter '|')`]);
    await client.query(`CREATE TABLE lineitem_big AS
      SELECT row_number() OVER () AS row_no, l.* FROM generate_series(1, 20) AS copy_no CROSS JOIN lineitem l`);
    await client.query('CREATE INDEX lineitem_big_row_no ON lineitem_big (row_no)');
    await client.query('ANALYZE lineitem_big');
  });
  await withClient('postgres', (client) => client.query(`COMMENT ON DATABASE ${DATABASE} IS '${LOADED}'`));
}

/** psql's \copy of the same rows to a CSV file: the baseline. */
async function psqlCopy(rows, file) {
  const started = performance.now();
  await execFileAsync('psql', ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '-h', PG.host, '-p', String(PG.port), '-U', PG.user, '-d', DATABASE, '-c', `\\copy (${viewSql(rows)}) to '${file}' with (format csv, header)`]);
  return performance.now() - started;
}


/** The server's resident memory now and at its peak since the last reset (Linux /proc), in MB. */
async function memoryOf(pid) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = (name) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1] ?? NaN);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}
/** Starts the peak over (writing 5 to clear_refs resets VmHWM). */
const resetPeak = (pid) => writeFile(`/proc/${pid}/clear_refs`, '5');

/** One download through the API: submitted, made by its job, fetched by its link. Milliseconds to the file in hand, and its size. */
async function download(api, body, { waitFor = 600_000, made } = {}) {
  const started = performance.now();
  const task = await api.call('POST', '/download/submit/task', body);
  const deadline = Date.now() + waitFor;
  let current = task;
  while (current.status === 'created') {
    if (Date.now() > deadline) throw new Error(`download ${task.id} did not finish`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    current = (await api.call('GET', '/download/tasks')).find((candidate) => candidate.id === task.id);
  }
  if (current.status !== 'done') throw new Error(`download ${task.id} ${current.status}: ${current.error}`);
  await made?.();
  const { url } = await api.call('POST', `/download/tasks/${task.id}/link`);
  // The link names the server's public address (PUBLIC_URL, unset here): fetched from where the bench reaches it.
  const { pathname, search } = new URL(url);
  const response = await fetch(`${new URL(api.base).origin}${pathname}${search}`);
  if (!response.ok) throw new Error(`fetching the file: ${response.status}`);
  let bytes = 0;
  for await (const chunk of response.body) bytes += chunk.length;
  return { ms: performance.now() - started, bytes, rows: current.rows };
}

export async function run({ quick = false } = {}) {
  const { rows, boardRuns } = quick ? quickSettings : fullSettings();
  const dataDir = await mkdtemp(join(tmpdir(), 'redbi-bench-export-'));
  let server;
  try {
    await ensureLineitem();
    const started = await startLoggedInServer(serverEntry, dataDir, { env: process.env.BENCH_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_NODE_OPTIONS } : {} });
    server = started.server;
    const { api, org } = started;
    const source = await api.call('POST', `/orgs/${org.id}/sources`, { isFolder: false, name: 'TPC-H', type: 'postgres', config: { host: PG.host, port: PG.port, database: DATABASE, user: PG.user, password: '' } });
    const view = await api.call('POST', `/orgs/${org.id}/views`, {
      isFolder: false,
      name: 'Line items',
      parentId: null,
      sourceId: source.id,
      type: 'SQL',
      script: viewSql(rows),
      model: { columns: COLUMNS.map((name) => ({ name, type: NUMERIC.has(name) ? 'numeric' : DATES.has(name) ? 'date' : 'string' })) },
    });
    const field = (name, index) => ({ uid: `c${index}`, column: name, type: NUMERIC.has(name) ? 'numeric' : DATES.has(name) ? 'date' : 'string', ...(name === 'l_extendedprice' ? { format: { kind: 'numeric', decimals: 2 } } : {}) });
    const chart = await api.call('POST', `/orgs/${org.id}/charts`, { name: 'Line items', viewId: view.id, config: { chartType: 'table', aggregation: false, sections: { columns: COLUMNS.map(field) } } });

    const scratch = await mkdtemp(join(tmpdir(), 'redbi-bench-copy-'));
    const measure = async (format) => {
      const psqlMs = await psqlCopy(rows, join(scratch, `${format}.csv`));
      const psqlBytes = (await stat(join(scratch, `${format}.csv`))).size;
      await resetPeak(server.pid);
      const before = (await memoryOf(server.pid)).rssMb;
      let madeMb = NaN;
      const ours = await download(api, { vizType: 'chart', vizId: chart.id, format }, {
        made: async () => {
          madeMb = (await memoryOf(server.pid)).peakMb;
        },
      });
      const { peakMb } = await memoryOf(server.pid);
      console.log(`export ${format}: the server's RSS ${round(before, 1)} MB before, at most ${round(madeMb, 1)} MB while making the file, ${round(peakMb, 1)} MB while serving it too`);
      if (ours.rows !== rows) throw new Error(`the ${format} export wrote ${ours.rows} rows, not ${rows}`);
      console.log(`export ${format}: ${rows.toLocaleString('en')} rows in ${round(ours.ms)} ms (${round(ours.bytes / 1e6)} MB), psql \\copy ${round(psqlMs)} ms (${round(psqlBytes / 1e6)} MB): ratio ${round(ours.ms / psqlMs, 3)}; server peak RSS ${round(peakMb, 1)} MB`);
      return { ms: ours.ms, psqlMs, ratio: ours.ms / psqlMs, peakMb, bytes: ours.bytes };
    };
    const csv = await measure('csv');
    const xlsx = await measure('xlsx');
    await rm(scratch, { recursive: true, force: true });

    // The 30-widget board of dashboard-load on Sakila, if that bench loaded it, drawn to PNG, warm.
    const board = await boardPicture(api, org.id, boardRuns);

    return {
      bench: 'export',
      rows,
      csv_ms: round(csv.ms),
      csv_psql_ms: round(csv.psqlMs),
      csv_ratio: round(csv.ratio, 3),
      csv_peak_rss_mb: round(csv.peakMb, 1),
      csv_mb: round(csv.bytes / 1e6, 1),
      xlsx_ms: round(xlsx.ms),
      xlsx_ratio: round(xlsx.ratio, 3),
      xlsx_peak_rss_mb: round(xlsx.peakMb, 1),
      xlsx_mb: round(xlsx.bytes / 1e6, 1),
      ...board,
      aims: AIMS,
      withinAims: csv.ratio <= AIMS.csv_ratio && csv.peakMb <= AIMS.csv_peak_rss_mb && (board.dashboard_png_ms === undefined || board.dashboard_png_ms <= AIMS.dashboard_png_ms),
    };
  } finally {
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** The dashboard-load board as a PNG: one download to warm the browser pool, then `runs` timed ones; the median. */
async function boardPicture(api, orgId, runs) {
  const sakila = 'redbi_bench_dashboard_sakila';
  const loaded = await withClient('postgres', async (client) => (await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [sakila])).rowCount > 0);
  if (!loaded) {
    console.log('export: the dashboard-load board is left out (run `npm run bench -- dashboard-load` once to load Sakila)');
    return {};
  }
  const source = await api.call('POST', `/orgs/${orgId}/sources`, { isFolder: false, name: 'Sakila', type: 'postgres', config: { host: PG.host, port: PG.port, database: sakila, user: PG.user, password: '' } });
  const view = await api.call('POST', `/orgs/${orgId}/views`, { isFolder: false, name: 'Payments', parentId: null, sourceId: source.id, type: 'SQL', script: PAYMENTS_SQL, model: PAYMENTS_MODEL, config: { cache: true, cacheExpires: 3600 } });
  const folder = await api.call('POST', `/orgs/${orgId}/vizs/folders`, { name: 'Charts', parentId: null });
  const chartIds = [];
  for (const { name, config } of chartConfigs()) chartIds.push((await api.call('POST', `/orgs/${orgId}/charts`, { name, viewId: view.id, parentId: folder.id, config })).id);
  const dashboard = await api.call('POST', `/orgs/${orgId}/dashboards`, { name: 'Thirty widgets', config: boardOf(chartIds) });
  const body = { vizType: 'dashboard', vizId: dashboard.id, format: 'png', width: 1280 };
  await download(api, body);
  const times = [];
  for (let i = 0; i < runs; i++) times.push((await download(api, body)).ms);
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  console.log(`export png: the 30-widget board in ${round(median)} ms (median of ${runs}, warm)`);
  return { dashboard_png_ms: round(median) };
}
