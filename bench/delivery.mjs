// delivery: from a schedule's due time to its mail accepted by an SMTP server in the bench (issue 22). The
// built server (a fresh DATA_DIR, the embedded default: SQLite and the in-process runner, one node) mails
// through an in-process SMTP sink; on Sakila (dashboard-load's, loaded if missing) it gets the 30 charts and the board
// of dashboard-load. (1) One chart's picture: a schedule due on a tick's slot, due → accepted
// (`chart_mail_ms`), beside the same schedule executed now (`chart_execute_mail_ms`: the run without the
// timetable) and the chart's PNG downloaded (`chart_png_ms`: the renderer and the query without mail).
// (2) The 30-chart board's picture through Chromium's render mode (`dashboard_mail_ms`, warm; the first,
// with Chromium's start, apart), beside the board's PNG downloaded. (3) 100 schedules of the chart due at
// the same moment: the 95th percentile of accepted − due (`p95_lateness_s`). See bench/README.md.
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { SMTPServer } from 'smtp-server';
import { serverEntry } from '../scripts/buildIfStale.mjs';
import { ensureSakila } from './dashboard-load.mjs';
import { boardOf, chartConfigs, PAYMENTS_MODEL, PAYMENTS_SQL } from './dashboard-load-board.mjs';
import { median, round, startLoggedInServer } from './support.mjs';

const PG = { host: process.env.BENCH_PG_HOST ?? '127.0.0.1', port: Number(process.env.BENCH_PG_PORT ?? 5432), user: process.env.BENCH_PG_USER ?? 'postgres' };
const SAKILA = 'redbi_bench_dashboard_sakila';
const AIMS = { chart_mail_ms: 1500, dashboard_mail_ms: 4000, p95_lateness_s: 30 };
/**
 * The scheduler's slot (SCHEDULE_TICK_SEC): a tick at each slot's start, as at each minute's by default. Due
 * times sit on slots, as a cron expression's minutes sit on minutes, so the bench waits seconds, not minutes.
 */
const tickSecOf = (quick) => Number(process.env.BENCH_TICK_SEC ?? (quick ? 2 : 5));
const PICTURE_WIDTH = 1280;
const fullSettings = () => ({ chartRuns: Number(process.env.BENCH_RUNS ?? 5), dashboardRuns: Number(process.env.BENCH_DASHBOARD_RUNS ?? 3), schedules: Number(process.env.BENCH_SCHEDULES ?? 100) });
const quickSettings = { chartRuns: 1, dashboardRuns: 1, schedules: 10 };

