import { sql, type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely';
import { AppError } from '@redbi/shared/errors';
import type { Database, UsersTable } from '../db/schema';

export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Insertable<UsersTable>;

export function createUserRepository(db: Kysely<Database>) {
  return {
    findById: (id: string) => db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst(),

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
        .where((eb) =>
          eb.or([eb(sql`lower(username)`, '=', login.toLowerCase()), eb(sql`lower(email)`, '=', login.toLowerCase())]),
        )
        .executeTakeFirst(),

    async usernameExists(username: string): Promise<boolean> {
      const row = await db
        .selectFrom('users')
        .select('id')
        .where(sql`lower(username)`, '=', username.toLowerCase())
        .executeTakeFirst();
      return row !== undefined;
    },

    async emailExists(email: string): Promise<boolean> {
      const row = await db
        .selectFrom('users')
        .select('id')
        .where(sql`lower(email)`, '=', email.toLowerCase())
        .executeTakeFirst();
      return row !== undefined;
    },

    async countAll(): Promise<number> {
      const row = await db.selectFrom('users').select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow();
      return Number(row.n);
    },

    insert: (user: NewUserRow) => db.insertInto('users').values(user).execute(),

    async update(id: string, changes: Updateable<UsersTable>): Promise<UserRow> {
      const user = await db.updateTable('users').set(changes).where('id', '=', id).returningAll().executeTakeFirst();
      if (!user) throw new AppError('NOT_FOUND', { params: { resource: 'user' } });
      return user;
    },
  };
}

export type UserRepository = ReturnType<typeof createUserRepository>;
