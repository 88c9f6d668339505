// Quick mode (`npm run bench -- --quick [name…]`): every named benchmark runs one small round of its own code
// path, and this checks that it answered figures: a benchmark that throws, does not finish within
// BENCH_QUICK_TIMEOUT_MS, or answers a figure that is not a finite number fails the run. A missed aim is
// printed, not failed (aims are judged on full runs on a quiet machine). See bench/README.md.
import { writeFileSync } from 'node:fs';
import { round } from './support.mjs';

const TIMEOUT_MS = Number(process.env.BENCH_QUICK_TIMEOUT_MS ?? 180_000);

/**
 * What is wrong with a benchmark's answer, as readable lines (none when it is good): it must be an object
 * naming the benchmark with at least one figure, and every value in it, however deep, a finite number, a
 * string or a boolean (NaN, Infinity, null and undefined are figures that went wrong).
 */
export function invalidFigures(name, result) {
  if (result === null || typeof result !== 'object' || Array.isArray(result)) return [`answered ${String(result)} instead of an object`];
  const problems = result.bench === name ? [] : [`its "bench" is ${JSON.stringify(result.bench)}, not "${name}"`];
  let numbers = 0;
  const walk = (value, path) => {
    if (typeof value === 'number') {
      numbers += 1;
      if (!Number.isFinite(value)) problems.push(`${path} is ${value}`);
    } else if (Array.isArray(value)) value.forEach((item, index) => walk(item, `${path}[${index}]`));
    else if (value !== null && typeof value === 'object') for (const [key, item] of Object.entries(value)) walk(item, path ? `${path}.${key}` : key);
    else if (typeof value !== 'string' && typeof value !== 'boolean') problems.push(`${path} is ${String(value)}`);
  };
  walk(result, '');
  if (numbers === 0) problems.push('it has no figures');
  return problems;
}

/** The aims a benchmark's answer says it missed: its `within…` flags that are false (withinAims, share_page_within_limit). */
export const missedAims = (result) => Object.entries(result ?? {}).filter(([key, value]) => /^within|_within_/.test(key) && value === false).map(([key]) => key);

/** Resolves with `work`'s value, or rejects once `ms` have passed without it. */
function withTimeout(work, ms) {
  let timer;
  const timeout = new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(`did not finish within ${ms / 1000} s`)), ms)));
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Runs each of `names` (loaded by `load(name)`, a module with `run({ quick })`) in quick mode, one after the
 * other, whatever happened to the ones before; prints each one's JSON line, then a summary. Writes
 * `reportFile` (when given) in the shape .ci/run counts: numPassedTests, numFailedTests, success, and each
 * benchmark's outcome. Resolves with whether all passed.
 */
export async function runQuick(names, load, { reportFile } = {}) {
  const outcomes = [];
  let current;
  // A rejection nobody awaited (a benchmark's stray promise) fails the benchmark running, not the whole run.
  process.on('unhandledRejection', (error) => {
    console.error(error);
    current?.errors.push(`unhandled rejection: ${error?.message ?? error}`);
  });
  const started = performance.now();
  for (const name of names) {
    console.log(`\n── ${name} (quick) ──`);
    const benchStarted = performance.now();
    current = { name, errors: [] };
    let result;
    try {
      const { run } = await load(name);
      result = await withTimeout(run({ quick: true }), TIMEOUT_MS);
      console.log(JSON.stringify({ ...result, quick: true }));
    } catch (error) {
      console.error(error);
      current.errors.push(error?.message ?? String(error));
    }
    const errors = current.errors.length ? current.errors : invalidFigures(name, result);
    outcomes.push({ name, passed: errors.length === 0, seconds: round((performance.now() - benchStarted) / 1000, 1), errors, missedAims: errors.length ? [] : missedAims(result) });
    current = undefined;
  }
  const failed = outcomes.filter((outcome) => !outcome.passed);
  console.log(`\nbench --quick: ${outcomes.length - failed.length} passed, ${failed.length} failed in ${round((performance.now() - started) / 1000, 1)} s`);
  for (const { name, passed, seconds, errors, missedAims: missed } of outcomes) {
    const aims = missed.length ? `; missed aims (not a failure in quick mode): ${missed.join(', ')}` : '';
    console.log(`  ${passed ? 'ok    ' : 'FAILED'} ${name.padEnd(15)} ${String(seconds).padStart(6)} s${aims}`);
    // An error's first lines; the whole of it was printed when it happened.
    for (const error of errors) console.log(`         ${name}: ${error.split('\n').slice(0, 8).join('\n         ')}`);
  }
  if (reportFile) {
    const report = { numPassedTests: outcomes.length - failed.length, numFailedTests: failed.length, numPendingTests: 0, success: failed.length === 0, benches: outcomes };
    writeFileSync(reportFile, `${JSON.stringify(report, null, 2)}\n`);
  }
  return failed.length === 0;
}
