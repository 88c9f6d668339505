import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export const SYSTEM_KEYS = { initializedAt: 'initialized_at' } as const;

export function createSystemRepository(db: Kysely<Database>) {
  return {
    async get(key: string): Promise<string | undefined> {
      const row = await db.selectFrom('system_settings').select('value').where('key', '=', key).executeTakeFirst();
      return row?.value;
    },
    /** Fails with a unique violation when the key is already set: a flag that can be set only once. */
    insert: (key: string, value: string) => db.insertInto('system_settings').values({ key, value }).execute(),
  };
}

export type SystemRepository = ReturnType<typeof createSystemRepository>;
