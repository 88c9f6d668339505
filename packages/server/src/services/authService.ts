import { AppError } from '@redbi/shared/errors';
import type { LoginParams } from '@redbi/shared/domain';
import type { UserRow } from '../repositories/userRepository';
import { verifyAgainstDecoy, verifyPassword } from '../security/passwords';
import { isoNow, type ServiceContext, type Session } from './serviceContext';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Login, logout and the per-request check of a token against its session. */
export function createAuthService(ctx: ServiceContext) {
  async function startSession(user: UserRow): Promise<{ session: Session; token: string }> {
    const sessionId = ctx.newId();
    await ctx.store.sessions.insert({ id: sessionId, user_id: user.id, created_at: isoNow(ctx) });
    return { session: { sessionId, user }, token: await ctx.tokens.sign({ userId: user.id, sessionId }) };
  }

  return {
    /** Username or e-mail plus password. Unknown user and wrong password get the same answer, in the same time. */
    async login({ username, password }: LoginParams): Promise<{ session: Session; token: string }> {
      const user = await ctx.store.users.findByLogin(username);
      const valid = user ? await verifyPassword(user.password_hash, password) : await verifyAgainstDecoy(password);
      if (!user || !valid || user.active !== 1) throw new AppError('INVALID_CREDENTIALS');
      await ctx.store.sessions.deleteRevokedBefore(user.id, new Date(ctx.now().getTime() - DAY_MS).toISOString());
      return startSession(user);
    },

    /** The session a token belongs to, if the token is valid and the session has not ended. */
    async authenticate(token: string): Promise<Session | undefined> {
      const claims = await ctx.tokens.verify(token);
      if (!claims) return undefined;
      const user = await ctx.store.sessions.findActiveUser(claims.sessionId, claims.userId);
      return user ? { sessionId: claims.sessionId, user } : undefined;
    },

    /** A token with a fresh expiry for the same session. */
    refresh: (session: Session): Promise<string> =>
      ctx.tokens.sign({ userId: session.user.id, sessionId: session.sessionId }),

    logout: async (session: Session): Promise<void> => {
      await ctx.store.sessions.revoke(session.sessionId, isoNow(ctx));
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
