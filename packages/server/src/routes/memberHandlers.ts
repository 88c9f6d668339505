import type { ApiRoutes } from '@redbi/shared/api';
import type { GroupHandlers } from '../http/routeHandlers';
import type { Services } from '../services';
import { presentMember, presentOrganization, presentUserSearchResult } from './presenters';

export function memberHandlers(services: Services): GroupHandlers<ApiRoutes['members']> {
  const { members, invitations } = services;
  return {
    list: async ({ session, params }) => (await members.list(params.orgId, session.user.id)).map(presentMember),
    get: async ({ session, params }) => presentMember(await members.get(params.orgId, session.user.id, params.userId)),
    create: async ({ session, params, body, request }) =>
      presentMember(await members.create(params.orgId, session.user.id, body, request.locale)),
    remove: async ({ session, params }) => {
      await members.remove(params.orgId, session.user.id, params.userId);
      return null;
    },
    setRoles: async ({ session, params, body }) => presentMember(await members.setRoles(params.orgId, session.user.id, params.userId, body)),
    grantOwner: async ({ session, params }) => presentMember(await members.setOwner(params.orgId, session.user.id, params.userId, true)),
    revokeOwner: async ({ session, params }) => presentMember(await members.setOwner(params.orgId, session.user.id, params.userId, false)),
    deleteUser: async ({ session, params }) => {
      await members.deleteUser(params.orgId, session.user.id, params.userId);
      return null;
    },
    searchUsers: async ({ session, params, query }) =>
      (await members.search(params.orgId, session.user.id, query.keyword)).map(presentUserSearchResult),
    invite: ({ session, params, body, request }) => invitations.invite(params.orgId, session.user.id, body.emails, request.locale),
    invitation: ({ query }) => invitations.info(query.token),
    confirmInvite: async ({ session, body }) => presentOrganization(await invitations.confirm(body.token, session)),
  };
}
