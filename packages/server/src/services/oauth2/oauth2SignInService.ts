import * as oidc from 'openid-client';
import { AppError } from '@redbi/shared/errors';
import type { Locale } from '@redbi/shared/i18n';
import type { AuthService } from '../authService';
import { hashSecret, randomSecret } from '../oneTimeSecrets';
import { isoNow, type ServiceContext } from '../serviceContext';
import { createOAuth2Accounts, type Claims } from './oauth2Accounts';
import type { OAuth2Providers } from './oauth2Providers';

/** What the browser keeps, sealed, between leaving for the provider and coming back. */
interface OAuth2PendingSignIn {
  clientId: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** A sign-in must come back from the provider within this time. */
export const PENDING_SIGN_IN_SECONDS = 600;

/** The one-time code handed to /authorization lives this long. */
const LOGIN_CODE_MS = 2 * 60_000;

const providerFailure = (error: unknown): AppError =>
  error instanceof AppError ? error : new AppError('OAUTH2_FAILED', { params: { reason: (error as Error).message } });

/** Authorization-code flow with PKCE, state and nonce (openid-client), ending in a RedBI session. */
export function createOAuth2SignInService(ctx: ServiceContext, providers: OAuth2Providers, auth: AuthService) {
  const resolveUser = createOAuth2Accounts(ctx);

  return {
    /** The provider's authorization URL, and what must come back with the browser (sealed). */
    async begin(clientId: string): Promise<{ url: string; sealedPending: string }> {
      const client = providers.get(clientId);
      const connection = await providers.connection(client);
      const pending = { clientId, state: oidc.randomState(), nonce: oidc.randomNonce(), codeVerifier: oidc.randomPKCECodeVerifier() };
      const url = oidc.buildAuthorizationUrl(connection, {
        redirect_uri: ctx.links.oauth2Callback(clientId),
        scope: client.scopes,
        state: pending.state,
        nonce: pending.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(pending.codeVerifier),
        code_challenge_method: 'S256',
      });
      return { url: url.href, sealedPending: await ctx.sealer.seal({ ...pending }, PENDING_SIGN_IN_SECONDS) };
    },

    /** Checks the provider's answer, finds or creates the user, and returns a one-time login code. */
    async complete(clientId: string, callbackUrl: URL, sealedPending: string | undefined, locale: Locale): Promise<string> {
      const client = providers.get(clientId);
      const pending = sealedPending ? ((await ctx.sealer.open(sealedPending)) as OAuth2PendingSignIn | undefined) : undefined;
      if (!pending || pending.clientId !== clientId || callbackUrl.searchParams.get('state') !== pending.state) {
        throw new AppError('OAUTH2_STATE_MISMATCH');
      }
      const refusal = callbackUrl.searchParams.get('error');
      if (refusal) {
        throw new AppError('OAUTH2_FAILED', { params: { reason: callbackUrl.searchParams.get('error_description') ?? refusal } });
      }
      const connection = await providers.connection(client);
      let claims: Claims;
      try {
        const tokens = await oidc.authorizationCodeGrant(connection, callbackUrl, {
          pkceCodeVerifier: pending.codeVerifier,
          expectedState: pending.state,
          expectedNonce: pending.nonce,
        });
        const idClaims: Claims = tokens.claims() ?? {};
        const subject = typeof idClaims.sub === 'string' ? idClaims.sub : oidc.skipSubjectCheck;
        const userinfo = connection.serverMetadata().userinfo_endpoint
          ? await oidc.fetchUserInfo(connection, tokens.access_token, subject)
          : {};
        claims = { ...idClaims, ...userinfo };
      } catch (error) {
        throw providerFailure(error);
      }
      // openid-client has checked that the ID token or the userinfo answer names its subject.
      const userId = await resolveUser(client, String(claims.sub), claims, locale);
      const code = randomSecret();
      await ctx.store.userTokens.insert({
        id: ctx.newId(),
        user_id: userId,
        purpose: 'oauth2_login',
        secret_hash: hashSecret(code),
        expires_at: new Date(ctx.now().getTime() + LOGIN_CODE_MS).toISOString(),
        created_at: isoNow(ctx),
      });
      return code;
    },

    /** The /authorization page trades the one-time code for a session. */
    async login(code: string) {
      const row = await ctx.store.userTokens.findBySecretHash(hashSecret(code), 'oauth2_login');
      const now = isoNow(ctx);
      if (!row || row.used_at !== null || row.expires_at <= now || !(await ctx.store.userTokens.consume(row.id, now))) {
        throw new AppError('OAUTH2_LOGIN_EXPIRED');
      }
      const user = await ctx.store.users.getById(row.user_id);
      if (user.active !== 1) throw new AppError('ACCOUNT_NOT_ACTIVATED');
      return auth.startSession(user);
    },
  };
}

export type OAuth2SignInService = ReturnType<typeof createOAuth2SignInService>;
