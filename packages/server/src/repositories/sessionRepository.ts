import type { Kysely } from 'kysely';
import { preparedQuery } from '../db/preparedQuery';
import type { Database } from '../db/schema';
import type { UserRow } from './userRepository';

/** Server-side record of each login, so that logout and a password change end tokens before they expire. */
export function createSessionRepository(db: Kysely<Database>) {
  // Read on every authenticated request: compiled once.
  const active = preparedQuery(db, (sessionId: string, userId: string) =>
    db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .selectAll('users')
      .select('sessions.last_seen_at as session_last_seen_at')
      .where('sessions.id', '=', sessionId)
      .where('sessions.user_id', '=', userId)
      .where('sessions.revoked_at', 'is', null)
      .where('users.active', '=', 1),
  );
  return {
    insert: (session: { id: string; user_id: string; created_at: string }) =>
      db.insertInto('sessions').values({ ...session, last_seen_at: session.created_at, revoked_at: null }).execute(),

    /** The user of a session that is neither revoked nor belongs to a deactivated user. */
    findActive: (sessionId: string, userId: string): Promise<{ user: UserRow; lastSeenAt: string } | undefined> =>
      active(sessionId, userId).then(([row]) => {
        if (!row) return undefined;
        const { session_last_seen_at: lastSeenAt, ...user } = row;
        return { user, lastSeenAt };
      }),

    touch: (sessionId: string, at: string) =>
      db.updateTable('sessions').set({ last_seen_at: at }).where('id', '=', sessionId).execute(),

    revoke: (sessionId: string, at: string) =>
      db.updateTable('sessions').set({ revoked_at: at }).where('id', '=', sessionId).where('revoked_at', 'is', null).execute(),

    revokeAllOfUser: (userId: string, at: string) =>
      db.updateTable('sessions').set({ revoked_at: at }).where('user_id', '=', userId).where('revoked_at', 'is', null).execute(),

    /** Forgets a user's sessions that ended, or went idle, before `before`: their tokens are refused either way. */
    deleteEndedBefore: (userId: string, before: string) =>
      db
        .deleteFrom('sessions')
        .where('user_id', '=', userId)
        .where((eb) => eb.or([eb('revoked_at', '<', before), eb('last_seen_at', '<', before)]))
        .execute(),
  };
}

export type SessionRepository = ReturnType<typeof createSessionRepository>;
