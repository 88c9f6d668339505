import type { ApiRoutes } from '@redbi/shared/api';
import type { GroupHandlers } from '../http/routeHandlers';
import type { Services } from '../services';
import { shareDataHandlers, signInOf } from './shareDataHandlers';

/**
 * Share links: management (Share on the resource, checked by the service) and the public routes of a share
 * page. A valid Authorization on a public route names the viewer and their sign-in session (LOGIN: a share
 * session is bound to both); the client address (request.ip,
 * behind TRUST_PROXY as configured) is what the access-code throttle and the visit log use.
 */
export function shareHandlers(services: Services): GroupHandlers<ApiRoutes['shares']> {
  const { shares, shareOpening } = services;
  return {
    create: ({ session, params, body }) => shares.create(params.orgId, session.user.id, body),
    list: ({ session, params, query }) => shares.list(params.orgId, session.user.id, query),
    options: ({ session, params, query }) => shares.options(params.orgId, session.user.id, query.vizType, query.vizId),
    update: ({ session, params, body }) => shares.update(params.orgId, session.user.id, params.shareId, body),
    revoke: ({ session, params }) => shares.revoke(params.orgId, session.user.id, params.shareId),
    regenerateCode: ({ session, params }) => shares.regenerateCode(params.orgId, session.user.id, params.shareId),
    regenerateLink: ({ session, params }) => shares.regenerateLink(params.orgId, session.user.id, params.shareId),
    visits: ({ session, params }) => shares.visits(params.orgId, session.user.id, params.shareId),
    info: ({ params }) => shareOpening.info(params.token),
    open: ({ session, params, body, request }) => shareOpening.open(params.token, body.code, { signIn: signInOf(session), address: request.ip }),
    ...shareDataHandlers(services),
  };
}
