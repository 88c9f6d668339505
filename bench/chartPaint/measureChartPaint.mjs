// Part (a) of chart-render: how long the workbench's rendering path (ChartView inside the app's providers)
// takes to put a 100,000-point line and a 10,000-row table on screen in headless Chromium, against a bare
// page drawing the same line with ECharts directly. Every sample is a fresh page load; the three pages
// alternate so that any drift of the machine hits all of them alike. See README.md beside this file.
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { median, round } from '../support.mjs';
import { buildPaintPages } from './buildPaintPages.mjs';
import { servePaintPages } from './servePaintPages.mjs';

export const AIMS = { line100k_ratio: 1.3, table10k_ms: 300 };
const LINE_POINTS = 100_000;
/** A drawing that never finishes fails the run instead of hanging it. */
const SAMPLE_TIMEOUT_MS = 30_000;

/** The same Chromium as e2e/support/browser.ts, kept off the network. */
const launchChromium = () =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-dev-shm-usage'],
  });

/** The measured drawings: page, entry on globalThis.chartPaint, and what it must report having drawn. */
const drawings = {
  line: { page: 'workbench.html', entry: 'line', check: (drawn) => drawn.points === LINE_POINTS },
  bareLine: { page: 'bare.html', entry: 'line', check: (drawn) => drawn.points === LINE_POINTS },
  table: { page: 'workbench.html', entry: 'table', check: (drawn) => drawn.rowsInDom > 0 && drawn.firstCell === 'East' },
};

/** Loads the drawing's page afresh and runs its measured entry: { ms, drawn }. */
async function sample(context, origin, name) {
  const { page: file, entry, check } = drawings[name];
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  try {
    await page.goto(`${origin}/${file}`);
    let timer;
    const timeout = new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(`${name} did not paint within ${SAMPLE_TIMEOUT_MS} ms`)), SAMPLE_TIMEOUT_MS)));
    const drawing = page.evaluate((key) => globalThis.chartPaint.then((paint) => paint[key]()), entry);
    const result = await Promise.race([drawing, timeout]).finally(() => clearTimeout(timer));
    if (errors.length) throw new Error(`${name}: the page reported ${errors.join('; ')}`);
    if (!check(result.drawn)) throw new Error(`${name} drew something else: ${JSON.stringify(result.drawn)}`);
    return result;
  } finally {
    await page.close();
  }
}

/**
 * Builds the pages, then takes `runs` samples of each drawing after one warm-up round (the warm-up fills
 * the browser's code cache for the pages' scripts, as a returning user has it). Resolves with the medians,
 * the ratio to the bare page and every sample.
 */
export async function measureChartPaint({ runs = Number(process.env.BENCH_PAINT_RUNS ?? 7), log = console.log } = {}) {
  const outDir = await mkdtemp(join(tmpdir(), 'redbi-chart-paint-'));
  const server = await servePaintPages(outDir);
  let browser;
  try {
    const buildMs = await buildPaintPages(outDir);
    browser = await launchChromium();
    // Reduced motion: ChartView then draws without animation (EChartsCanvas), as the bare page does, so
    // both are timed to a finished drawing, not to the end of a one-second entry animation.
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
    const samples = { line: [], bareLine: [], table: [] };
    for (let round = 0; round <= runs; round += 1) {
      for (const name of Object.keys(drawings)) {
        const { ms } = await sample(context, server.origin, name);
        if (round > 0) samples[name].push(ms);
      }
    }
    const line = median(samples.line);
    const bare = median(samples.bareLine);
    const table = median(samples.table);
    const figures = {
      line100k_ms_median: round(line, 1),
      line100k_bare_ms_median: round(bare, 1),
      line100k_ratio: round(line / bare, 3),
      table10k_ms_median: round(table, 1),
      paint_runs: runs,
      line100k_ms: samples.line.map((ms) => round(ms, 1)),
      line100k_bare_ms: samples.bareLine.map((ms) => round(ms, 1)),
      table10k_ms: samples.table.map((ms) => round(ms, 1)),
      paint_build_ms: round(buildMs, 0),
      // Other work on the machine slows the workbench path (many short tasks) more than the bare page
      // (one long task): figures taken at a load above the core count do not compare.
      paint_load_average: round(loadavg()[0], 1),
      browser: browser.version(),
    };
    log(
      `chart-render (a), ${runs} runs in headless Chromium ${figures.browser}: line of 100,000 points ${figures.line100k_ms_median} ms through ChartView, ` +
        `${figures.line100k_bare_ms_median} ms with bare ECharts (ratio ${figures.line100k_ratio}, aim ≤ ${AIMS.line100k_ratio}); ` +
        `table of 10,000 rows ${figures.table10k_ms_median} ms to its first rows (aim ≤ ${AIMS.table10k_ms} ms)`,
    );
    return figures;
  } finally {
    await browser?.close();
    await server.close();
    await rm(outDir, { recursive: true, force: true });
  }
}

/** Whether the figures of measureChartPaint meet the aims of issue 11. */
export const paintWithinAims = (figures) => figures.line100k_ratio <= AIMS.line100k_ratio && figures.table10k_ms_median <= AIMS.table10k_ms;
