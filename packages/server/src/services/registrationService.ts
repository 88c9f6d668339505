import { ACTIVATION_LINK_HOURS, type RegisterParams, type Registration } from '@redbi/shared/domain';
import { AppError } from '@redbi/shared/errors';
import type { Locale } from '@redbi/shared/i18n';
import { isUniqueViolation } from '../db/databaseErrors';
import { activationMail } from '../delivery/mail/mailTemplates';
import type { Repositories } from '../repositories';
import type { UserRow } from '../repositories/userRepository';
import { hashPassword } from '../security/passwords';
import { createAccountCreation } from './accountCreation';
import type { InvitationService } from './invitationService';
import { hashSecret, randomSecret } from './oneTimeSecrets';
import { isoNow, type ServiceContext } from './serviceContext';

const localeOf = (user: UserRow): Locale => (user.locale === 'zh' ? 'zh' : 'en');

/** Registration, activation by mailed link, and sending that link again. */
export function createRegistrationService(ctx: ServiceContext, invitations: Pick<InvitationService, 'invites'>) {
  const createAccount = createAccountCreation(ctx);
  const hoursFromNow = (hours: number) => new Date(ctx.now().getTime() + hours * 3_600_000).toISOString();

  /** Stores a new activation token for the user and ends earlier ones; the mail is sent by the caller. */
  async function storeActivationToken(repos: Repositories, userId: string, secret: string): Promise<void> {
    const now = isoNow(ctx);
    await repos.userTokens.expireAll(userId, 'activation', now);
    await repos.userTokens.insert({
      id: ctx.newId(),
      user_id: userId,
      purpose: 'activation',
      secret_hash: hashSecret(secret),
      expires_at: hoursFromNow(ACTIVATION_LINK_HOURS),
      created_at: now,
    });
  }

  async function assertFree(repos: Repositories, params: RegisterParams): Promise<void> {
    if (await repos.users.findByLogin(params.username)) throw new AppError('USERNAME_TAKEN', { params: { username: params.username } });
    if (await repos.users.findByLogin(params.email)) throw new AppError('EMAIL_TAKEN', { params: { email: params.email } });
  }

  return {
    /**
     * Without mail the account is active at once. With mail it waits for activation, and the mail goes out
     * before the account is stored: a mail that cannot be sent is an error and leaves nothing behind. (No
     * network I/O inside the transaction: on SQLite it would hold up every other query.)
     */
    async register(params: RegisterParams, locale: Locale): Promise<Registration> {
      // An invitation opens registration even when it is closed, proves the address (no activation mail)
      // and leads into the inviting organisation instead of one of the user's own.
      const invited = params.inviteToken ? await invitations.invites(params.inviteToken, params.email) : false;
      if (!ctx.config.registration.enabled && !invited) throw new AppError('REGISTER_DISABLED');
      await assertFree(ctx.store, params);
      const passwordHash = await hashPassword(params.password);
      const secret = ctx.mailer.enabled && !invited ? randomSecret() : undefined;
      if (secret) await ctx.mailer.send(activationMail(locale, params.email, params.username, ctx.links.activation(secret)));
      try {
        await ctx.store.transaction(async (repos) => {
          await assertFree(repos, params);
          const userId = await createAccount(
            repos,
            { username: params.username, email: params.email, passwordHash, name: params.username, active: !secret, locale },
            { personalOrg: ctx.config.registration.personalOrg && !invited },
          );
          if (secret) await storeActivationToken(repos, userId, secret);
        });
      } catch (error) {
        // Two registrations racing for one name: the unique index decides, the loser hears which name.
        if (isUniqueViolation(error)) await assertFree(ctx.store, params);
        throw error;
      }
      return { activationRequired: secret !== undefined, email: params.email };
    },

    async activate(token: string): Promise<UserRow> {
      const row = await ctx.store.userTokens.findBySecretHash(hashSecret(token), 'activation');
      const now = isoNow(ctx);
      if (!row || row.used_at !== null || row.expires_at <= now) throw new AppError('ACTIVATION_INVALID');
      if (!(await ctx.store.userTokens.consume(row.id, now))) throw new AppError('ACTIVATION_INVALID');
      return ctx.store.users.update(row.user_id, { active: 1, updated_at: now });
    },

    /** Sends a new link to an account that waits for activation; the answer is the same for any other input. */
    async resendActivation(usernameOrEmail: string): Promise<void> {
      if (!ctx.mailer.enabled) throw new AppError('MAIL_NOT_CONFIGURED');
      const user = await ctx.store.users.findByLogin(usernameOrEmail);
      if (!user || user.active === 1) return;
      const secret = randomSecret();
      await ctx.store.transaction((repos) => storeActivationToken(repos, user.id, secret));
      await ctx.mailer.send(activationMail(localeOf(user), user.email, user.name || user.username, ctx.links.activation(secret)));
    },
  };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
export { localeOf as mailLocaleOf };
