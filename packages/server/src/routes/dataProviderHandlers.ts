import type { ApiRoutes } from '@redbi/shared/api';
import type { FastifyReply } from 'fastify';
import type { GroupHandlers } from '../http/routeHandlers';
import type { Services } from '../services';

/**
 * Aborts when the HTTP client goes away before its answer is sent (the response closes unfinished), so
 * that the database stops working for nobody.
 */
export function clientGone(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableEnded) controller.abort();
  });
  return controller.signal;
}

export function dataProviderHandlers(services: Services): GroupHandlers<ApiRoutes['dataProvider']> {
  const { query } = services;
  return {
    execute: ({ session, body, reply }) => query.execute(session.user.id, body, { signal: clientGone(reply), user: session.user }),
    preview: ({ session, body, reply }) => query.preview(session.user.id, body, { signal: clientGone(reply), user: session.user }),
    functions: ({ session, params }) => query.functions(session.user.id, params.sourceId),
    validateExpression: ({ session, body }) => query.validateExpression(session.user.id, body),
  };
}
