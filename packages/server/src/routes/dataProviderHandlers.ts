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
  if (reply.raw.closed) {
    if (!reply.raw.writableEnded) controller.abort();
  } else {
    reply.raw.once('close', () => {
      if (!reply.raw.writableEnded) controller.abort();
    });
  }
  return controller.signal;
}

/**
 * clientGone(), made on first use: an answer from the result cache needs none, and an AbortController with its
 * listener is a measurable part of such a request. One made after the client went away is aborted already.
 */
export function clientGoneWhenAsked(reply: FastifyReply): () => AbortSignal {
  let signal: AbortSignal | undefined;
  return () => (signal ??= clientGone(reply));
}

export function dataProviderHandlers(services: Services): GroupHandlers<ApiRoutes['dataProvider']> {
  const { query } = services;
  return {
    execute: ({ session, body, reply }) => query.execute(session.user.id, body, { signal: clientGoneWhenAsked(reply), user: session.user }),
    preview: ({ session, body, reply }) => query.preview(session.user.id, body, { signal: clientGone(reply), user: session.user }),
    functions: ({ session, params }) => query.functions(session.user.id, params.sourceId),
    validateExpression: ({ session, body }) => query.validateExpression(session.user.id, body),
  };
}
