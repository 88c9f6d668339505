import { z } from 'zod';
import { defineRoute } from '../defineRoute';

export const OAuth2ClientSchema = z
  .object({
    name: z.string().meta({ description: 'Display name of the provider' }),
    value: z.string().meta({ description: 'URL that starts the sign-in with this provider' }),
  })
  .meta({ id: 'OAuth2Client' });

export const thirdPartyRoutes = {
  oauth2Clients: defineRoute({
    method: 'GET',
    path: '/tpa/getOauth2Clients',
    auth: 'public',
    summary: 'The OAuth2/OIDC providers offered on the login page (none until providers are configured)',
    tags: ['auth'],
    response: z.array(OAuth2ClientSchema),
  }),
};
