import { sql, type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely';
import { preparedQuery } from '../db/preparedQuery';
import type { Database, VizsTable } from '../db/schema';
import { equalsIgnoringCase } from './caseInsensitive';

/** A row of the viz tree, with the folder flag every folder tree reads (derived from `kind`). */
export type VizRow = Selectable<VizsTable> & { is_folder: number };

const withFolderFlag = (row: Selectable<VizsTable>): VizRow => ({ ...row, is_folder: row.kind === 'folder' ? 1 : 0 });

export function createVizRepository(db: Kysely<Database>) {
  // Read for every call on the viz tree (thumbnails of a whole folder included): compiled once.
  const listForOrg = preparedQuery(db, (orgId: string) => db.selectFrom('vizs').selectAll().where('org_id', '=', orgId).orderBy('index').orderBy('name'));
  const find = preparedQuery(db, (id: string) => db.selectFrom('vizs').selectAll().where('id', '=', id));
  return {
    /** Every folder, chart and dashboard of the organisation, archived ones included. */
    listForOrg: async (orgId: string): Promise<VizRow[]> => (await listForOrg(orgId)).map(withFolderFlag),

    find: async (id: string): Promise<VizRow | undefined> => {
      const [row] = await find(id);
      return row && withFolderFlag(row);
    },

    /** A name taken in the folder (null: the top), other than `exceptId`. */
    async nameTaken(orgId: string, parentId: string | null, name: string, exceptId?: string): Promise<boolean> {
      let query = db
        .selectFrom('vizs')
        .select('id')
        .where('org_id', '=', orgId)
        .where(sql<boolean>`coalesce(parent_id, '') = ${parentId ?? ''}`)
        .where(equalsIgnoringCase('name', name));
      if (exceptId) query = query.where('id', '!=', exceptId);
      return (await query.executeTakeFirst()) !== undefined;
    },

    insert: (row: Insertable<VizsTable>) => db.insertInto('vizs').values(row).execute(),

    update: (id: string, changes: Updateable<VizsTable>) => db.updateTable('vizs').set(changes).where('id', '=', id).execute(),

    delete: (id: string) => db.deleteFrom('vizs').where('id', '=', id).execute(),

    async countChildren(orgId: string, id: string): Promise<number> {
      const row = await db
        .selectFrom('vizs')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('org_id', '=', orgId)
        .where('parent_id', '=', id)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** What a dashboard refers to, replaced whole (run inside the transaction that saves the board). */
    async replaceDashboardRefs(dashboardId: string, refs: readonly { kind: 'chart' | 'view'; id: string }[]): Promise<void> {
      await db.deleteFrom('dashboard_refs').where('dashboard_id', '=', dashboardId).execute();
      if (refs.length === 0) return;
      await db
        .insertInto('dashboard_refs')
        .values(refs.map((ref) => ({ dashboard_id: dashboardId, ref_kind: ref.kind, ref_id: ref.id })))
        .execute();
    },

    /** The dashboards of the organisation (archived ones too) that embed a chart or read a view, by name. */
    dashboardsUsing: (orgId: string, kind: 'chart' | 'view', refId: string): Promise<{ id: string; name: string }[]> =>
      db
        .selectFrom('dashboard_refs')
        .innerJoin('vizs', 'vizs.id', 'dashboard_refs.dashboard_id')
        .select(['vizs.id', 'vizs.name'])
        .where('vizs.org_id', '=', orgId)
        .where('dashboard_refs.ref_kind', '=', kind)
        .where('dashboard_refs.ref_id', '=', refId)
        .orderBy('vizs.name')
        .execute(),

    /** Charts (archived ones too) reading a view: it cannot be deleted while there are any. */
    async countByView(orgId: string, viewId: string): Promise<number> {
      const row = await db
        .selectFrom('vizs')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('org_id', '=', orgId)
        .where('view_id', '=', viewId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}

export type VizRepository = ReturnType<typeof createVizRepository>;
