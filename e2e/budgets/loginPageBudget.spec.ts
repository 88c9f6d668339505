import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

/** Issue 20: the login page's JavaScript, gzipped, stays within 250 KB (bench/README.md, bundle). */
const BUDGET_GZIP_BYTES = 250 * 1024;
const dist = fileURLToPath(new URL('../../packages/web/dist/', import.meta.url));

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/**
 * The chunks an English visitor's browser loads for /redBi/login, read from the build's manifest (the
 * e2e run builds first): the entry (index.html) with everything it imports statically, and the login
 * route's chunk with its static imports. That is what `npm run bench -- bundle` counts in Chromium: the
 * app starts without a session and preloads nothing, the login route is the only page it draws, English
 * needs no locale chunk, and the toasts' outlet loads with the first toast. Dynamic imports (other pages,
 * the Chinese catalogues) load later, so they are not counted.
 */
function loginPageScripts(): string[] {
  const manifest = JSON.parse(readFileSync(`${dist}.vite/manifest.json`, 'utf8')) as Record<string, ManifestChunk>;
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    chunk.imports?.forEach(visit);
  };
  visit('index.html');
  visit('src/features/auth/LoginPage.tsx');
  return [...seen].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
}

describe('the login page', () => {
  it(`loads at most ${BUDGET_GZIP_BYTES / 1024} KB of gzipped JavaScript`, () => {
    const scripts = loginPageScripts();
    expect(scripts.some((file) => file.includes('LoginPage'))).toBe(true);
    const sizes = scripts.map((file) => ({ file, gzipBytes: gzipSync(readFileSync(`${dist}${file}`), { level: 9 }).length }));
    const total = sizes.reduce((sum, { gzipBytes }) => sum + gzipBytes, 0);
    const largest = [...sizes].sort((a, b) => b.gzipBytes - a.gzipBytes).slice(0, 8);
    expect(total, `${total} B of gzip in ${scripts.length} scripts; the largest: ${largest.map(({ file, gzipBytes }) => `${file} ${gzipBytes} B`).join(', ')}`).toBeLessThanOrEqual(BUDGET_GZIP_BYTES);
  });
});
