// The JavaScript a browser loads before the login page is usable: Chromium opens /redBi/login on the built
// app and we sum every script it fetched until the password field is visible and the network is idle.
// Sizes are raw and gzip (level 9, as a server would send them). Budget: 250 KB gzip (issue 20; 300 KB from issue 2).
// Then a share page (issue 13): a real share of the sample dashboard opened by an outsider, its scripts
// summed until the widgets have painted, against every chunk of the main app: below 60 %.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { serverEntry } from '../scripts/buildIfStale.mjs';
import { fullAppJs, sampleDashboardShare, sharePageJs } from './shareBundle.mjs';
import { round, timeUntilServing } from './support.mjs';

const BUDGET_GZIP_BYTES = 250 * 1024;
/** The share page's JS as a share of the full app's (issue 13). */
const SHARE_RATIO_LIMIT = 0.6;
const owner = { username: 'bench', email: 'bench@example.com', password: 'secret1', name: 'Bench' };

export async function run() {
  const dataDir = await mkdtemp(join(tmpdir(), 'redbi-bench-'));
  const server = await timeUntilServing([serverEntry], {
    env: { PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir },
    readyPattern: /RedBI is ready at http:\/\/localhost:(\d+)/,
    probePath: '/redBi/api/v1/health',
  });
  const origin = `http://127.0.0.1:${server.port}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    await fetch(`${origin}/redBi/api/v1/sys/setup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user: owner }),
    });
    const page = await browser.newPage();
    const scripts = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response);
    });
    await page.goto(`${origin}/redBi/login`, { waitUntil: 'networkidle' });
    await page.locator('input[type="password"]').waitFor({ state: 'visible' });
    const files = [];
    for (const response of scripts) {
      const body = await response.body();
      files.push({ url: new URL(response.url()).pathname, bytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length });
    }
    files.sort((a, b) => b.gzipBytes - a.gzipBytes);
    for (const file of files) console.log(`${String(round(file.gzipBytes / 1024, 1)).padStart(8)} KB gzip  ${file.url}`);
    const jsBytes = files.reduce((sum, file) => sum + file.bytes, 0);
    const jsGzipBytes = files.reduce((sum, file) => sum + file.gzipBytes, 0);

    const share = await sharePageJs(browser, origin, await sampleDashboardShare(origin, owner));
    const app = await fullAppJs();
    console.log(`share page ${share.route}: ${share.scripts} scripts`);
    for (const file of share.files.sort((a, b) => b.gzipBytes - a.gzipBytes)) console.log(`${String(round(file.gzipBytes / 1024, 1)).padStart(8)} KB gzip  ${file.url}`);
    console.log(`full app: ${app.chunks} chunks, ${round(app.gzipBytes / 1024, 1)} KB gzip`);
    const shareRatio = round(share.gzipBytes / app.gzipBytes, 3);
    return {
      bench: 'bundle',
      route: '/redBi/login',
      scripts: files.length,
      jsBytes,
      jsGzipBytes,
      budgetGzipBytes: BUDGET_GZIP_BYTES,
      ratioToBudget: round(jsGzipBytes / BUDGET_GZIP_BYTES),
      withinBudget: jsGzipBytes < BUDGET_GZIP_BYTES,
      share_page_route: share.route,
      share_page_scripts: share.scripts,
      share_page_kb_gzip: round(share.gzipBytes / 1024, 1),
      full_app_chunks: app.chunks,
      full_app_kb_gzip: round(app.gzipBytes / 1024, 1),
      share_to_full_app_ratio: shareRatio,
      share_page_within_limit: shareRatio < SHARE_RATIO_LIMIT,
    };
  } finally {
    await browser.close();
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
