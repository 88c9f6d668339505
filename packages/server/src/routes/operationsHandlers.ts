import type { ApiRoutes } from '@redbi/shared/api';
import { AppError } from '@redbi/shared/errors';
import type { GroupHandlers } from '../http/routeHandlers';
import { checkMetricsToken } from '../metrics/metricsToken';
import type { Operations } from '../operations/operations';

/** Liveness, readiness and the Prometheus text (docs/scaling.md). */
export function operationsHandlers(operations: Operations): GroupHandlers<ApiRoutes['operations']> {
  return {
    live: async () => ({ status: 'alive' as const, uptimeSeconds: Math.round((Date.now() - operations.startedAt) / 1000) }),
    ready: async () => {
      const checks = await operations.readiness.check();
      const failing = Object.entries(checks).filter(([, check]) => check.status === 'failing');
      if (operations.draining()) failing.unshift(['shutdown', { status: 'failing', detail: 'this node is shutting down' }]);
      if (failing.length) {
        const reason = failing.map(([name, check]) => `${name}: ${check.detail ?? 'failing'}`).join('; ');
        throw new AppError('UNAVAILABLE', { params: { reason }, details: checks });
      }
      return { status: 'ready' as const, version: operations.version, checks };
    },
    metrics: async ({ request, reply }) => {
      checkMetricsToken(operations.metricsToken, request);
      const text = await operations.metrics.registry.metrics();
      return reply.type(operations.metrics.registry.contentType).send(text);
    },
  };
}
