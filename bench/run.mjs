// `npm run bench -- [--quick [--report=<file>]] [name…]`: runs the named benchmarks (all when none is named).
// Each prints its figures as one JSON object on its last line. --quick: one small round of each, checked for
// figures (quickRun.mjs); --report writes its outcome as JSON for .ci/run. See bench/README.md.
import { buildIfStale } from '../scripts/buildIfStale.mjs';
import { runQuick } from './quickRun.mjs';

const benches = {
  startup: () => import('./startup.mjs'),
  bundle: () => import('./bundle.mjs'),
  'query-overhead': () => import('./query-overhead.mjs'),
  'chart-render': () => import('./chart-render.mjs'),
  'dashboard-load': () => import('./dashboard-load.mjs'),
  export: () => import('./export.mjs'),
  delivery: () => import('./delivery.mjs'),
};

const args = process.argv.slice(2);
const names = args.filter((arg) => !arg.startsWith('--'));
const quick = args.includes('--quick');
const reportFile = args.find((arg) => arg.startsWith('--report='))?.slice('--report='.length);
const unknownOptions = args.filter((arg) => arg.startsWith('--') && arg !== '--quick' && !arg.startsWith('--report='));
const unknown = names.filter((name) => !(name in benches));
if (unknownOptions.length || (reportFile !== undefined && !quick)) {
  console.error(`Unknown option ${unknownOptions.join(', ') || '--report without --quick'}; usage: npm run bench -- [--quick [--report=<file>]] [name…]`);
  process.exit(2);
}
if (unknown.length) {
  console.error(`Unknown benchmark ${unknown.join(', ')}; known: ${Object.keys(benches).join(', ')}`);
  process.exit(2);
}
buildIfStale();
if (quick) {
  const passed = await runQuick(names.length ? names : Object.keys(benches), (name) => benches[name](), { reportFile });
  // Exits at once: a benchmark that timed out may still hold a server or a browser open.
  process.exit(passed ? 0 : 1);
}
for (const name of names.length ? names : Object.keys(benches)) {
  const { run } = await benches[name]();
  console.log(JSON.stringify(await run()));
}
