import type { ApiRoutes } from '@redbi/shared/api';
import type { GroupHandlers } from '../http/routeHandlers';
import type { Services } from '../services';

export function permissionHandlers(services: Services): GroupHandlers<ApiRoutes['permissions']> {
  const { permissions } = services;
  return {
    abilities: ({ session, params }) => permissions.abilities(params.orgId, session.user.id),
    bySubject: ({ session, params, query }) =>
      permissions.bySubject(params.orgId, session.user.id, { type: query.subjectType, id: query.subjectId }),
    change: ({ session, params, body }) => permissions.change(params.orgId, session.user.id, body),
    byResource: ({ session, params, query }) => permissions.byResource(params.orgId, session.user.id, query.resourceType, query.resourceId),
    resources: ({ session, params, query }) => permissions.resources(params.orgId, session.user.id, query.resourceType),
  };
}
