// Bundles the server (and the workspace packages it uses, which ship as TypeScript) into dist/main.js.
// Third-party packages stay external and load from node_modules. Worker scripts (plain JS, since Node 20
// cannot load TypeScript in a worker) are copied next to main.js, where `new URL('./x.mjs', import.meta.url)`
// finds them, as it finds them next to their TypeScript caller in src.
import { build } from 'esbuild';
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';

const readJson = (path) => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'));
const external = ['./package.json', '../shared/package.json', '../charts/package.json']
  .flatMap((path) => Object.keys(readJson(path).dependencies ?? {}))
  .filter((name) => !name.startsWith('@redbi/'));

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  absWorkingDir: new URL('.', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  define: { APP_VERSION: JSON.stringify(readJson('../../package.json').version) },
  logLevel: 'warning',
});

const workers = ['src/connectors/sqlite/sqliteWorker.mjs'];
mkdirSync(new URL('dist/', import.meta.url), { recursive: true });
for (const worker of workers) copyFileSync(new URL(worker, import.meta.url), new URL(`dist/${worker.split('/').pop()}`, import.meta.url));
