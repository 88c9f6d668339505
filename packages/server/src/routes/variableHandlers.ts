import type { ApiRoutes } from '@redbi/shared/api';
import type { GroupHandlers } from '../http/routeHandlers';
import type { Services } from '../services';

export function variableHandlers(services: Services): GroupHandlers<ApiRoutes['variables']> {
  const { variables } = services;
  return {
    list: ({ session, params }) => variables.list(params.orgId, session.user.id),
    create: ({ session, params, body }) => variables.create(params.orgId, session.user.id, body),
    update: ({ session, params, body }) => variables.update(params.orgId, session.user.id, params.variableId, body),
    delete: async ({ session, params }) => {
      await variables.delete(params.orgId, session.user.id, params.variableId);
      return null;
    },
  };
}
