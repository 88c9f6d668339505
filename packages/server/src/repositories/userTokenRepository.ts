import type { Kysely, Selectable } from 'kysely';
import type { Database, UserTokenPurpose, UserTokensTable } from '../db/schema';

export type UserTokenRow = Selectable<UserTokensTable>;

export function createUserTokenRepository(db: Kysely<Database>) {
  return {
    insert: (token: Omit<UserTokenRow, 'attempts' | 'used_at'>) =>
      db.insertInto('user_tokens').values({ ...token, used_at: null }).execute(),

    findById: (id: string, purpose: UserTokenPurpose) =>
      db.selectFrom('user_tokens').selectAll().where('id', '=', id).where('purpose', '=', purpose).executeTakeFirst(),

    findBySecretHash: (secretHash: string, purpose: UserTokenPurpose) =>
      db
        .selectFrom('user_tokens')
        .selectAll()
        .where('secret_hash', '=', secretHash)
        .where('purpose', '=', purpose)
        .executeTakeFirst(),

    /** Marks a token used; false when it was used already (two requests racing for one token). */
    async consume(id: string, at: string): Promise<boolean> {
      const result = await db.updateTable('user_tokens').set({ used_at: at }).where('id', '=', id).where('used_at', 'is', null).executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Counts a wrong guess; returns the number of wrong guesses so far. */
    async countAttempt(id: string): Promise<number> {
      const row = await db
        .updateTable('user_tokens')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', id)
        .returning('attempts')
        .executeTakeFirst();
      return row?.attempts ?? 0;
    },

    /** Ends every unused token of a purpose for a user, e.g. older links once a new one is sent. */
    expireAll: (userId: string, purpose: UserTokenPurpose, at: string) =>
      db
        .updateTable('user_tokens')
        .set({ used_at: at })
        .where('user_id', '=', userId)
        .where('purpose', '=', purpose)
        .where('used_at', 'is', null)
        .execute(),

    /** Forgets a user's tokens that can no longer be used. */
    deleteDeadBefore: (userId: string, before: string) =>
      db
        .deleteFrom('user_tokens')
        .where('user_id', '=', userId)
        .where((eb) => eb.or([eb('expires_at', '<', before), eb('used_at', '<', before)]))
        .execute(),
  };
}

export type UserTokenRepository = ReturnType<typeof createUserTokenRepository>;
