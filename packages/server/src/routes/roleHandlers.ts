import type { ApiRoutes } from '@redbi/shared/api';
import type { GroupHandlers } from '../http/routeHandlers';
import type { Services } from '../services';
import { presentRole } from './presenters';

export function roleHandlers(services: Services): GroupHandlers<ApiRoutes['roles']> {
  const { roles } = services;
  return {
    list: async ({ session, params }) => (await roles.list(params.orgId, session.user.id)).map(presentRole),
    create: async ({ session, params, body }) => presentRole(await roles.create(params.orgId, session.user.id, body)),
    update: async ({ session, params, body }) => presentRole(await roles.update(params.orgId, session.user.id, params.roleId, body)),
    delete: async ({ session, params }) => {
      await roles.delete(params.orgId, session.user.id, params.roleId);
      return null;
    },
    setMembers: async ({ session, params, body }) => presentRole(await roles.setMembers(params.orgId, session.user.id, params.roleId, body)),
  };
}
