// `npm start`: builds the web app and the server when their build is missing or older than the sources,
// then serves API + web app on one port (PORT, default 8080).
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    const mtime = entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs;
    newest = Math.max(newest, mtime);
  }
  return newest;
}

const targets = [
  { workspace: '@redbi/web', output: 'packages/web/dist/index.html', sources: ['packages/web/src', 'packages/shared/src', 'packages/charts/src'] },
  { workspace: '@redbi/server', output: 'packages/server/dist/main.js', sources: ['packages/server/src', 'packages/shared/src', 'packages/charts/src'] },
];

for (const { workspace, output, sources } of targets) {
  const outputPath = join(root, output);
  const stale =
    !existsSync(outputPath) ||
    sources.some((dir) => existsSync(join(root, dir)) && newestMtime(join(root, dir)) > statSync(outputPath).mtimeMs);
  if (stale) {
    console.log(`Building ${workspace} …`);
    execSync(`npm run build -w ${workspace}`, { cwd: root, stdio: 'inherit' });
  }
}

await import(join(root, 'packages/server/dist/main.js'));
