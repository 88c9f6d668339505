import type { ApiRoutes } from '@redbi/shared/api';
import { BOARD_DATA_CONTENT_TYPE, SHARE_SESSION_HEADER } from '@redbi/shared/domain';
import type { FastifyRequest } from 'fastify';
import type { RouteHandler } from '../http/routeHandlers';
import type { Services } from '../services';
import { ndjsonStream } from '../services/dashboards/boardDataStream';
import type { Session } from '../services/serviceContext';
import type { ShareCredentials } from '../services/shares/shareData';
import type { ShareViewer } from '../services/shares/shareSessions';
import { itemErrorDescriber } from './dashboardDataHandler';
import { clientGone } from './dataProviderHandlers';
import { sendImage } from './vizHandlers';

type Shares = ApiRoutes['shares'];

/** The caller's sign-in when the request carries a valid bearer token: a LOGIN share session is bound to it. */
export const signInOf = (session: Session | undefined): ShareViewer | undefined => session && { userId: session.user.id, sessionId: session.sessionId };

/** The link's token, the share session the share page sends with every call after opening (X-Share-Session) and the caller's sign-in. */
export const shareCredentialsOf = (request: FastifyRequest, token: string): ShareCredentials => {
  const value = request.headers[SHARE_SESSION_HEADER];
  return { token, session: typeof value === 'string' && value.length > 0 ? value : undefined, signIn: signInOf(request.session) };
};

/**
 * The data routes of a share page: the dashboard's batched request (NDJSON, as the board's own route: a
 * refusal before the first line is the JSON envelope), a chart's data and a chart's image. Each stops its
 * queries when the client goes away.
 */
export function shareDataHandlers(services: Services): {
  dashboardData: RouteHandler<Shares['dashboardData']>;
  chartData: RouteHandler<Shares['chartData']>;
  chartImage: RouteHandler<Shares['chartImage']>;
} {
  const { shareData } = services;
  return {
    dashboardData: async ({ params, body, request, reply }) => {
      const signal = clientGone(reply);
      const events = await shareData.dashboardData(shareCredentialsOf(request, params.token), params.dashboardId, body, {
        signal,
        describeError: itemErrorDescriber(request, signal),
      });
      return reply.code(200).type(BOARD_DATA_CONTENT_TYPE).send(ndjsonStream(events));
    },
    chartData: ({ params, body, request, reply }) => shareData.chartData(shareCredentialsOf(request, params.token), params.chartId, body, { signal: clientGone(reply) }),
    chartImage: async ({ params, query, request, reply }) => {
      const image = await shareData.chartImage(
        shareCredentialsOf(request, params.token),
        params.chartId,
        { ...query, locale: query.locale ?? request.locale, ifNoneMatch: request.headers['if-none-match'] },
        { signal: clientGone(reply) },
      );
      return sendImage(reply, image);
    },
  };
}
