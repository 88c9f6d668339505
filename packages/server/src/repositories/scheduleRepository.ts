import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database, ScheduleRunsTable, SchedulesTable } from '../db/schema';
import { equalsIgnoringCase } from './caseInsensitive';

export type ScheduleRow = Selectable<SchedulesTable>;
export type ScheduleRunRow = Selectable<ScheduleRunsTable>;

export function createScheduleRepository(db: Kysely<Database>) {
  return {
    /** Every folder and schedule of the organisation, archived ones included. */
    listForOrg: (orgId: string): Promise<ScheduleRow[]> =>
      db.selectFrom('schedules').selectAll().where('org_id', '=', orgId).orderBy('index').orderBy('name').execute(),

    /** A schedule name taken in the organisation (folders and the recycle bin excepted), other than `exceptId`. */
    async nameTaken(orgId: string, name: string, exceptId?: string): Promise<boolean> {
      let query = db
        .selectFrom('schedules')
        .select('id')
        .where('org_id', '=', orgId)
        .where('is_folder', '=', 0)
        .where('archived', '=', 0)
        .where(equalsIgnoringCase('name', name));
      if (exceptId) query = query.where('id', '!=', exceptId);
      return (await query.executeTakeFirst()) !== undefined;
    },

    insert: (row: Insertable<SchedulesTable>) => db.insertInto('schedules').values(row).execute(),

    update: (id: string, changes: Updateable<SchedulesTable>) => db.updateTable('schedules').set(changes).where('id', '=', id).execute(),

    /** Changes a schedule only while it is stopped (spec §4); false when it is started. */
    async updateWhileStopped(id: string, changes: Updateable<SchedulesTable>): Promise<boolean> {
      const result = await db.updateTable('schedules').set(changes).where('id', '=', id).where('status', '=', 'stopped').executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Its runs go with it (foreign key). */
    delete: (id: string) => db.deleteFrom('schedules').where('id', '=', id).execute(),

    async countChildren(orgId: string, id: string): Promise<number> {
      const row = await db
        .selectFrom('schedules')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('org_id', '=', orgId)
        .where('parent_id', '=', id)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** A schedule's runs, the latest due time first. */
    runs: (scheduleId: string, limit: number): Promise<ScheduleRunRow[]> =>
      db.selectFrom('schedule_runs').selectAll().where('schedule_id', '=', scheduleId).orderBy('due_at', 'desc').limit(limit).execute(),
  };
}

export type ScheduleRepository = ReturnType<typeof createScheduleRepository>;
