import { sql, type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely';
import { AppError } from '@redbi/shared/errors';
import type { Database, UsersTable } from '../db/schema';
import { equalsIgnoringCase } from './caseInsensitive';

export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Insertable<UsersTable>;

export function createUserRepository(db: Kysely<Database>) {
  return {
    async getById(id: string): Promise<UserRow> {
      const user = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
      if (!user) throw new AppError('NOT_FOUND', { params: { resource: 'user' } });
      return user;
    },

    /** Case-insensitive match on the username or the e-mail (login accepts either). */
    findByLogin: (login: string) =>
      db
        .selectFrom('users')
        .selectAll()
        .where((eb) => eb.or([equalsIgnoringCase('username', login), equalsIgnoringCase('email', login)]))
        .executeTakeFirst(),

    insert: (user: NewUserRow) => db.insertInto('users').values(user).execute(),

    /**
     * Users who share an organisation with `userId` (themselves included) and whose username, e-mail or name
     * contains the keyword (any case). Nobody else, whatever the keyword.
     */
    searchAmongPeers: (userId: string, keyword: string, limit: number) => {
      const pattern = `%${keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      return db
        .selectFrom('users')
        .selectAll()
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('org_members as theirs')
              .innerJoin('org_members as mine', 'mine.org_id', 'theirs.org_id')
              .select(sql.lit(1).as('one'))
              .whereRef('theirs.user_id', '=', 'users.id')
              .where('mine.user_id', '=', userId),
          ),
        )
        .where((eb) =>
          eb.or(
            (['username', 'email', 'name'] as const).map((column) => eb(sql`lower(${sql.ref(column)})`, 'like', sql`${pattern} escape '\\'`)),
          ),
        )
        .orderBy('username')
        .limit(limit)
        .execute();
    },

    delete: (id: string) => db.deleteFrom('users').where('id', '=', id).execute(),

    /** Users who worked in a deleted organisation start from their first one again. */
    forgetCurrentOrg: (orgId: string) => db.updateTable('users').set({ current_org_id: null }).where('current_org_id', '=', orgId).execute(),

    async update(id: string, changes: Updateable<UsersTable>): Promise<UserRow> {
      const user = await db.updateTable('users').set(changes).where('id', '=', id).returningAll().executeTakeFirst();
      if (!user) throw new AppError('NOT_FOUND', { params: { resource: 'user' } });
      return user;
    },
  };
}

export type UserRepository = ReturnType<typeof createUserRepository>;
