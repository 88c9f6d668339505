import type { ApiRoutes } from '@redbi/shared/api';
import type { GroupHandlers } from '../http/routeHandlers';
import type { Services } from '../services';
import { presentUser } from './presenters';

export function accountHandlers(services: Services): GroupHandlers<ApiRoutes['accounts']> {
  return {
    register: ({ body, request }) => services.registration.register(body, request.locale),
    activate: async ({ body }) => presentUser(await services.registration.activate(body.token)),
    resendActivation: async ({ body }) => {
      await services.registration.resendActivation(body.usernameOrEmail);
      return null;
    },
    forgetPassword: ({ body }) => services.passwordReset.sendCode(body),
    resetPassword: async ({ body }) => {
      await services.passwordReset.reset(body);
      return null;
    },
  };
}
