import { LivenessSchema, ReadinessSchema } from '../../domain';
import { defineRoute, rawResponse } from '../defineRoute';

/**
 * For operators and their machines (docs/scaling.md): liveness and readiness for load balancers and
 * orchestrators, and the Prometheus metrics, which are off unless METRICS_TOKEN is set and then answer only
 * `Authorization: Bearer <METRICS_TOKEN>` (not a user's session).
 */
export const operationsRoutes = {
  live: defineRoute({
    method: 'GET',
    path: '/health/live',
    auth: 'public',
    summary: 'Liveness: the process answers (restart it when this fails)',
    tags: ['system'],
    response: LivenessSchema,
  }),
  ready: defineRoute({
    method: 'GET',
    path: '/health/ready',
    auth: 'public',
    summary: 'Readiness: metadata store reachable and migrated, Redis reachable when configured, not shutting down (503 otherwise)',
    tags: ['system'],
    response: ReadinessSchema,
  }),
  metrics: defineRoute({
    method: 'GET',
    path: '/metrics',
    auth: 'public',
    summary: 'Prometheus metrics in the text format; off (404) unless METRICS_TOKEN is set, then only for `Authorization: Bearer <METRICS_TOKEN>`',
    tags: ['system'],
    response: rawResponse,
  }),
};
