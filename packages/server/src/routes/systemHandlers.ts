import type { ApiRoutes } from '@redbi/shared/api';
import type { GroupHandlers } from '../http/routeHandlers';
import type { Services } from '../services';
import { presentUser } from './presenters';

export function systemHandlers(services: Services): GroupHandlers<ApiRoutes['system']> {
  return {
    health: () => services.system.health(),
    info: () => services.system.info(),
    setup: async ({ body, request }) => presentUser(await services.system.setup(body, request.locale)),
  };
}
