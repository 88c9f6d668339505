import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database, DownloadTasksTable } from '../db/schema';

export type DownloadTaskRow = Selectable<DownloadTasksTable>;

/** The download list's tasks (services/downloads). Times are ISO strings. */
export function createDownloadTaskRepository(db: Kysely<Database>) {
  return {
    find: (id: string): Promise<DownloadTaskRow | undefined> => db.selectFrom('download_tasks').selectAll().where('id', '=', id).executeTakeFirst(),

    insert: (row: Insertable<DownloadTasksTable>) => db.insertInto('download_tasks').values(row).execute(),

    update: (id: string, changes: Updateable<DownloadTasksTable>) => db.updateTable('download_tasks').set(changes).where('id', '=', id).execute(),

    /** Changes a task only while it has the given status (a job finishing a task removed or cancelled meanwhile changes nothing). */
    async updateIf(id: string, status: DownloadTaskRow['status'], changes: Updateable<DownloadTasksTable>): Promise<boolean> {
      const result = await db.updateTable('download_tasks').set(changes).where('id', '=', id).where('status', '=', status).executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    delete: (id: string) => db.deleteFrom('download_tasks').where('id', '=', id).execute(),

    /** A member's tasks that have not expired at `now`, newest first. */
    listForUser: (userId: string, now: string, limit: number): Promise<DownloadTaskRow[]> =>
      db.selectFrom('download_tasks').selectAll().where('user_id', '=', userId).where('expires_at', '>', now).orderBy('created_at', 'desc').orderBy('id').limit(limit).execute(),

    /** A share viewer's tasks (the share and the page's client id) that have not expired, newest first. */
    listForShareClient: (shareId: string, clientId: string, now: string, limit: number): Promise<DownloadTaskRow[]> =>
      db
        .selectFrom('download_tasks')
        .selectAll()
        .where('share_id', '=', shareId)
        .where('share_client_id', '=', clientId)
        .where('expires_at', '>', now)
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .limit(limit)
        .execute(),

    /** Tasks whose time is up at `now`, or whose share is revoked or gone (their files go too). */
    ended: (now: string, limit: number): Promise<DownloadTaskRow[]> =>
      db
        .selectFrom('download_tasks')
        .leftJoin('shares', 'shares.id', 'download_tasks.share_id')
        .selectAll('download_tasks')
        .where((eb) => eb.or([eb('download_tasks.expires_at', '<=', now), eb.and([eb('download_tasks.share_id', 'is not', null), eb('shares.revoked_at', 'is not', null)])]))
        .limit(limit)
        .execute(),

    /** The tasks of a share (when it is revoked, they end). */
    listForShare: (shareId: string): Promise<DownloadTaskRow[]> => db.selectFrom('download_tasks').selectAll().where('share_id', '=', shareId).execute(),

    /** Every file name a task still refers to (the rest under DOWNLOADS_DIR is left over). */
    fileNames: async (): Promise<Set<string>> =>
      new Set((await db.selectFrom('download_tasks').select('file').where('file', 'is not', null).execute()).map((row) => row.file as string)),
  };
}

export type DownloadTaskRepository = ReturnType<typeof createDownloadTaskRepository>;
