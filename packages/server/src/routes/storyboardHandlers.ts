import type { ApiRoutes } from '@redbi/shared/api';
import type { GroupHandlers } from '../http/routeHandlers';
import type { Services } from '../services';

export function storyboardHandlers({ storyboards }: Services): GroupHandlers<ApiRoutes['storyboards']> {
  return {
    list: ({ session, params }) => storyboards.list(params.orgId, session.user.id),
    archived: ({ session, params }) => storyboards.archived(params.orgId, session.user.id),
    create: ({ session, params, body }) => storyboards.create(params.orgId, session.user.id, body),
    get: ({ session, params }) => storyboards.get(params.orgId, session.user.id, params.storyboardId),
    update: ({ session, params, body }) => storyboards.update(params.orgId, session.user.id, params.storyboardId, body),
    publish: ({ session, params }) => storyboards.publish(params.orgId, session.user.id, params.storyboardId),
    unpublish: ({ session, params }) => storyboards.unpublish(params.orgId, session.user.id, params.storyboardId),
    archive: async ({ session, params }) => {
      await storyboards.archive(params.orgId, session.user.id, params.storyboardId);
      return null;
    },
    restore: ({ session, params }) => storyboards.restore(params.orgId, session.user.id, params.storyboardId),
    delete: async ({ session, params }) => {
      await storyboards.delete(params.orgId, session.user.id, params.storyboardId);
      return null;
    },
  };
}
