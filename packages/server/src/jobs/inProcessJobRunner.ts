import type { JobRow } from '../repositories/jobRepository';
import { failExhausted, runAttempt, type AttemptDeps } from './jobAttempt';
import { finishedOrLate, type JobRunner } from './jobRunner';
import { jobStoreSide } from './jobStoreSide';

/** How often an idle runner looks at the store at least (jobs enqueued by another process, leases run out). */
const IDLE_LOOK_MS = 10_000;

/**
 * The in-process runner (the embedded default): jobs are rows of the metadata store, claimed with a lease
 * by a conditional update (a second runner — another process on the same store — cannot claim the same
 * run; a runner claims only the types it knows), renewed by a heartbeat while they run. A runner that dies leaves its lease to run out; the job is
 * then claimed again (at least once), its open run logged as `lost`. Enqueuing here wakes the runner at
 * once; otherwise it looks when the next job is due (a retry's backoff, a lease's end), and at least every
 * ten seconds.
 */
export function createInProcessJobRunner(deps: AttemptDeps): JobRunner {
  const { jobs, timings } = deps;
  const stopping = new AbortController();
  const running = new Set<Promise<void>>();
  const beats = new Map<string, () => Promise<void>>();
  let started = false;
  /** A graceful close has begun: no more jobs are claimed, those running may finish. */
  let draining = false;
  let timer: NodeJS.Timeout | undefined;
  let looking: Promise<void> | undefined;
  let lookAgain = false;

  /** The types this runner carries out (read each time: the registry is filled once the services exist). */
  const types = () => [...deps.registry.keys()];
  const iso = (plusMs = 0) => new Date(deps.now().getTime() + plusMs).toISOString();

  function wakeAt(at: string | undefined): void {
    clearTimeout(timer);
    if (stopping.signal.aborted) return;
    const inMs = at === undefined ? IDLE_LOOK_MS : Math.min(IDLE_LOOK_MS, Math.max(0, Date.parse(at) - deps.now().getTime()) + 5);
    timer = setTimeout(wake, inMs);
  }

  function carryOut(job: JobRow): void {
    const work = runAttempt(deps, job, stopping.signal, beats)
      .then(
        () => undefined,
        (error: unknown) => deps.log.error({ err: error, jobId: job.id }, 'a job attempt could not be recorded'),
      )
      .finally(() => {
        running.delete(work);
        wake();
      });
    running.add(work);
  }

  /** Claims due jobs while there is room, then sleeps until the next one is due. */
  async function look(): Promise<void> {
    while (!stopping.signal.aborted && !draining && running.size < timings.concurrency) {
      const now = iso();
      const candidates = await jobs.claimable(now, timings.concurrency - running.size, types());
      if (candidates.length === 0) break;
      let claimed = 0;
      for (const candidate of candidates) {
        if (candidate.status === 'running' && candidate.attempts >= candidate.max_attempts) {
          await failExhausted(deps, candidate);
          continue;
        }
        if (!(await jobs.claim(candidate, deps.runnerId, now, iso(timings.leaseMs)))) continue;
        claimed += 1;
        carryOut({ ...candidate, status: 'running', attempts: candidate.attempts + 1, lease_owner: deps.runnerId });
      }
      if (claimed === 0) break;
    }
    wakeAt(await jobs.nextDueAt(types()));
  }

  function wake(): void {
    if (!started || stopping.signal.aborted || draining) return;
    if (looking) {
      lookAgain = true;
      return;
    }
    looking = look()
      .catch((error: unknown) => {
        deps.log.error({ err: error }, 'the job runner could not look for jobs');
        wakeAt(undefined);
      })
      .finally(() => {
        looking = undefined;
        if (lookAgain) {
          lookAgain = false;
          wake();
        }
      });
  }

  return {
    kind: 'local',

    ...jobStoreSide(deps, beats, wake),

    async start() {
      started = true;
      wake();
    },

    async close({ graceMs = 0 } = {}) {
      draining = true;
      clearTimeout(timer);
      await looking;
      if (graceMs > 0 && running.size > 0) await finishedOrLate(Promise.all(running), graceMs);
      stopping.abort();
      clearTimeout(timer);
      await Promise.all(running);
    },
  };
}
