// The share page's JavaScript (issue 13: below 60 % of the full app's). Helpers of bundle.mjs.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from '../scripts/buildIfStale.mjs';

const distDir = join(root, 'packages/web/dist');
const gzipOf = (body) => gzipSync(body, { level: 9 }).length;

/**
 * Every JavaScript chunk of the main app: the closure of index.html's entry over static and dynamic imports
 * in the build's manifest (every page and editor, as a user who opens them all downloads them).
 */
export async function fullAppJs() {
  const manifest = JSON.parse(await readFile(join(distDir, '.vite/manifest.json'), 'utf8'));
  const seen = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(next);
  };
  visit('index.html');
  const files = [...new Set([...seen].map((key) => manifest[key].file).filter((file) => file.endsWith('.js')))];
  let bytes = 0;
  let gzipBytes = 0;
  for (const file of files) {
    const body = await readFile(join(distDir, file));
    bytes += body.length;
    gzipBytes += gzipOf(body);
  }
  return { chunks: files.length, bytes, gzipBytes };
}

async function json(response) {
  const body = await response.json();
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${JSON.stringify(body)}`);
  return body.data;
}

/**
 * A real share of the fresh install's 'Sample dashboard' (NONE, permanent), made through the API as the
 * owner; undefined when the server cannot make one.
 */
export async function sampleDashboardShare(origin, owner) {
  try {
    const login = await fetch(`${origin}/redBi/api/v1/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: owner.username, password: owner.password }),
    });
    const token = login.headers.get('authorization');
    await login.arrayBuffer();
    const headers = { authorization: token, 'content-type': 'application/json' };
    const [org] = await json(await fetch(`${origin}/redBi/api/v1/orgs`, { headers }));
    const vizs = await json(await fetch(`${origin}/redBi/api/v1/orgs/${org.id}/vizs`, { headers }));
    const dashboard = vizs.find((viz) => viz.name === 'Sample dashboard');
    const link = await json(
      await fetch(`${origin}/redBi/api/v1/orgs/${org.id}/shares`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ vizType: 'dashboard', vizId: dashboard.id, verification: 'NONE', expiresAt: null }),
      }),
    );
    return new URL(link.url).pathname;
  } catch (error) {
    console.log(`(no real share: ${error.message}; measuring the share page's first load only)`);
    return undefined;
  }
}

/**
 * Opens a share page in a fresh browser context and sums every script it fetched: for a real shared
 * dashboard until every widget has painted and the network is idle (the page with its board, charts and
 * ECharts); without one, the page's first load (it says the link does not exist).
 */
export async function sharePageJs(browser, origin, path) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 1800 } });
  try {
    const page = await context.newPage();
    const scripts = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response);
    });
    await page.goto(`${origin}${path ?? '/redBi/shareDashboard/bench-no-such-share-0000000000'}`, { waitUntil: 'networkidle' });
    if (path) {
      await page.waitForFunction(() => {
        const frames = [...globalThis.document.querySelectorAll('[data-widget-id]')];
        return frames.length > 0 && frames.every((frame) => frame.getAttribute('data-widget-painted') === 'true');
      });
      await page.waitForLoadState('networkidle');
    }
    const files = [];
    for (const response of scripts) {
      const body = await response.body();
      files.push({ url: new URL(response.url()).pathname, bytes: body.length, gzipBytes: gzipOf(body) });
    }
    return {
      route: path ? '/redBi/shareDashboard/:token (painted)' : '/redBi/shareDashboard/:token (first load)',
      scripts: files.length,
      bytes: files.reduce((sum, file) => sum + file.bytes, 0),
      gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0),
      files,
    };
  } finally {
    await context.close();
  }
}
