import { z } from 'zod';
import { OAuth2LoginCodeSchema, UserSchema } from '../../domain';
import { defineRoute, rawResponse } from '../defineRoute';

export const OAuth2ClientSchema = z
  .object({
    name: z.string().meta({ description: 'Display name of the provider' }),
    value: z.string().meta({ description: 'URL that starts the sign-in with this provider' }),
  })
  .meta({ id: 'OAuth2Client' });

const providerParams = z.object({ clientId: z.string().regex(/^[\w-]{1,64}$/) });

/** Sign-in through OAuth2/OIDC providers: authorization code flow with PKCE, state and nonce. */
export const thirdPartyRoutes = {
  oauth2Clients: defineRoute({
    method: 'GET',
    path: '/tpa/getOauth2Clients',
    auth: 'public',
    summary: 'The OAuth2/OIDC providers offered on the login page',
    tags: ['auth'],
    response: z.array(OAuth2ClientSchema),
  }),
  oauth2Authorize: defineRoute({
    method: 'GET',
    path: '/tpa/oauth2/:clientId/authorize',
    auth: 'public',
    summary: 'Starts the sign-in: redirects the browser to the provider',
    tags: ['auth'],
    params: providerParams,
    response: rawResponse,
  }),
  oauth2Callback: defineRoute({
    method: 'GET',
    path: '/tpa/oauth2/:clientId/callback',
    auth: 'public',
    summary: 'Where the provider returns; redirects to /redBi/authorization with a one-time code, or with an error',
    tags: ['auth'],
    params: providerParams,
    query: z.object({
      code: z.string().max(4096).optional(),
      state: z.string().max(512).optional(),
      error: z.string().max(512).optional(),
      error_description: z.string().max(2048).optional(),
    }),
    response: rawResponse,
  }),
  oauth2Login: defineRoute({
    method: 'POST',
    path: '/tpa/oauth2/login',
    auth: 'public',
    summary: 'Exchanges the one-time code of the callback for a session (token in the Authorization header)',
    tags: ['auth'],
    startsSession: true,
    body: OAuth2LoginCodeSchema,
    response: UserSchema,
  }),
};
