import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database, ScheduleRunsTable, SchedulesTable } from '../db/schema';
import { equalsIgnoringCase } from './caseInsensitive';

export type ScheduleRow = Selectable<SchedulesTable>;
export type ScheduleRunRow = Selectable<ScheduleRunsTable>;
/** A run with the name and type of its schedule (the organisation's history). */
export type OrgScheduleRunRow = ScheduleRunRow & { schedule_name: string; schedule_type: SchedulesTable['type'] };

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

    /** The schedules that run on their timetable now: started, not in the recycle bin. */
    startedSchedules: (): Promise<ScheduleRow[]> =>
      db.selectFrom('schedules').selectAll().where('is_folder', '=', 0).where('status', '=', 'started').where('archived', '=', 0).execute(),

    find: (id: string): Promise<ScheduleRow | undefined> => db.selectFrom('schedules').selectAll().where('id', '=', id).executeTakeFirst(),

    /** The latest due time of its timetable claimed for a schedule, or undefined before its first. */
    async lastDueAt(scheduleId: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('schedule_runs')
        .select('due_at')
        .where('schedule_id', '=', scheduleId)
        .where('trigger', '=', 'timetable')
        .orderBy('due_at', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row?.due_at;
    },

    /**
     * Claims a due time: inserts its run unless one exists (the unique key of schedule and due time decides
     * between nodes). True when this call made the row.
     */
    async claimRun(row: Insertable<ScheduleRunsTable>): Promise<boolean> {
      const result = await db.insertInto('schedule_runs').values(row).onConflict((conflict) => conflict.columns(['schedule_id', 'due_at']).doNothing()).executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    findRun: (scheduleId: string, dueAt: string): Promise<ScheduleRunRow | undefined> =>
      db.selectFrom('schedule_runs').selectAll().where('schedule_id', '=', scheduleId).where('due_at', '=', dueAt).executeTakeFirst(),

    updateRun: (id: string, changes: Updateable<ScheduleRunsTable>) => db.updateTable('schedule_runs').set(changes).where('id', '=', id).execute(),

    /** Ends a run that is still running (a conditional write): true when this call ended it, false when it had ended already. */
    async endRunningRun(id: string, changes: Updateable<ScheduleRunsTable>): Promise<boolean> {
      const result = await db.updateTable('schedule_runs').set(changes).where('id', '=', id).where('status', '=', 'running').executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /**
     * The runs of the given schedules (those a caller may manage), of one status or all, the latest due time
     * first: one page of them with their schedule's name and type, and how many there are in all.
     */
    async runsOfSchedules(
      scheduleIds: readonly string[],
      { status, limit, offset }: { status?: ScheduleRunRow['status']; limit: number; offset: number },
    ): Promise<{ rows: OrgScheduleRunRow[]; total: number }> {
      if (scheduleIds.length === 0) return { rows: [], total: 0 };
      let runs = db.selectFrom('schedule_runs').where('schedule_runs.schedule_id', 'in', [...scheduleIds]);
      if (status) runs = runs.where('schedule_runs.status', '=', status);
      const [rows, count] = await Promise.all([
        runs
          .innerJoin('schedules', 'schedules.id', 'schedule_runs.schedule_id')
          .selectAll('schedule_runs')
          .select(['schedules.name as schedule_name', 'schedules.type as schedule_type'])
          .orderBy('schedule_runs.due_at', 'desc')
          .orderBy('schedule_runs.id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
        runs.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },

    /** A schedule's runs, the latest due time first. */
    runs: (scheduleId: string, limit: number): Promise<ScheduleRunRow[]> =>
      db.selectFrom('schedule_runs').selectAll().where('schedule_id', '=', scheduleId).orderBy('due_at', 'desc').limit(limit).execute(),
  };
}

export type ScheduleRepository = ReturnType<typeof createScheduleRepository>;
