import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Schedules and their folders (one tree per organisation, issue 22) and their runs. A run is claimed once
 * per schedule and due time — the unique key of schedule_runs — whichever node gets there first, so a due
 * time is sent exactly once even with several nodes.
 */
export const schedules: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('schedules')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('org_id', 'text', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
      .addColumn('parent_id', 'text')
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('is_folder', 'integer', (c) => c.notNull())
      // 'EMAIL' or 'WEBHOOK'; null for a folder.
      .addColumn('type', 'text')
      // 'started' or 'stopped' (a folder: 'stopped').
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('stopped'))
      .addColumn('cron_expression', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('time_zone', 'text', (c) => c.notNull().defaultTo('UTC'))
      .addColumn('start_at', 'text')
      .addColumn('end_at', 'text')
      // JSON: the e-mail or robot settings, a robot secret sealed (AES-256-GCM).
      .addColumn('config', 'text', (c) => c.notNull().defaultTo('{}'))
      // JSON: [{ vizType, vizId }].
      .addColumn('contents', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('index', 'real', (c) => c.notNull())
      .addColumn('archived', 'integer', (c) => c.notNull().defaultTo(0))
      // The member the schedule runs as: its creator; null once that user is deleted (runs then fail).
      .addColumn('owner_id', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    // Spec §5: schedule names are unique in an organisation, among those not in the recycle bin.
    await db.schema
      .createIndex('schedules_org_name_key')
      .unique()
      .on('schedules')
      .columns(['org_id'])
      .expression(sql`lower(name)`)
      .where(sql.ref('is_folder'), '=', 0)
      .where(sql.ref('archived'), '=', 0)
      .execute();
    await db.schema.createIndex('schedules_org_parent_idx').on('schedules').columns(['org_id', 'parent_id']).execute();

    await db.schema
      .createTable('schedule_runs')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('schedule_id', 'text', (c) => c.notNull().references('schedules.id').onDelete('cascade'))
      .addColumn('due_at', 'text', (c) => c.notNull())
      .addColumn('started_at', 'text')
      .addColumn('finished_at', 'text')
      // running, succeeded, partly_failed, failed, skipped.
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      // JSON: what was sent to whom, per content item.
      .addColumn('detail', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('error', 'text')
      .addUniqueConstraint('schedule_runs_due_key', ['schedule_id', 'due_at'])
      .execute();
  },
};
