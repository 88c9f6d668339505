import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppMetrics } from './appMetrics';

/** The route's pattern (`/redBi/api/v1/orgs/:orgId/views`), never the raw URL: ids must not make new series. */
const routeOf = (request: FastifyRequest): string => request.routeOptions.url ?? 'unmatched';

/** Counts and times every answered request by method, route pattern and status (onRequest → onResponse). */
export function registerHttpMetrics(app: FastifyInstance, metrics: AppMetrics): void {
  app.addHook('onRequest', (_request, _reply, done) => {
    metrics.httpInFlight.inc();
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    const route = routeOf(request);
    metrics.httpInFlight.dec();
    metrics.httpRequests.inc({ method: request.method, route, status: String(reply.statusCode) });
    metrics.httpDuration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    done();
  });
}
