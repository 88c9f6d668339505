import type { ApiRoutes } from '@redbi/shared/api';
import type { GroupHandlers } from '../http/routeHandlers';
import type { Services } from '../services';
import { presentOrganization } from './presenters';

export function orgHandlers(services: Services): GroupHandlers<ApiRoutes['orgs']> {
  return {
    list: async ({ session }) => (await services.organizations.list(session.user.id)).map(presentOrganization),
    create: async ({ session, body }) => presentOrganization(await services.organizations.create(session.user.id, body)),
    userSettings: ({ session }) => services.organizations.settings(session.user.id),
    updateUserSettings: ({ session, body }) => services.organizations.setCurrent(session.user.id, body.currentOrgId),
  };
}
