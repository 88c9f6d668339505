import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import { preparedQuery } from '../db/preparedQuery';
import type { Database, SourcesTable, SourceUploadsTable } from '../db/schema';
import { equalsIgnoringCase } from './caseInsensitive';

export type SourceRow = Selectable<SourcesTable>;
export type SourceUploadRow = Selectable<SourceUploadsTable>;

export function createSourceRepository(db: Kysely<Database>) {
  // Read for every query on a view: compiled once.
  const find = preparedQuery(db, (orgId: string, id: string) => db.selectFrom('sources').selectAll().where('org_id', '=', orgId).where('id', '=', id));
  return {
    /** Every folder and source of the organisation, archived ones included. */
    listForOrg: (orgId: string): Promise<SourceRow[]> =>
      db.selectFrom('sources').selectAll().where('org_id', '=', orgId).orderBy('index').orderBy('name').execute(),

    find: (orgId: string, id: string): Promise<SourceRow | undefined> => find(orgId, id).then(([row]) => row),

    /** A source by id alone, when the organisation is to be learnt from it. */
    findById: (id: string): Promise<SourceRow | undefined> => db.selectFrom('sources').selectAll().where('id', '=', id).executeTakeFirst(),

    /** A source name taken in the organisation (folders excepted), other than `exceptId`. */
    async sourceNameTaken(orgId: string, name: string, exceptId?: string): Promise<boolean> {
      let query = db.selectFrom('sources').select('id').where('org_id', '=', orgId).where('is_folder', '=', 0).where(equalsIgnoringCase('name', name));
      if (exceptId) query = query.where('id', '!=', exceptId);
      return (await query.executeTakeFirst()) !== undefined;
    },

    insert: (row: Insertable<SourcesTable>) => db.insertInto('sources').values(row).execute(),

    update: (id: string, changes: Updateable<SourcesTable>) => db.updateTable('sources').set(changes).where('id', '=', id).execute(),

    delete: (id: string) => db.deleteFrom('sources').where('id', '=', id).execute(),

    async countChildren(orgId: string, id: string): Promise<number> {
      const row = await db
        .selectFrom('sources')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('org_id', '=', orgId)
        .where('parent_id', '=', id)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    cachedSchema: (sourceId: string) => db.selectFrom('source_schemas').selectAll().where('source_id', '=', sourceId).executeTakeFirst(),

    cacheSchema: (sourceId: string, schema: string, at: string) =>
      db
        .insertInto('source_schemas')
        .values({ source_id: sourceId, schema, refreshed_at: at })
        .onConflict((conflict) => conflict.column('source_id').doUpdateSet({ schema, refreshed_at: at }))
        .execute(),

    forgetSchema: (sourceId: string) => db.deleteFrom('source_schemas').where('source_id', '=', sourceId).execute(),

    insertUpload: (row: SourceUploadRow) => db.insertInto('source_uploads').values(row).execute(),

    findUpload: (sourceId: string, id: string) =>
      db.selectFrom('source_uploads').selectAll().where('source_id', '=', sourceId).where('id', '=', id).executeTakeFirst(),

    deleteUpload: (id: string) => db.deleteFrom('source_uploads').where('id', '=', id).execute(),

    /** Uploads never imported, older than `before` (their files are removed by the caller). */
    staleUploads: (before: string) => db.selectFrom('source_uploads').selectAll().where('created_at', '<', before).execute(),
  };
}

export type SourceRepository = ReturnType<typeof createSourceRepository>;
