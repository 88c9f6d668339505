import {
  RESET_CODE_LENGTH,
  RESET_CODE_MAX_ATTEMPTS,
  RESET_CODE_MINUTES,
  type ForgetPasswordParams,
  type ResetPasswordParams,
  type ResetTicket,
} from '@redbi/shared/domain';
import { AppError } from '@redbi/shared/errors';
import { resetCodeMail } from '../delivery/mail/mailTemplates';
import { hashPassword } from '../security/passwords';
import { hashSecret, normalizeCode, randomCode, secretMatches } from './oneTimeSecrets';
import { mailLocaleOf } from './registrationService';
import { isoNow, type ServiceContext } from './serviceContext';

/** The code is bound to its ticket: a code is worth nothing with another reset request. */
const codeHash = (ticket: string, code: string) => hashSecret(`${ticket}:${normalizeCode(code)}`);

/**
 * Forgotten passwords: a verification code mailed to the account's address, valid 10 minutes, at most 5
 * wrong tries, usable once. Asking for a code answers the same whether or not the account exists.
 */
export function createPasswordResetService(ctx: ServiceContext) {
  return {
    async sendCode(params: ForgetPasswordParams): Promise<ResetTicket> {
      if (!ctx.mailer.enabled) throw new AppError('MAIL_NOT_CONFIGURED');
      const ticket = ctx.newId();
      const answer = { ticket, expiresInMinutes: RESET_CODE_MINUTES };
      // Usernames cannot contain "@" and e-mails must, so one lookup serves both kinds of principal.
      const user = await ctx.store.users.findByLogin(params.principal);
      if (!user) return answer;
      const code = randomCode(RESET_CODE_LENGTH);
      const now = isoNow(ctx);
      await ctx.store.transaction(async (repos) => {
        await repos.userTokens.deleteDeadBefore(user.id, now);
        await repos.userTokens.expireAll(user.id, 'password_reset', now);
        await repos.userTokens.insert({
          id: ticket,
          user_id: user.id,
          purpose: 'password_reset',
          secret_hash: codeHash(ticket, code),
          expires_at: new Date(ctx.now().getTime() + RESET_CODE_MINUTES * 60_000).toISOString(),
          created_at: now,
        });
      });
      await ctx.mailer.send(resetCodeMail(mailLocaleOf(user), user.email, user.name || user.username, code));
      return answer;
    },

    /** Sets the new password and ends every session; proving the mailbox also activates a waiting account. */
    async reset(params: ResetPasswordParams): Promise<void> {
      const row = await ctx.store.userTokens.findById(params.ticket, 'password_reset');
      const now = isoNow(ctx);
      if (!row || row.used_at !== null || row.expires_at <= now) throw new AppError('RESET_CODE_INVALID');
      if (row.attempts >= RESET_CODE_MAX_ATTEMPTS) throw new AppError('RESET_CODE_LOCKED');
      if (!secretMatches(`${params.ticket}:${normalizeCode(params.verifyCode)}`, row.secret_hash)) {
        const attempts = await ctx.store.userTokens.countAttempt(row.id);
        throw new AppError(attempts >= RESET_CODE_MAX_ATTEMPTS ? 'RESET_CODE_LOCKED' : 'RESET_CODE_INVALID');
      }
      const passwordHash = await hashPassword(params.newPassword);
      await ctx.store.transaction(async (repos) => {
        if (!(await repos.userTokens.consume(row.id, now))) throw new AppError('RESET_CODE_INVALID');
        await repos.users.update(row.user_id, { password_hash: passwordHash, active: 1, updated_at: now });
        await repos.sessions.revokeAllOfUser(row.user_id, now);
        await repos.userTokens.expireAll(row.user_id, 'password_reset', now);
      });
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
