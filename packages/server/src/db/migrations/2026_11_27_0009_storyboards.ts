import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Storyboards: a flat list per organisation (no folders), each a versioned StoryboardConfig whose pages
 * point at dashboards and charts of the viz tree by id. No foreign keys to the vizs: a page keeps a deleted
 * target (the player says so). Privileges are the resource type 'storyboard''s grants.
 */
export const storyboards: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('storyboards')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('org_id', 'text', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      // 'unpublished' or 'published'; archived ones are in the recycle bin whatever their status.
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('unpublished'))
      // JSON: StoryboardConfig.
      .addColumn('config', 'text', (c) => c.notNull())
      .addColumn('index', 'real', (c) => c.notNull())
      .addColumn('archived', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    // Names are unique per organisation without regard to case (archived ones too, as in the viz tree).
    await db.schema.createIndex('storyboards_org_name_key').unique().on('storyboards').column('org_id').expression(sql`lower(name)`).execute();
  },
};
