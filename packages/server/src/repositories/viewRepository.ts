import { sql, type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely';
import { preparedQuery } from '../db/preparedQuery';
import type { Database, ViewColumnPermissionsTable, ViewsTable } from '../db/schema';
import { equalsIgnoringCase } from './caseInsensitive';

export type ViewRow = Selectable<ViewsTable>;
export type ViewColumnPermissionRow = Selectable<ViewColumnPermissionsTable>;

export function createViewRepository(db: Kysely<Database>) {
  // Read for every query on a view: compiled once.
  const listForOrg = preparedQuery(db, (orgId: string) => db.selectFrom('views').selectAll().where('org_id', '=', orgId).orderBy('index').orderBy('name'));
  const find = preparedQuery(db, (id: string) => db.selectFrom('views').selectAll().where('id', '=', id));
  const columnPermissions = preparedQuery(db, (viewId: string) =>
    db.selectFrom('view_column_permissions').selectAll().where('view_id', '=', viewId).orderBy('subject_type').orderBy('subject_id'),
  );
  return {
    /** Every folder and view of the organisation, archived ones included. */
    listForOrg: (orgId: string): Promise<ViewRow[]> => listForOrg(orgId),

    find: (id: string): Promise<ViewRow | undefined> => find(id).then(([row]) => row),

    /** A name taken in the folder (null: the top), other than `exceptId`. */
    async nameTaken(orgId: string, parentId: string | null, name: string, exceptId?: string): Promise<boolean> {
      let query = db
        .selectFrom('views')
        .select('id')
        .where('org_id', '=', orgId)
        .where(sql<boolean>`coalesce(parent_id, '') = ${parentId ?? ''}`)
        .where(equalsIgnoringCase('name', name));
      if (exceptId) query = query.where('id', '!=', exceptId);
      return (await query.executeTakeFirst()) !== undefined;
    },

    insert: (row: Insertable<ViewsTable>) => db.insertInto('views').values(row).execute(),

    update: (id: string, changes: Updateable<ViewsTable>) => db.updateTable('views').set(changes).where('id', '=', id).execute(),

    delete: (id: string) => db.deleteFrom('views').where('id', '=', id).execute(),

    async countChildren(orgId: string, id: string): Promise<number> {
      const row = await db
        .selectFrom('views')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('org_id', '=', orgId)
        .where('parent_id', '=', id)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Views (archived ones too) built on a source: it cannot be deleted while there are any. */
    async countBySource(orgId: string, sourceId: string): Promise<number> {
      const row = await db
        .selectFrom('views')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('org_id', '=', orgId)
        .where('source_id', '=', sourceId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    columnPermissions: (viewId: string): Promise<ViewColumnPermissionRow[]> => columnPermissions(viewId),

    /** Replaces every column permission of the view (run inside a transaction). */
    async replaceColumnPermissions(viewId: string, rows: readonly Omit<ViewColumnPermissionRow, 'view_id'>[]): Promise<void> {
      await db.deleteFrom('view_column_permissions').where('view_id', '=', viewId).execute();
      if (rows.length > 0) await db.insertInto('view_column_permissions').values(rows.map((row) => ({ ...row, view_id: viewId }))).execute();
    },

    /** A role or member leaves the organisation: their column permissions on its views go with them. */
    forgetSubjectColumns: (orgId: string, subject: { type: 'role' | 'user'; id: string }) =>
      db
        .deleteFrom('view_column_permissions')
        .where('subject_type', '=', subject.type)
        .where('subject_id', '=', subject.id)
        .where('view_id', 'in', db.selectFrom('views').select('id').where('org_id', '=', orgId))
        .execute(),
  };
}

export type ViewRepository = ReturnType<typeof createViewRepository>;
