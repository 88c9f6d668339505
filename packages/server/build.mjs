// Bundles the server (and the workspace packages it uses, which ship as TypeScript) into dist/main.js.
// Third-party packages stay external and load from node_modules.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

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
