// Where a drawing's time goes: `node bench/chartPaint/profilePaint.mjs [line|table|bare]` builds the pages
// unminified (readable function names), draws once to warm up, then draws again under Chromium's sampling
// profiler (CDP Profiler) and prints the drawing's phases in time order, time per phase and per source, and
// the functions with the most self and total time. PAINT_PROFILE_OUT=<file.cpuprofile> also writes the
// profile, which Chromium's DevTools open. Profiled times are longer than the benchmark's.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { round } from '../support.mjs';
import { buildPaintPages } from './buildPaintPages.mjs';
import { profileSummaryLines } from './profileSummary.mjs';
import { servePaintPages } from './servePaintPages.mjs';

const targets = { line: ['workbench.html', 'line'], table: ['workbench.html', 'table'], bare: ['bare.html', 'line'] };
const target = process.argv[2] ?? 'line';
if (!(target in targets)) throw new Error(`profile one of ${Object.keys(targets).join(', ')}`);
const [file, entry] = targets[target];

const outDir = await mkdtemp(join(tmpdir(), 'redbi-chart-paint-profile-'));
const server = await servePaintPages(outDir);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
try {
  await buildPaintPages(outDir, { minify: false });
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
  const draw = async (profiled) => {
    const page = await context.newPage();
    await page.goto(`${server.origin}/${file}`);
    await page.evaluate(() => globalThis.chartPaint);
    const cdp = await context.newCDPSession(page);
    if (profiled) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      await cdp.send('Profiler.start');
    }
    const { ms } = await page.evaluate((key) => globalThis.chartPaint.then((paint) => paint[key]()), entry);
    const profile = profiled ? (await cdp.send('Profiler.stop')).profile : undefined;
    await page.close();
    return { ms, profile };
  };
  await draw(false);
  const { ms, profile } = await draw(true);
  if (process.env.PAINT_PROFILE_OUT) await writeFile(process.env.PAINT_PROFILE_OUT, JSON.stringify(profile));
  console.log(`${target} (${file}): ${round(ms, 1)} ms under the profiler, unminified`);
  for (const line of profileSummaryLines(profile, { top: Number(process.env.PAINT_PROFILE_TOP ?? 25) })) console.log(line);
} finally {
  await browser.close();
  await server.close();
  await rm(outDir, { recursive: true, force: true });
}
