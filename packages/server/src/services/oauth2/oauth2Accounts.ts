import { AppError } from '@redbi/shared/errors';
import type { Locale } from '@redbi/shared/i18n';
import type { OAuth2ClientConfig } from '../../config/oauth2ClientSchema';
import type { Repositories } from '../../repositories';
import { hashPassword } from '../../security/passwords';
import { createAccountCreation } from '../accountCreation';
import { randomSecret } from '../oneTimeSecrets';
import { isoNow, type ServiceContext } from '../serviceContext';

export type Claims = Record<string, unknown>;

const claimText = (claims: Claims, name: string): string | undefined => {
  const value = claims[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : typeof value === 'number' ? String(value) : undefined;
};

/** A username from the provider's, valid here ("@" and spaces removed) and free ("ann", "ann2" …). */
async function freeUsername(repos: Repositories, wanted: string): Promise<string> {
  const base = wanted.replace(/[@\s]+/g, '').slice(0, 60) || 'user';
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}${n}`;
    if (!(await repos.users.findByLogin(candidate))) return candidate;
  }
}

/**
 * The local user behind a provider account: the one linked to it before, else the one with the same
 * verified e-mail (then linked), else a new one (when registration is open) with a personal organisation.
 */
export function createOAuth2Accounts(ctx: ServiceContext) {
  const createAccount = createAccountCreation(ctx);
  return async function resolveUser(client: OAuth2ClientConfig, subject: string, claims: Claims, locale: Locale): Promise<string> {
    const linked = await ctx.store.userIdentities.findUserId(client.id, subject);
    if (linked) return linked;

    const email = claimText(claims, client.claims.email);
    const verified = claims.email_verified === true || claims.email_verified === 'true' || client.trustEmail;
    if (!email || !verified) throw new AppError('OAUTH2_EMAIL_MISSING');
    const existing = await ctx.store.users.findByLogin(email);
    if (!existing && !ctx.config.registration.enabled) throw new AppError('REGISTER_DISABLED');
    // A new third-party account has no usable password until the user sets one (forgot password).
    const unusablePasswordHash = existing ? undefined : await hashPassword(randomSecret());

    return ctx.store.transaction(async (repos) => {
      const now = isoNow(ctx);
      let userId: string;
      if (existing) {
        userId = existing.id;
        // The provider vouched for the address: an account waiting for activation is active now.
        if (existing.active !== 1) await repos.users.update(userId, { active: 1, updated_at: now });
      } else {
        const username = await freeUsername(repos, claimText(claims, client.claims.username) ?? email.split('@')[0] ?? 'user');
        userId = await createAccount(
          repos,
          { username, email, passwordHash: unusablePasswordHash ?? '', name: claimText(claims, client.claims.name) ?? username, active: true, locale },
          { personalOrg: ctx.config.registration.personalOrg },
        );
      }
      await repos.userIdentities.insert({ provider: client.id, subject, user_id: userId, created_at: now });
      return userId;
    });
  };
}
