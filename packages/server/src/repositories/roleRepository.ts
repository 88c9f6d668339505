import type { Kysely, Selectable } from 'kysely';
import { preparedQuery } from '../db/preparedQuery';
import type { Database, RolesTable } from '../db/schema';
import { equalsIgnoringCase } from './caseInsensitive';

export type RoleRow = Selectable<RolesTable>;

export function createRoleRepository(db: Kysely<Database>) {
  // Read on every request within an organisation: compiled once.
  const roleIds = preparedQuery(db, (orgId: string, userId: string) =>
    db
      .selectFrom('role_members')
      .innerJoin('roles', 'roles.id', 'role_members.role_id')
      .select('role_members.role_id')
      .where('roles.org_id', '=', orgId)
      .where('role_members.user_id', '=', userId),
  );
  return {
    listForOrg: (orgId: string): Promise<RoleRow[]> =>
      db.selectFrom('roles').selectAll().where('org_id', '=', orgId).orderBy('created_at').orderBy('id').execute(),

    find: (orgId: string, roleId: string) =>
      db.selectFrom('roles').selectAll().where('org_id', '=', orgId).where('id', '=', roleId).executeTakeFirst(),

    async nameTaken(orgId: string, name: string, exceptId?: string): Promise<boolean> {
      let query = db.selectFrom('roles').select('id').where('org_id', '=', orgId).where(equalsIgnoringCase('name', name));
      if (exceptId) query = query.where('id', '!=', exceptId);
      return (await query.executeTakeFirst()) !== undefined;
    },

    insert: (role: RoleRow) => db.insertInto('roles').values(role).execute(),

    update: (roleId: string, changes: Pick<RoleRow, 'name' | 'description' | 'updated_at'>) =>
      db.updateTable('roles').set(changes).where('id', '=', roleId).execute(),

    delete: (roleId: string) => db.deleteFrom('roles').where('id', '=', roleId).execute(),

    /** user id → the roles they hold in this organisation. */
    async memberships(orgId: string): Promise<{ role_id: string; user_id: string; name: string }[]> {
      return db
        .selectFrom('role_members')
        .innerJoin('roles', 'roles.id', 'role_members.role_id')
        .select(['role_members.role_id', 'role_members.user_id', 'roles.name'])
        .where('roles.org_id', '=', orgId)
        .orderBy('roles.created_at')
        .execute();
    },

    async roleIdsOf(orgId: string, userId: string): Promise<string[]> {
      const rows = await roleIds(orgId, userId);
      return rows.map((row) => row.role_id);
    },

    async setMembers(roleId: string, userIds: readonly string[]): Promise<void> {
      await db.deleteFrom('role_members').where('role_id', '=', roleId).execute();
      if (userIds.length) await db.insertInto('role_members').values(userIds.map((user_id) => ({ role_id: roleId, user_id }))).execute();
    },

    /** Replaces the roles a user holds in one organisation. */
    async setRolesOfUser(orgId: string, userId: string, roleIds: readonly string[]): Promise<void> {
      await db
        .deleteFrom('role_members')
        .where('user_id', '=', userId)
        .where('role_id', 'in', db.selectFrom('roles').select('id').where('org_id', '=', orgId))
        .execute();
      if (roleIds.length) await db.insertInto('role_members').values(roleIds.map((role_id) => ({ role_id, user_id: userId }))).execute();
    },
  };
}

export type RoleRepository = ReturnType<typeof createRoleRepository>;
