// `npm run bench -- <name…>`: runs the named benchmarks (all when none is named). Each prints its figures
// as one JSON object on its last line. See bench/README.md.
import { buildIfStale } from '../scripts/buildIfStale.mjs';

const benches = {
  startup: () => import('./startup.mjs'),
  bundle: () => import('./bundle.mjs'),
  'query-overhead': () => import('./query-overhead.mjs'),
  'chart-render': () => import('./chart-render.mjs'),
  'dashboard-load': () => import('./dashboard-load.mjs'),
};

const names = process.argv.slice(2);
const unknown = names.filter((name) => !(name in benches));
if (unknown.length) {
  console.error(`Unknown benchmark ${unknown.join(', ')}; known: ${Object.keys(benches).join(', ')}`);
  process.exit(2);
}
buildIfStale();
for (const name of names.length ? names : Object.keys(benches)) {
  const { run } = await benches[name]();
  console.log(JSON.stringify(await run()));
}
