import type { Kysely, Migration } from 'kysely';

/**
 * What a source's database account may do beyond reading, found when the source is saved (JSON array of
 * names, null when not known), and the organisation setting that refuses such accounts.
 */
export const sourceAccounts: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('sources').addColumn('account_privileges', 'text').execute();
    await db.schema
      .alterTable('organizations')
      .addColumn('refuse_privileged_sources', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
};
