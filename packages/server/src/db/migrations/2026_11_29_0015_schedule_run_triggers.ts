import type { Kysely, Migration } from 'kysely';

/**
 * Delivery (issue 22): what made a schedule run — its timetable, a member's *execute now*, or *send a
 * test* (to the caller alone) — and when a schedule was last started. The scheduler looks for due times
 * after the later of the last timetable run and that start, so a stopped spell is never sent afterwards.
 */
export const scheduleRunTriggers: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('schedules').addColumn('started_at', 'text').execute();
    await db.schema.alterTable('schedule_runs').addColumn('trigger', 'text', (c) => c.notNull().defaultTo('timetable')).execute();
  },
};
