import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Views and their folders (one tree per organisation), variables (of a view, or public to the organisation)
 * with values per role or member, and column permissions per role or member.
 */
export const views: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('views')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('org_id', 'text', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
      .addColumn('parent_id', 'text')
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('is_folder', 'integer', (c) => c.notNull())
      // A source in use cannot be deleted (the service counts views first); the key keeps it so.
      .addColumn('source_id', 'text', (c) => c.references('sources.id'))
      .addColumn('type', 'text')
      .addColumn('script', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('model', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('config', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('index', 'real', (c) => c.notNull())
      .addColumn('archived', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    // Names are unique within a folder (as in datart): the top of the tree counts as one folder.
    await db.schema
      .createIndex('views_org_parent_name_key')
      .unique()
      .on('views')
      .columns(['org_id'])
      .expression(sql`coalesce(parent_id, '')`)
      .expression(sql`lower(name)`)
      .execute();
    await db.schema.createIndex('views_source_idx').on('views').column('source_id').execute();

    await db.schema
      .createTable('variables')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('org_id', 'text', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
      // null: a public variable of the organisation.
      .addColumn('view_id', 'text', (c) => c.references('views.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('label', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('value_type', 'text', (c) => c.notNull())
      .addColumn('permission', 'text', (c) => c.notNull())
      .addColumn('default_value', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('expression', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    // 'Variable names … must be unique' (spec §5), without regard to case, per view and among public ones.
    await db.schema
      .createIndex('variables_scope_name_key')
      .unique()
      .on('variables')
      .columns(['org_id'])
      .expression(sql`coalesce(view_id, '')`)
      .expression(sql`lower(name)`)
      .execute();

    await db.schema
      .createTable('variable_values')
      .addColumn('variable_id', 'text', (c) => c.notNull().references('variables.id').onDelete('cascade'))
      .addColumn('subject_type', 'text', (c) => c.notNull())
      .addColumn('subject_id', 'text', (c) => c.notNull())
      .addColumn('values', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('use_default', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('permission', 'text')
      .addPrimaryKeyConstraint('variable_values_pk', ['variable_id', 'subject_type', 'subject_id'])
      .execute();
    await db.schema.createIndex('variable_values_subject_idx').on('variable_values').columns(['subject_type', 'subject_id']).execute();

    await db.schema
      .createTable('view_column_permissions')
      .addColumn('view_id', 'text', (c) => c.notNull().references('views.id').onDelete('cascade'))
      .addColumn('subject_type', 'text', (c) => c.notNull())
      .addColumn('subject_id', 'text', (c) => c.notNull())
      .addColumn('mode', 'text', (c) => c.notNull())
      .addColumn('columns', 'text', (c) => c.notNull().defaultTo('[]'))
      .addPrimaryKeyConstraint('view_column_permissions_pk', ['view_id', 'subject_type', 'subject_id'])
      .execute();
    await db.schema.createIndex('view_column_permissions_subject_idx').on('view_column_permissions').columns(['subject_type', 'subject_id']).execute();
  },
};
