import type { ShareVizType } from '@redbi/shared/domain';
import { sql, type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely';
import type { Database, SharesTable, ShareVisitsTable } from '../db/schema';

export type ShareRow = Selectable<SharesTable>;
export type ShareVisitRow = Selectable<ShareVisitsTable> & { user_name: string | null; user_username: string | null };

/** Share links and their visits (issue 13). */
export function createShareRepository(db: Kysely<Database>) {
  return {
    find: (id: string): Promise<ShareRow | undefined> => db.selectFrom('shares').selectAll().where('id', '=', id).executeTakeFirst(),

    findByTokenHash: (tokenHash: string): Promise<ShareRow | undefined> =>
      db.selectFrom('shares').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst(),

    /** The organisation's shares, newest first; of one resource when it is named. */
    listForOrg(orgId: string, viz?: { type: string; id: string }): Promise<ShareRow[]> {
      let query = db.selectFrom('shares').selectAll().where('org_id', '=', orgId);
      if (viz) query = query.where('viz_type', '=', viz.type).where('viz_id', '=', viz.id);
      return query.orderBy('created_at', 'desc').orderBy('id').execute();
    },

    insert: (row: Insertable<SharesTable>) => db.insertInto('shares').values(row).execute(),

    update: (id: string, changes: Updateable<SharesTable>) => db.updateTable('shares').set(changes).where('id', '=', id).execute(),

    /**
     * Deletes the shares of a resource, revoked ones too (run inside the transaction that deletes it); their
     * visits go with them (share_visits.share_id is ON DELETE CASCADE).
     */
    async deleteForResource(orgId: string, vizType: ShareVizType, vizId: string): Promise<void> {
      await db.deleteFrom('shares').where('org_id', '=', orgId).where('viz_type', '=', vizType).where('viz_id', '=', vizId).execute();
    },

    /** Logs an opening and counts it on the share (without touching updated_at: its sessions stay valid). */
    async recordVisit(visit: Insertable<ShareVisitsTable>): Promise<void> {
      await db.insertInto('share_visits').values(visit).execute();
      await db
        .updateTable('shares')
        .set({ visit_count: sql<number>`visit_count + 1`, last_visit_at: visit.at })
        .where('id', '=', visit.share_id)
        .execute();
    },

    /** Forgets a share's visits before `before` (ISO): the log keeps a window, the count stays on the share. */
    pruneVisits: (shareId: string, before: string) => db.deleteFrom('share_visits').where('share_id', '=', shareId).where('at', '<', before).execute(),

    /** The latest visits of a share, with the viewer's name when known. */
    latestVisits: (shareId: string, limit: number): Promise<ShareVisitRow[]> =>
      db
        .selectFrom('share_visits')
        .leftJoin('users', 'users.id', 'share_visits.user_id')
        .select(['share_visits.id', 'share_visits.share_id', 'share_visits.at', 'share_visits.user_id', 'share_visits.address', 'users.name as user_name', 'users.username as user_username'])
        .where('share_visits.share_id', '=', shareId)
        .orderBy('share_visits.at', 'desc')
        .orderBy('share_visits.id', 'desc')
        .limit(limit)
        .execute(),
  };
}

export type ShareRepository = ReturnType<typeof createShareRepository>;
