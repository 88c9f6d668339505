import { z } from 'zod';

/**
 * One OAuth2/OIDC provider offered on the login page. Either `issuer` (OpenID discovery) or explicit
 * endpoints. Register `<PUBLIC_URL>/redBi/api/v1/tpa/oauth2/<id>/callback` as its redirect URI.
 */
export const oauth2ClientSchema = z
  .object({
    id: z.string().regex(/^[\w-]{1,64}$/, 'must be 1-64 letters, digits, "-" or "_"'),
    name: z.string().min(1),
    issuer: z.url().optional(),
    authorizationEndpoint: z.url().optional(),
    tokenEndpoint: z.url().optional(),
    userinfoEndpoint: z.url().optional(),
    clientId: z.string().min(1),
    clientSecret: z.string().min(1).optional(),
    scopes: z.string().min(1).default('openid profile email'),
    /** Which claims (of the ID token, else of userinfo) give the username, e-mail and display name. */
    claims: z
      .object({
        username: z.string().default('preferred_username'),
        email: z.string().default('email'),
        name: z.string().default('name'),
      })
      .prefault({}),
    /** Accept the e-mail even without `email_verified: true` (only for providers that verify addresses). */
    trustEmail: z.boolean().default(false),
  })
  .refine((client) => client.issuer || (client.authorizationEndpoint && client.tokenEndpoint && client.userinfoEndpoint), {
    message: 'needs "issuer" (OpenID discovery) or "authorizationEndpoint", "tokenEndpoint" and "userinfoEndpoint"',
  });

export type OAuth2ClientConfig = z.infer<typeof oauth2ClientSchema>;

/** OAUTH2_CLIENTS: a JSON array of providers with unique ids. */
export const oauth2ClientsSchema = z
  .string()
  .transform((text, context) => {
    try {
      return JSON.parse(text) as unknown;
    } catch (error) {
      context.addIssue({ code: 'custom', message: `must be JSON: ${(error as Error).message}` });
      return z.NEVER;
    }
  })
  .pipe(z.array(oauth2ClientSchema))
  .refine((clients) => new Set(clients.map((client) => client.id)).size === clients.length, 'has two providers with the same id');
