import type { ConcurrencyMode } from '@redbi/shared/domain';
import { AppError } from '@redbi/shared/errors';
import type { CachedResult, ResultCache } from './resultCache';

/** How often a node waiting for another's result looks whether it is there. */
const POLL_MS = 50;

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason as Error);
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', stop);
      resolve();
    }, ms);
    const stop = () => {
      clearTimeout(timer);
      reject(signal.reason as Error);
    };
    signal.addEventListener('abort', stop, { once: true });
  });

/**
 * Identical queries across nodes (issue 24; inFlightQueries.ts coalesces them within one): with a shared
 * cache that can claim keys (Redis), the first node claims the query's key and runs it; another node asking
 * meanwhile waits for the result to appear in the cache instead of running it too (dirtyread), or fails at
 * once with QUERY_IN_FLIGHT (fastfailover). When the claim ends without a result (the running node failed
 * or died), a waiting node claims and runs the query itself. Without such a cache, the query just runs.
 */
export async function runOncePerCluster(
  cache: ResultCache,
  key: string,
  options: { expiresSec: number; concurrency: ConcurrencyMode; signal: AbortSignal },
  execute: () => Promise<CachedResult>,
): Promise<CachedResult> {
  const runAndKeep = async () => {
    const fresh = await execute();
    await cache.set(key, fresh, options.expiresSec);
    return fresh;
  };
  if (!cache.claim || !cache.claimed) return runAndKeep();
  for (;;) {
    const claim = await cache.claim(key);
    if (claim) {
      try {
        return await runAndKeep();
      } finally {
        await claim.release();
      }
    }
    if (options.concurrency === 'fastfailover') throw new AppError('QUERY_IN_FLIGHT');
    while (await cache.claimed(key)) await pause(POLL_MS, options.signal);
    const done = await cache.get(key);
    if (done) return done;
  }
}
