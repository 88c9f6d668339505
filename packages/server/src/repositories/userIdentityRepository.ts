import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Accounts at OAuth2/OIDC providers, by provider id and the provider's subject, linked to users. */
export function createUserIdentityRepository(db: Kysely<Database>) {
  return {
    async findUserId(provider: string, subject: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('user_identities')
        .select('user_id')
        .where('provider', '=', provider)
        .where('subject', '=', subject)
        .executeTakeFirst();
      return row?.user_id;
    },
    insert: (identity: { provider: string; subject: string; user_id: string; created_at: string }) =>
      db.insertInto('user_identities').values(identity).execute(),
  };
}
