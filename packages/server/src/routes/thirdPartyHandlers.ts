import type { ApiRoutes } from '@redbi/shared/api';
import type { GroupHandlers } from '../http/routeHandlers';

/** Third-party sign-in. No OAuth2/OIDC provider can be configured yet, so the login page offers none. */
export function thirdPartyHandlers(): GroupHandlers<ApiRoutes['thirdParty']> {
  return {
    oauth2Clients: async () => [],
  };
}
