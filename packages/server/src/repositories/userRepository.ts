import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
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

    async update(id: string, changes: Updateable<UsersTable>): Promise<UserRow> {
      const user = await db.updateTable('users').set(changes).where('id', '=', id).returningAll().executeTakeFirst();
      if (!user) throw new AppError('NOT_FOUND', { params: { resource: 'user' } });
      return user;
    },
  };
}

export type UserRepository = ReturnType<typeof createUserRepository>;
