import { sql, type ColumnDefinitionBuilder, type Kysely, type Migration } from 'kysely';

/**
 * Roles, their members, module switches and resource grants per subject, invitations. Everything hangs off
 * its organisation with ON DELETE CASCADE: deleting an organisation removes everything in it.
 */
export const permissions: Migration = {
  async up(db: Kysely<unknown>) {
    const org = (c: ColumnDefinitionBuilder) => c.notNull().references('organizations.id').onDelete('cascade');

    await db.schema
      .createTable('roles')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('org_id', 'text', org)
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('roles_org_name_key').unique().on('roles').columns(['org_id']).expression(sql`lower(name)`).execute();

    await db.schema
      .createTable('role_members')
      .addColumn('role_id', 'text', (c) => c.notNull().references('roles.id').onDelete('cascade'))
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('role_members_pkey', ['role_id', 'user_id'])
      .execute();
    await db.schema.createIndex('role_members_user_idx').on('role_members').column('user_id').execute();

    await db.schema
      .createTable('permission_grants')
      .addColumn('org_id', 'text', org)
      .addColumn('subject_type', 'text', (c) => c.notNull())
      .addColumn('subject_id', 'text', (c) => c.notNull())
      .addColumn('resource_type', 'text', (c) => c.notNull())
      .addColumn('resource_id', 'text', (c) => c.notNull())
      .addColumn('privileges', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('permission_grants_pkey', ['org_id', 'subject_type', 'subject_id', 'resource_type', 'resource_id'])
      .execute();
    await db.schema.createIndex('permission_grants_resource_idx').on('permission_grants').columns(['org_id', 'resource_type', 'resource_id']).execute();

    await db.schema
      .createTable('module_permissions')
      .addColumn('org_id', 'text', org)
      .addColumn('subject_type', 'text', (c) => c.notNull())
      .addColumn('subject_id', 'text', (c) => c.notNull())
      .addColumn('module', 'text', (c) => c.notNull())
      .addColumn('enabled', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('module_permissions_pkey', ['org_id', 'subject_type', 'subject_id', 'module'])
      .execute();

    await db.schema
      .createTable('org_invitations')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('org_id', 'text', org)
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('invited_by', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('accepted_at', 'text')
      .execute();
  },
};
