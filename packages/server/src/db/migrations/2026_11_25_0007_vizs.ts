import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The viz tree (one per organisation): folders and charts, dashboards and storyboards joining later as
 * kinds of their own. A chart keeps its ChartConfig as JSON and the view it reads.
 */
export const vizs: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('vizs')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('org_id', 'text', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
      .addColumn('parent_id', 'text')
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      // 'folder' or 'chart'.
      .addColumn('kind', 'text', (c) => c.notNull())
      // 'unpublished' or 'published'; archived ones are in the recycle bin whatever their status.
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('unpublished'))
      // A view used by a chart cannot be deleted (the view service counts charts first); the key keeps it
      // so. NO ACTION, not RESTRICT: it is checked at the end of the statement, so deleting an organisation
      // (which cascades to its views and its vizs in the same statement) is not blocked by it.
      .addColumn('view_id', 'text', (c) => c.references('views.id'))
      // JSON: ChartConfig ('{}' for a folder).
      .addColumn('config', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('index', 'real', (c) => c.notNull())
      .addColumn('archived', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    // Names are unique within a folder without regard to case, folders and charts alike (as views).
    await db.schema
      .createIndex('vizs_org_parent_name_key')
      .unique()
      .on('vizs')
      .columns(['org_id'])
      .expression(sql`coalesce(parent_id, '')`)
      .expression(sql`lower(name)`)
      .execute();
    await db.schema.createIndex('vizs_view_idx').on('vizs').column('view_id').execute();
  },
};
