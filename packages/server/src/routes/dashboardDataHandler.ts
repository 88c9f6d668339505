import type { ApiRoutes } from '@redbi/shared/api';
import { BOARD_DATA_CONTENT_TYPE } from '@redbi/shared/domain';
import { AppError } from '@redbi/shared/errors';
import type { FastifyRequest } from 'fastify';
import { redactPaths } from '../http/redactPaths';
import { localeOf, translatorOf } from '../http/requestContext';
import type { RouteHandler } from '../http/routeHandlers';
import type { Services } from '../services';
import { ndjsonStream } from '../services/dashboards/boardDataStream';
import { clientGone } from './dataProviderHandlers';

/**
 * An item's failure in the words the error envelope would use: our errors translated into the caller's
 * language (a database's own message inside, without the server's paths); anything else is a bug, logged
 * and answered INTERNAL with the request id — never its stack.
 */
export function itemErrorDescriber(request: FastifyRequest, signal: AbortSignal) {
  const t = translatorOf(localeOf(request));
  return (error: unknown): { errCode: string; message: string } => {
    if (error instanceof AppError) {
      const params = typeof error.params.reason === 'string' ? { ...error.params, reason: redactPaths(error.params.reason) } : error.params;
      return { errCode: error.code, message: t(error.messageKey, params) };
    }
    // After the client went away, stopped queries fail for nobody.
    if (!signal.aborted) request.log.error({ err: error }, 'dashboard data item failed');
    const internal = new AppError('INTERNAL', { params: { requestId: request.id } });
    return { errCode: internal.code, message: t(internal.messageKey, internal.params) };
  };
}

/**
 * POST /orgs/:orgId/dashboards/:dashboardId/data: the board's one batched data request. A refusal before
 * the first line (404, 403, a bad body) is the usual JSON envelope; after that the answer is NDJSON, a line
 * per item as it finishes, then `done`. Everything stops when the client goes away.
 */
export function dashboardDataHandler(services: Services): RouteHandler<ApiRoutes['dashboards']['data']> {
  return async ({ session, params, body, request, reply }) => {
    const signal = clientGone(reply);
    const events = await services.boardData.open(params.orgId, session.user.id, params.dashboardId, body, {
      signal,
      user: session.user,
      describeError: itemErrorDescriber(request, signal),
    });
    return reply.code(200).type(BOARD_DATA_CONTENT_TYPE).send(ndjsonStream(events));
  };
}
