import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { UserRow } from './userRepository';

/** Server-side record of each login, so that logout and a password change end tokens before they expire. */
export function createSessionRepository(db: Kysely<Database>) {
  return {
    insert: (session: { id: string; user_id: string; created_at: string }) =>
      db.insertInto('sessions').values({ ...session, revoked_at: null }).execute(),

    /** The user of a session that is neither revoked nor belongs to a deactivated user. */
    findActiveUser: (sessionId: string, userId: string): Promise<UserRow | undefined> =>
      db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .selectAll('users')
        .where('sessions.id', '=', sessionId)
        .where('sessions.user_id', '=', userId)
        .where('sessions.revoked_at', 'is', null)
        .where('users.active', '=', 1)
        .executeTakeFirst(),

    revoke: (sessionId: string, at: string) =>
      db.updateTable('sessions').set({ revoked_at: at }).where('id', '=', sessionId).where('revoked_at', 'is', null).execute(),

    revokeAllOfUser: (userId: string, at: string) =>
      db.updateTable('sessions').set({ revoked_at: at }).where('user_id', '=', userId).where('revoked_at', 'is', null).execute(),

    /** Forgets sessions that ended before `before`; their tokens are refused either way. */
    deleteRevokedBefore: (userId: string, before: string) =>
      db.deleteFrom('sessions').where('user_id', '=', userId).where('revoked_at', '<', before).execute(),
  };
}

export type SessionRepository = ReturnType<typeof createSessionRepository>;
