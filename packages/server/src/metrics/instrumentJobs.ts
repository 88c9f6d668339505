import type { JobDefinition } from '../jobs/jobDefinition';
import type { AppMetrics } from './appMetrics';

type Metrics = Pick<AppMetrics, 'jobRuns' | 'jobDuration' | 'jobsRunning'>;

/**
 * The same job type, measured: each attempt carried out in this process by outcome — succeeded, failed (it
 * threw: retried or failed for good, as the runner decides), aborted (cancelled, timed out, or stopped with
 * its runner) — its duration, and the attempts running now.
 */
export function instrumentJob<P>(definition: JobDefinition<P>, metrics: Metrics): JobDefinition<P> {
  const { type } = definition;
  return {
    ...definition,
    async run(payload, job) {
      const stop = metrics.jobDuration.startTimer({ type });
      metrics.jobsRunning.inc({ type });
      try {
        const result = await definition.run(payload, job);
        metrics.jobRuns.inc({ type, outcome: 'succeeded' });
        return result;
      } catch (error) {
        metrics.jobRuns.inc({ type, outcome: job.signal.aborted ? 'aborted' : 'failed' });
        throw error;
      } finally {
        stop();
        metrics.jobsRunning.dec({ type });
      }
    },
  };
}
