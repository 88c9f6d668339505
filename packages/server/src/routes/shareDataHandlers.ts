import type { ApiRoutes } from '@redbi/shared/api';
import { BOARD_DATA_CONTENT_TYPE, SHARE_SESSION_HEADER } from '@redbi/shared/domain';
import type { FastifyRequest } from 'fastify';
import type { RouteHandler } from '../http/routeHandlers';
import type { Services } from '../services';
import { ndjsonStream } from '../services/dashboards/boardDataStream';
import { itemErrorDescriber } from './dashboardDataHandler';
import { clientGone } from './dataProviderHandlers';
import { sendImage } from './vizHandlers';

type Shares = ApiRoutes['shares'];

/** The share session the share page sends with every call after opening (X-Share-Session). */
export const shareSessionOf = (request: FastifyRequest): string | undefined => {
  const value = request.headers[SHARE_SESSION_HEADER];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
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
      const events = await shareData.dashboardData(params.token, shareSessionOf(request), params.dashboardId, body, {
        signal,
        describeError: itemErrorDescriber(request, signal),
      });
      return reply.code(200).type(BOARD_DATA_CONTENT_TYPE).send(ndjsonStream(events));
    },
    chartData: ({ params, body, request, reply }) => shareData.chartData(params.token, shareSessionOf(request), params.chartId, body, { signal: clientGone(reply) }),
    chartImage: async ({ params, query, request, reply }) => {
      const image = await shareData.chartImage(
        params.token,
        shareSessionOf(request),
        params.chartId,
        { ...query, locale: query.locale ?? request.locale, ifNoneMatch: request.headers['if-none-match'] },
        { signal: clientGone(reply) },
      );
      return sendImage(reply, image);
    },
  };
}
