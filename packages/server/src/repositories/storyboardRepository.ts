import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database, StoryboardsTable } from '../db/schema';
import { equalsIgnoringCase } from './caseInsensitive';

/**
 * A storyboard as the folder-tree mechanics read it: a flat list, so every row sits at the top (no parent)
 * and none is a folder.
 */
export type StoryboardRow = Selectable<StoryboardsTable> & { parent_id: null; is_folder: 0 };

const asTreeRow = (row: Selectable<StoryboardsTable>): StoryboardRow => ({ ...row, parent_id: null, is_folder: 0 });

/** The storyboards of each organisation; `parent_id` and `is_folder` are not columns (see StoryboardRow). */
export function createStoryboardRepository(db: Kysely<Database>) {
  return {
    /** Every storyboard of the organisation, archived ones included, in list order. */
    listForOrg: async (orgId: string): Promise<StoryboardRow[]> =>
      (await db.selectFrom('storyboards').selectAll().where('org_id', '=', orgId).orderBy('index').orderBy('name').execute()).map(asTreeRow),

    find: async (id: string): Promise<StoryboardRow | undefined> => {
      const row = await db.selectFrom('storyboards').selectAll().where('id', '=', id).executeTakeFirst();
      return row && asTreeRow(row);
    },

    /** A name taken in the organisation (archived storyboards too), other than `exceptId`. */
    async nameTaken(orgId: string, name: string, exceptId?: string): Promise<boolean> {
      let query = db.selectFrom('storyboards').select('id').where('org_id', '=', orgId).where(equalsIgnoringCase('name', name));
      if (exceptId) query = query.where('id', '!=', exceptId);
      return (await query.executeTakeFirst()) !== undefined;
    },

    insert: (row: Insertable<StoryboardsTable>) => db.insertInto('storyboards').values(row).execute(),

    /** `parent_id` is accepted (and ignored) for the folder-tree mechanics: storyboards have no folders. */
    update: (id: string, { parent_id: _parent, ...changes }: Updateable<StoryboardsTable> & { parent_id?: string | null }) =>
      db.updateTable('storyboards').set(changes).where('id', '=', id).execute(),

    delete: (id: string) => db.deleteFrom('storyboards').where('id', '=', id).execute(),

    /** Storyboards are not folders: nothing is ever inside one. */
    countChildren: async (_orgId: string, _id: string): Promise<number> => 0,
  };
}

export type StoryboardRepository = ReturnType<typeof createStoryboardRepository>;
