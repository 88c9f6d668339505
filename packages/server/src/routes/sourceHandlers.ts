import type { ApiRoutes } from '@redbi/shared/api';
import type { Config } from '../config/loadConfig';
import type { GroupHandlers } from '../http/routeHandlers';
import { withUploadedStream } from '../http/uploadedFile';
import type { Services } from '../services';

export function sourceHandlers(config: Config, services: Services): GroupHandlers<ApiRoutes['sources']> {
  const { sources } = services;
  return {
    list: ({ session, params }) => sources.list(params.orgId, session.user.id),
    archived: ({ session, params }) => sources.archived(params.orgId, session.user.id),
    get: ({ session, params }) => sources.get(params.orgId, session.user.id, params.sourceId),
    create: ({ session, params, body }) => sources.create(params.orgId, session.user.id, body),
    update: ({ session, params, body }) => sources.update(params.orgId, session.user.id, params.sourceId, body),
    move: ({ session, params, body }) => sources.move(params.orgId, session.user.id, params.sourceId, body),
    archive: async ({ session, params }) => {
      await sources.archive(params.orgId, session.user.id, params.sourceId);
      return null;
    },
    restore: ({ session, params, body }) => sources.restore(params.orgId, session.user.id, params.sourceId, body.parentId),
    delete: async ({ session, params }) => {
      await sources.delete(params.orgId, session.user.id, params.sourceId);
      return null;
    },
    test: ({ session, params, body }) => sources.test(params.orgId, session.user.id, body),
    schema: ({ session, params, query }) => sources.schema(params.orgId, session.user.id, params.sourceId, query.refresh === 'true'),
    upload: ({ session, params, request }) =>
      withUploadedStream(request, config.uploadMaxBytes, ({ fileName, stream }) =>
        sources.upload(params.orgId, session.user.id, params.sourceId, fileName, stream),
      ),
    importTable: ({ session, params, body }) => sources.importTable(params.orgId, session.user.id, params.sourceId, body),
    dropTable: ({ session, params }) => sources.dropTable(params.orgId, session.user.id, params.sourceId, params.table),
  };
}
