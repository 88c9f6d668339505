import type { ApiRoutes } from '@redbi/shared/api';
import type { GroupHandlers } from '../http/routeHandlers';
import type { Services } from '../services';

export function viewHandlers(services: Services): GroupHandlers<ApiRoutes['views']> {
  const { views } = services;
  return {
    list: ({ session, params }) => views.list(params.orgId, session.user.id),
    archived: ({ session, params }) => views.archived(params.orgId, session.user.id),
    get: ({ session, params }) => views.get(params.orgId, session.user.id, params.viewId),
    create: ({ session, params, body }) => views.create(params.orgId, session.user.id, body),
    update: ({ session, params, body }) => views.update(params.orgId, session.user.id, params.viewId, body),
    move: ({ session, params, body }) => views.move(params.orgId, session.user.id, params.viewId, body),
    archive: async ({ session, params }) => {
      await views.archive(params.orgId, session.user.id, params.viewId);
      return null;
    },
    restore: ({ session, params, body }) => views.restore(params.orgId, session.user.id, params.viewId, body.parentId),
    delete: async ({ session, params }) => {
      await views.delete(params.orgId, session.user.id, params.viewId);
      return null;
    },
    dataPermissions: ({ session, params }) => views.dataPermissions(params.orgId, session.user.id, params.viewId),
    setDataPermissions: ({ session, params, body }) => views.setDataPermissions(params.orgId, session.user.id, params.viewId, body),
  };
}