/** An SMTP server that notes when each mail was accepted (its data ended, answered 250 at once), by subject. */
async function startSink() {
  const accepted = [];
  const waiters = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        const at = Date.now();
        const head = Buffer.concat(chunks).subarray(0, 8192).toString('latin1');
        const subject = /^Subject: (.*)$/im.exec(head)?.[1]?.trim() ?? '';
        callback();
        accepted.push({ subject, at });
        for (const waiter of waiters.splice(0)) waiter();
      });
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  /** Resolves with the accepted mails once `check(accepted)` holds; fails after `timeoutMs`. */
  const until = (what, check, timeoutMs = 180_000) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${what} within ${timeoutMs / 1000} s (${accepted.length} mails so far)`)), timeoutMs);
      const look = () => {
        if (check(accepted)) {
          clearTimeout(timer);
          resolve(accepted);
        } else waiters.push(look);
      };
      look();
    });
  return {
    port: server.server.address().port,
    accepted,
    /** The time the mail with `subject` was accepted, waiting for it. */
    acceptedAt: async (subject) => (await until(`mail "${subject}"`, (mails) => mails.some((mail) => mail.subject === subject))).find((mail) => mail.subject === subject).at,
    until,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** `S M H D Mo *` in UTC: a timetable whose one due time is `at` (a whole second). */
const cronAt = (at) => `${at.getUTCSeconds()} ${at.getUTCMinutes()} ${at.getUTCHours()} ${at.getUTCDate()} ${at.getUTCMonth() + 1} *`;
/** The first tick slot's start at least `leadMs` from now. */
const nextSlot = (leadMs, tickSec) => new Date(Math.ceil((Date.now() + leadMs) / (tickSec * 1000)) * tickSec * 1000);
const sleepUntil = (at) => new Promise((resolve) => setTimeout(resolve, Math.max(0, at - Date.now())));
/** The nearest-rank percentile `p` (0–100) of `values`. */
const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.max(0, Math.ceil((p / 100) * values.length) - 1)];

/** One download through the API, as the download list makes it: milliseconds from the submit to the file in hand. */
async function download(api, body) {
  const started = performance.now();
  const task = await api.call('POST', '/download/submit/task', body);
  let current = task;
  while (current.status === 'created') {
    await new Promise((resolve) => setTimeout(resolve, 20));
    current = (await api.call('GET', '/download/tasks')).find((candidate) => candidate.id === task.id);
  }
  if (current.status !== 'done') throw new Error(`download ${task.id} ${current.status}: ${current.error}`);
  const { url } = await api.call('POST', `/download/tasks/${task.id}/link`);
  const { pathname, search } = new URL(url);
  const response = await fetch(`${new URL(api.base).origin}${pathname}${search}`);
  if (!response.ok) throw new Error(`fetching the file: ${response.status}`);
  await response.arrayBuffer();
  return performance.now() - started;
}

/**
 * The scheduler's tick of the slot starting at `dueAt`, from its job's run in the metadata store: how long
 * after the slot's start it ran (`latenessMs`) and how long it took to enqueue what was due (`durationMs`).
 */
function tickOf(databaseFile, dueAt) {
  const db = new BetterSqlite3(databaseFile, { readonly: true, fileMustExist: true });
  try {
    // The tick is enqueued for its slot's start (its run_after a few ms past it, taken when it was written).
    const row = db
      .prepare("SELECT r.started_at AS started, r.ended_at AS ended FROM jobs j JOIN job_runs r ON r.job_id = j.id WHERE j.type = 'schedule-tick' AND j.run_after >= ? AND j.run_after < ? ORDER BY r.started_at LIMIT 1")
      .get(dueAt.toISOString(), new Date(dueAt.getTime() + 1000).toISOString());
    return { latenessMs: row ? Date.parse(row.started) - dueAt.getTime() : NaN, durationMs: row?.ended ? Date.parse(row.ended) - Date.parse(row.started) : NaN };
  } finally {
    db.close();
  }
}

export async function run({ quick = false } = {}) {
  const { chartRuns, dashboardRuns, schedules } = quick ? quickSettings : fullSettings();
  const TICK_SEC = tickSecOf(quick);
  const dataDir = await mkdtemp(join(tmpdir(), 'redbi-bench-delivery-'));
  const sink = await startSink();
  let server;
  try {
    const dataset = await ensureSakila();
    const started = await startLoggedInServer(serverEntry, dataDir, {
      env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(sink.port), MAIL_FROM: 'RedBI <bench@example.com>', SCHEDULE_TICK_SEC: String(TICK_SEC), ...(process.env.BENCH_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_NODE_OPTIONS } : {}) },
    });
    server = started.server;
    const { api, org } = started;
    const orgPath = `/orgs/${org.id}`;
    const databaseFile = join(dataDir, 'redbi.db');

    // dashboard-load's source, view, 30 charts (in a folder) and board; published, as a schedule's contents are.
    const source = await api.call('POST', `${orgPath}/sources`, { isFolder: false, name: 'Sakila', type: 'postgres', config: { host: PG.host, port: PG.port, database: SAKILA, user: PG.user, password: '' } });
    const view = await api.call('POST', `${orgPath}/views`, { isFolder: false, name: 'Payments', parentId: null, sourceId: source.id, type: 'SQL', script: PAYMENTS_SQL, model: PAYMENTS_MODEL, config: { cache: true, cacheExpires: 3600 } });
    const folder = await api.call('POST', `${orgPath}/vizs/folders`, { name: 'Payments charts', parentId: null });
    const chartIds = [];
    for (const { name, config } of chartConfigs()) chartIds.push((await api.call('POST', `${orgPath}/charts`, { name, viewId: view.id, parentId: folder.id, config })).id);
    const dashboard = await api.call('POST', `${orgPath}/dashboards`, { name: 'Payments board', parentId: null, config: boardOf(chartIds) });
    for (const id of [chartIds[0], dashboard.id]) await api.call('POST', `${orgPath}/vizs/${id}/publish`);
    const chart = { vizType: 'chart', vizId: chartIds[0] };
    const board = { vizType: 'dashboard', vizId: dashboard.id };

    let made = 0;
    const settings = (name, contents, cronExpression) => ({
      type: 'EMAIL',
      name,
      cronExpression,
      timeZone: 'UTC',
      contents: [contents],
      config: { to: ['team@example.com'], subject: name, fileTypes: ['image'], pictureWidth: PICTURE_WIDTH },
    });
    /** A schedule of `contents` due once, at the first slot far enough ahead: the ms from its due time to its mail, and the tick's lateness. */
    const dueOnce = async (contents) => {
      const name = `Scheduled ${++made}`;
      const dueAt = nextSlot(1_500, TICK_SEC);
      const schedule = await api.call('POST', `${orgPath}/schedules`, { isFolder: false, ...settings(name, contents, cronAt(dueAt)) });
      await api.call('POST', `${orgPath}/schedules/${schedule.id}/start`);
      if (Date.now() >= dueAt.getTime()) throw new Error('a schedule was started after its due time: the machine is too slow for the lead of 1.5 s');
      const ms = (await sink.acceptedAt(name)) - dueAt.getTime();
      await api.call('POST', `${orgPath}/schedules/${schedule.id}/stop`);
      return { ms, tickMs: tickOf(databaseFile, dueAt).latenessMs };
    };
    /** The same run outside the timetable (execute now): ms from the request to the mail. */
    const executedNow = async (contents) => {
      const name = `Executed ${++made}`;
      const schedule = await api.call('POST', `${orgPath}/schedules`, { isFolder: false, ...settings(name, contents, '0 0 1 1 *') });
      const asked = Date.now();
      await api.call('POST', `${orgPath}/schedules/${schedule.id}/execute`);
      return (await sink.acceptedAt(name)) - asked;
    };
    const png = (contents) => download(api, { ...contents, format: 'png', width: PICTURE_WIDTH });

    // (1) One chart: alternating with its baselines. The first of each fills the result cache and imports ECharts.
    await executedNow(chart);
    await png(chart);
    const chartSamples = { mail: [], tick: [], execute: [], png: [] };
    for (let i = 0; i < chartRuns; i++) {
      const { ms, tickMs } = await dueOnce(chart);
      chartSamples.mail.push(ms);
      chartSamples.tick.push(tickMs);
      chartSamples.execute.push(await executedNow(chart));
      chartSamples.png.push(await png(chart));
    }
    const chartMailMs = median(chartSamples.mail);
    console.log(
      `delivery, one chart's picture (${PICTURE_WIDTH} px): due → mail accepted ${round(chartMailMs)} ms (median of ${chartRuns}; the tick ran ${round(median(chartSamples.tick))} ms after the slot), ` +
        `executed now → mail ${round(median(chartSamples.execute))} ms, PNG download ${round(median(chartSamples.png))} ms`,
    );

    // (2) The 30-chart board: the first run starts Chromium (and fills the result cache); then warm runs beside the PNG download.
    const dashboardCold = await dueOnce(board);
    const boardSamples = { mail: [], tick: [], png: [] };
    for (let i = 0; i < dashboardRuns; i++) {
      const { ms, tickMs } = await dueOnce(board);
      boardSamples.mail.push(ms);
      boardSamples.tick.push(tickMs);
      boardSamples.png.push(await png(board));
    }
    const dashboardMailMs = median(boardSamples.mail);
    console.log(
      `delivery, the 30-chart board's picture: due → mail accepted ${round(dashboardMailMs)} ms (median of ${dashboardRuns}, Chromium running; the first, starting it, ${round(dashboardCold.ms)} ms), ` +
        `PNG download ${round(median(boardSamples.png))} ms`,
    );

    // (3) `schedules` schedules of the chart due at the same moment. Created stopped, then given a due time far
    // enough ahead to start them all (three times as long as creating them took), and started.
    const names = Array.from({ length: schedules }, (_, index) => `Crowd ${index + 1}`);
    const creating = Date.now();
    const ids = [];
    for (const name of names) ids.push((await api.call('POST', `${orgPath}/schedules`, { isFolder: false, ...settings(name, chart, '0 0 1 1 *') })).id);
    const dueAt = nextSlot(3 * (Date.now() - creating) + 1_000, TICK_SEC);
    for (const [index, id] of ids.entries()) {
      await api.call('PUT', `${orgPath}/schedules/${id}`, settings(names[index], chart, cronAt(dueAt)));
      await api.call('POST', `${orgPath}/schedules/${id}/start`);
    }
    if (Date.now() >= dueAt.getTime()) throw new Error('the crowd of schedules was started after its due time');
    const crowd = new Set(names);
    const mails = (await sink.until(`${schedules} mails`, (accepted) => accepted.filter((mail) => crowd.has(mail.subject)).length >= schedules)).filter((mail) => crowd.has(mail.subject));
    const lateness = mails.map((mail) => (mail.at - dueAt.getTime()) / 1000);
    if (new Set(mails.map((mail) => mail.subject)).size !== schedules) throw new Error('some schedule of the crowd was mailed twice');
    const p95 = percentile(lateness, 95);
    const crowdTick = tickOf(databaseFile, dueAt);
    console.log(
      `delivery, ${schedules} schedules due at the same moment on one node: p95 lateness ${round(p95)} s (p50 ${round(percentile(lateness, 50))} s, first ${round(Math.min(...lateness))} s, ` +
        `last ${round(Math.max(...lateness))} s; the tick ran ${round(crowdTick.latenessMs)} ms after the slot and took ${round(crowdTick.durationMs)} ms)`,
    );
    await sleepUntil(Date.now() + 500); // a duplicate would arrive right after its first
    const crowdMails = sink.accepted.filter((mail) => crowd.has(mail.subject)).length;
    if (crowdMails !== schedules) throw new Error(`${crowdMails} mails for ${schedules} schedules`);

    const figures = {
      chart_mail_ms: round(chartMailMs),
      chart_tick_lateness_ms: round(median(chartSamples.tick)),
      chart_execute_mail_ms: round(median(chartSamples.execute)),
      chart_png_ms: round(median(chartSamples.png)),
      chart_mail_to_png_ratio: round(chartMailMs / median(chartSamples.png), 2),
      dashboard_mail_ms: round(dashboardMailMs),
      dashboard_mail_cold_ms: round(dashboardCold.ms),
      dashboard_tick_lateness_ms: round(median(boardSamples.tick)),
      dashboard_png_ms: round(median(boardSamples.png)),
      dashboard_mail_to_png_ratio: round(dashboardMailMs / median(boardSamples.png), 2),
      schedules,
      p95_lateness_s: round(p95),
      p50_lateness_s: round(percentile(lateness, 50)),
      min_lateness_s: round(Math.min(...lateness)),
      max_lateness_s: round(Math.max(...lateness)),
      crowd_tick_lateness_ms: round(crowdTick.latenessMs),
      crowd_tick_ms: round(crowdTick.durationMs),
      samples: { chart_mail_ms: chartSamples.mail.map((ms) => round(ms)), dashboard_mail_ms: boardSamples.mail.map((ms) => round(ms)) },
      tick_sec: TICK_SEC,
      picture_width: PICTURE_WIDTH,
      dataset,
      loadavg: loadavg().map((value) => round(value, 2)),
    };
    const within = {
      chart_mail_within_aim: figures.chart_mail_ms <= AIMS.chart_mail_ms,
      dashboard_mail_within_aim: figures.dashboard_mail_ms <= AIMS.dashboard_mail_ms,
      p95_lateness_within_aim: figures.p95_lateness_s <= AIMS.p95_lateness_s,
    };
    return { bench: 'delivery', ...figures, aims: AIMS, ...within, withinAims: Object.values(within).every(Boolean) };
  } finally {
    await server?.stop();
    await sink.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
