import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiRoutes } from '@redbi/shared/api';
import { API_PREFIX } from '@redbi/shared/domain';
import { AppError } from '@redbi/shared/errors';
import type { Config } from '../config/loadConfig';
import { bearer } from '../http/authentication';
import { localeOf, translatorOf } from '../http/requestContext';
import type { GroupHandlers } from '../http/routeHandlers';
import type { Services } from '../services';
import { PENDING_SIGN_IN_SECONDS } from '../services/oauth2/oauth2SignInService';
import { authorizationPage, createPublicLinks } from '../services/publicLinks';
import { presentUser } from './presenters';

const PENDING_COOKIE = 'redbi_oauth2';
const cookiePath = `${API_PREFIX}/tpa/oauth2/`;

/** The browser arrived here by navigation: a failure goes to the /authorization page with its message. */
function redirectWithError(request: FastifyRequest, reply: FastifyReply, error: unknown): FastifyReply {
  const appError = error instanceof AppError ? error : new AppError('INTERNAL', { params: { requestId: request.id } });
  if (!(error instanceof AppError)) request.log.error({ err: error }, 'third-party sign-in failed');
  const message = translatorOf(localeOf(request))(appError.messageKey, appError.params);
  return reply.clearCookie(PENDING_COOKIE, { path: cookiePath }).redirect(authorizationPage({ error: message }));
}

export function thirdPartyHandlers(config: Config, services: Services): GroupHandlers<ApiRoutes['thirdParty']> {
  const links = createPublicLinks(config.publicUrl);
  return {
    oauth2Clients: async () =>
      services.oauth2Providers.list().map((client) => ({ name: client.name, value: `${API_PREFIX}/tpa/oauth2/${client.id}/authorize` })),

    oauth2Authorize: async ({ params, request, reply }) => {
      try {
        const { url, sealedPending } = await services.oauth2SignIn.begin(params.clientId);
        return reply
          .setCookie(PENDING_COOKIE, sealedPending, {
            httpOnly: true,
            sameSite: 'lax',
            secure: config.publicUrl.startsWith('https:'),
            path: cookiePath,
            maxAge: PENDING_SIGN_IN_SECONDS,
          })
          .redirect(url);
      } catch (error) {
        return redirectWithError(request, reply, error);
      }
    },

    oauth2Callback: async ({ params, request, reply }) => {
      try {
        const code = await services.oauth2SignIn.complete(
          params.clientId,
          links.external(request.url),
          request.cookies[PENDING_COOKIE],
          localeOf(request),
        );
        return reply.clearCookie(PENDING_COOKIE, { path: cookiePath }).redirect(authorizationPage({ code }));
      } catch (error) {
        return redirectWithError(request, reply, error);
      }
    },

    oauth2Login: async ({ body, reply }) => {
      const { session, token } = await services.oauth2SignIn.login(body.code);
      reply.header('authorization', bearer(token));
      return presentUser(session.user);
    },
  };
}
