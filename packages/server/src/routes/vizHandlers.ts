import type { ApiRoutes } from '@redbi/shared/api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { GroupHandlers } from '../http/routeHandlers';
import type { Services } from '../services';
import type { ChartImage } from '../services/vizs/chartImages';
import { clientGone } from './dataProviderHandlers';

/** Images follow the caller's data: their browser may keep one a minute, and revalidates by its ETag. */
export function sendImage(reply: FastifyReply, image: ChartImage): FastifyReply {
  reply.header('cache-control', 'private, max-age=60').header('etag', image.etag);
  return image.bytes ? reply.type(image.mime).send(image.bytes) : reply.code(304).send();
}

const ifNoneMatch = (request: FastifyRequest): string | undefined => request.headers['if-none-match'];

export function vizHandlers(services: Services): GroupHandlers<ApiRoutes['vizs']> {
  const { vizs, charts, chartData, chartImages } = services;
  return {
    list: ({ session, params }) => vizs.list(params.orgId, session.user.id),
    archived: ({ session, params }) => vizs.archived(params.orgId, session.user.id),
    createFolder: ({ session, params, body }) => vizs.createFolder(params.orgId, session.user.id, body),
    renameFolder: ({ session, params, body }) => vizs.renameFolder(params.orgId, session.user.id, params.vizId, body),
    move: ({ session, params, body }) => vizs.move(params.orgId, session.user.id, params.vizId, body),
    publish: ({ session, params }) => vizs.publish(params.orgId, session.user.id, params.vizId),
    unpublish: ({ session, params }) => vizs.unpublish(params.orgId, session.user.id, params.vizId),
    archive: async ({ session, params }) => {
      await vizs.archive(params.orgId, session.user.id, params.vizId);
      return null;
    },
    restore: ({ session, params, body }) => vizs.restore(params.orgId, session.user.id, params.vizId, body.parentId),
    delete: async ({ session, params }) => {
      await vizs.delete(params.orgId, session.user.id, params.vizId);
      return null;
    },
    thumbnail: async ({ session, params, query, request, reply }) => {
      const image = await chartImages.thumbnail(
        params.orgId,
        session.user.id,
        params.vizId,
        { theme: query.theme, locale: request.locale, ifNoneMatch: ifNoneMatch(request) },
        { signal: clientGone(reply), user: session.user },
      );
      return sendImage(reply, image);
    },
    createChart: ({ session, params, body }) => charts.create(params.orgId, session.user.id, body),
    getChart: ({ session, params }) => charts.get(params.orgId, session.user.id, params.chartId),
    updateChart: ({ session, params, body }) => charts.update(params.orgId, session.user.id, params.chartId, body),
    chartData: async ({ session, params, body, reply }) =>
      (await chartData.load(params.orgId, session.user.id, params.chartId, body, { signal: clientGone(reply), user: session.user })).frame,
    chartImage: async ({ session, params, query, request, reply }) => {
      const image = await chartImages.image(
        params.orgId,
        session.user.id,
        params.chartId,
        { ...query, locale: query.locale ?? request.locale, ifNoneMatch: ifNoneMatch(request) },
        { signal: clientGone(reply), user: session.user },
      );
      return sendImage(reply, image);
    },
  };
}
