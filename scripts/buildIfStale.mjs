// Builds the web app and the server when their build is missing or older than their sources.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));
export const serverEntry = join(root, 'packages/server/dist/main.js');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

const shared = ['packages/shared/src', 'packages/charts/src'];
const targets = [
  {
    workspace: '@redbi/web',
    output: 'packages/web/dist/index.html',
    sources: ['packages/web/src', 'packages/web/index.html', 'packages/web/share.html', 'packages/web/vite.config.ts', ...shared],
  },
  { workspace: '@redbi/server', output: 'packages/server/dist/main.js', sources: ['packages/server/src', 'packages/server/build.mjs', ...shared] },
];

export function buildIfStale() {
  for (const { workspace, output, sources } of targets) {
    const outputPath = join(root, output);
    const builtAt = existsSync(outputPath) ? statSync(outputPath).mtimeMs : 0;
    const stale = sources.some((source) => {
      const path = join(root, source);
      if (!existsSync(path)) return false;
      return (statSync(path).isDirectory() ? newestMtime(path) : statSync(path).mtimeMs) > builtAt;
    });
    if (stale) {
      console.log(`Building ${workspace} …`);
      execSync(`npm run build -w ${workspace}`, { cwd: root, stdio: 'inherit' });
    }
  }
}
