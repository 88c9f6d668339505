import type { Kysely, Migration } from 'kysely';

/**
 * Dashboards are rows of the viz tree of kind 'dashboard' (their BoardConfig as JSON in `config`, no view).
 * What each board refers to — the saved charts it embeds and the views its widgets read — is kept beside it,
 * rewritten with every save, so that "which boards use this chart or view" is one indexed lookup (usage
 * warnings, refusing to delete a view a board reads) instead of a scan of every board's JSON.
 */
export const dashboards: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('dashboard_refs')
      .addColumn('dashboard_id', 'text', (c) => c.notNull().references('vizs.id').onDelete('cascade'))
      // 'chart' or 'view'.
      .addColumn('ref_kind', 'text', (c) => c.notNull())
      // A chart's or a view's id; no foreign key: a board keeps a deleted chart's widget (it says so).
      .addColumn('ref_id', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('dashboard_refs_pkey', ['dashboard_id', 'ref_kind', 'ref_id'])
      .execute();
    await db.schema.createIndex('dashboard_refs_ref_idx').on('dashboard_refs').columns(['ref_kind', 'ref_id']).execute();
  },
};
