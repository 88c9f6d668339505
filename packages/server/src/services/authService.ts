import { AppError } from '@redbi/shared/errors';
import type { LoginParams } from '@redbi/shared/domain';
import type { Locale } from '@redbi/shared/i18n';
import { LRUCache } from 'lru-cache';
import { userScope } from '../db/metadataVersions';
import type { UserRow } from '../repositories/userRepository';
import { createLoginThrottle } from '../security/loginThrottle';
import { createSharedLoginThrottle } from '../security/sharedThrottles';
import { verifyAgainstDecoy, verifyPassword } from '../security/passwords';
import { isoNow, type ServiceContext, type Session } from './serviceContext';
import { VersionedCache } from './versionedCache';

/** A session's last use is recorded at most this often, so that answering a request rarely writes. */
const TOUCH_INTERVAL_MS = 60_000;

/** How many active sessions are kept in memory. */
const SESSIONS_KEPT = 10_000;

/**
 * Login, logout and the per-request check of a token against its session.
 *
 * The check keeps each active session (its user's row) with the user's version, which every end of one of
 * their sessions (logout, a password change or reset), every change to their row (deactivation, a new
 * e-mail) and every removal raises in the writing transaction: a request reads that one number instead of
 * the session, so a revoked session is refused on the very next request, on any node.
 */
export function createAuthService(ctx: ServiceContext) {
  // Counted in Redis when REDIS_URL is set (every node counts as one), else in this process.
  const throttle = ctx.sharedCounters ? createSharedLoginThrottle(ctx.config.loginLimits, ctx.sharedCounters, ctx.log) : createLoginThrottle(ctx.config.loginLimits);
  const sessions = new VersionedCache<{ user: UserRow; lastSeenAt: string } | undefined>(ctx.store.versions, { max: SESSIONS_KEPT });
  /** When this process last recorded each session's use: the kept session holds when it was loaded. */
  const touched = new LRUCache<string, string>({ max: SESSIONS_KEPT });

  async function startSession(user: UserRow): Promise<{ session: Session; token: string }> {
    const sessionId = ctx.newId();
    const now = isoNow(ctx);
    await ctx.store.sessions.insert({ id: sessionId, user_id: user.id, created_at: now });
    return { session: { sessionId, user, lastSeenAt: now }, token: await ctx.tokens.sign({ userId: user.id, sessionId }) };
  }

  return {
    startSession,

    /**
     * Username or e-mail plus password. Unknown user and wrong password get the same answer, in the same time;
     * only the right password learns that the account still waits for activation. The user's mails follow
     * the language they log in with.
     *
     * Throttled before the password is checked (security/loginThrottle): the username and the e-mail count
     * against one budget, the account's; an unknown identifier against its own, lower-cased. `address`: the
     * client's IP.
     */
    async login({ username, password }: LoginParams, locale: Locale, address: string): Promise<{ session: Session; token: string }> {
      const found = await ctx.store.users.findByLogin(username);
      const account = found ? `account:${found.id}` : `login:${username.trim().toLowerCase()}`;
      await throttle.attempt(account, address, ctx.now().getTime());
      const valid = found ? await verifyPassword(found.password_hash, password) : await verifyAgainstDecoy(password);
      if (!found || !valid) throw new AppError('INVALID_CREDENTIALS');
      await throttle.succeeded(account, address, ctx.now().getTime());
      if (found.active !== 1) throw new AppError('ACCOUNT_NOT_ACTIVATED');
      const user = found.locale === locale ? found : await ctx.store.users.update(found.id, { locale });
      const idleLimit = new Date(ctx.now().getTime() - ctx.config.tokenTimeoutMin * 60_000).toISOString();
      await ctx.store.sessions.deleteEndedBefore(user.id, idleLimit);
      return startSession(user);
    },

    /** The session a token belongs to, if the token is valid and the session has not ended. */
    async authenticate(token: string): Promise<Session | undefined> {
      const claims = await ctx.tokens.verify(token);
      if (!claims) return undefined;
      const { sessionId, userId } = claims;
      const active = await sessions.get(userScope(userId), `${sessionId}\n${userId}`, () => ctx.store.sessions.findActive(sessionId, userId));
      if (!active) return undefined;
      const lastTouched = touched.get(sessionId);
      return { sessionId, user: active.user, lastSeenAt: lastTouched !== undefined && lastTouched > active.lastSeenAt ? lastTouched : active.lastSeenAt };
    },

    /** A token with a fresh expiry for the same session, whose use is recorded (to the minute). */
    async refresh(session: Session): Promise<string> {
      const now = ctx.now();
      if (now.getTime() - Date.parse(session.lastSeenAt) >= TOUCH_INTERVAL_MS) {
        await ctx.store.sessions.touch(session.sessionId, now.toISOString());
        touched.set(session.sessionId, now.toISOString());
      }
      return ctx.tokens.sign({ userId: session.user.id, sessionId: session.sessionId });
    },

    logout: async (session: Session): Promise<void> => {
      await ctx.store.sessions.revoke(session.sessionId, isoNow(ctx));
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
