import type { AppMetrics } from '../metrics/appMetrics';
import type { Readiness } from './readiness';

/**
 * What the operations routes (liveness, readiness, metrics) need from the composition root: built by
 * app.ts, closed with the app. `draining`: true from the moment a shutdown begins (readiness answers 503).
 */
export interface Operations {
  metrics: AppMetrics;
  metricsToken: string | undefined;
  readiness: Pick<Readiness, 'check'>;
  draining(): boolean;
  startedAt: number;
  version: string;
}
