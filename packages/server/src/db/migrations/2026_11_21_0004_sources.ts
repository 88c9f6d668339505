import { sql, type Kysely, type Migration } from 'kysely';

/** Sources and their folders (one tree per organisation), cached schemas, files waiting to be imported. */
export const sources: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('sources')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('org_id', 'text', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
      .addColumn('parent_id', 'text')
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('is_folder', 'integer', (c) => c.notNull())
      .addColumn('type', 'text')
      .addColumn('config', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('index', 'real', (c) => c.notNull())
      .addColumn('archived', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    // 'Source … duplicate name … rejected' (spec §5): source names are unique in an organisation.
    await db.schema
      .createIndex('sources_org_name_key')
      .unique()
      .on('sources')
      .columns(['org_id'])
      .expression(sql`lower(name)`)
      .where(sql.ref('is_folder'), '=', 0)
      .execute();
    await db.schema.createIndex('sources_org_parent_idx').on('sources').columns(['org_id', 'parent_id']).execute();

    await db.schema
      .createTable('source_schemas')
      .addColumn('source_id', 'text', (c) => c.primaryKey().references('sources.id').onDelete('cascade'))
      .addColumn('schema', 'text', (c) => c.notNull())
      .addColumn('refreshed_at', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('source_uploads')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('source_id', 'text', (c) => c.notNull().references('sources.id').onDelete('cascade'))
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('file_name', 'text', (c) => c.notNull())
      .addColumn('format', 'text', (c) => c.notNull())
      .addColumn('path', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
  },
};
