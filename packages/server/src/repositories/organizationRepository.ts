import type { Kysely, Selectable, Updateable } from 'kysely';
import { preparedQuery } from '../db/preparedQuery';
import type { Database, OrganizationsTable } from '../db/schema';
import type { UserRow } from './userRepository';
import { equalsIgnoringCase } from './caseInsensitive';

export type OrganizationRow = Selectable<OrganizationsTable>;
export type MemberOrganizationRow = OrganizationRow & { is_owner: number };
export type MemberRow = UserRow & { is_owner: number; joined_at: string };

export function createOrganizationRepository(db: Kysely<Database>) {
  // Read on every request within an organisation: compiled once.
  const membership = preparedQuery(db, (orgId: string, userId: string) =>
    db.selectFrom('org_members').select(['is_owner', 'created_at']).where('org_id', '=', orgId).where('user_id', '=', userId),
  );
  return {
    /** The organisations a user belongs to, oldest first, with whether they own each. */
    listForUser: (userId: string): Promise<MemberOrganizationRow[]> =>
      db
        .selectFrom('organizations')
        .innerJoin('org_members', 'org_members.org_id', 'organizations.id')
        .selectAll('organizations')
        .select('org_members.is_owner')
        .where('org_members.user_id', '=', userId)
        .orderBy('organizations.created_at')
        .orderBy('organizations.id')
        .execute(),

    find: (orgId: string) => db.selectFrom('organizations').selectAll().where('id', '=', orgId).executeTakeFirst(),

    update: (orgId: string, changes: Updateable<OrganizationsTable>) =>
      db.updateTable('organizations').set(changes).where('id', '=', orgId).execute(),

    /** Deletes the organisation; its members, roles, grants and invitations go with it (ON DELETE CASCADE). */
    delete: (orgId: string) => db.deleteFrom('organizations').where('id', '=', orgId).execute(),

    membership: (orgId: string, userId: string) => membership(orgId, userId).then(([row]) => row),

    /** The members, oldest first; or only `userId` when given. */
    listMembers: (orgId: string, userId?: string): Promise<MemberRow[]> => {
      let query = db
        .selectFrom('users')
        .innerJoin('org_members', 'org_members.user_id', 'users.id')
        .selectAll('users')
        .select(['org_members.is_owner', 'org_members.created_at as joined_at'])
        .where('org_members.org_id', '=', orgId);
      if (userId) query = query.where('users.id', '=', userId);
      return query.orderBy('org_members.created_at').orderBy('users.username').execute();
    },

    removeMember: (orgId: string, userId: string) =>
      db.deleteFrom('org_members').where('org_id', '=', orgId).where('user_id', '=', userId).execute(),

    setOwner: (orgId: string, userId: string, isOwner: boolean) =>
      db.updateTable('org_members').set({ is_owner: isOwner ? 1 : 0 }).where('org_id', '=', orgId).where('user_id', '=', userId).execute(),

    async countOwners(orgId: string): Promise<number> {
      const row = await db
        .selectFrom('org_members')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('org_id', '=', orgId)
        .where('is_owner', '=', 1)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async countOrganizationsOf(userId: string): Promise<number> {
      const row = await db
        .selectFrom('org_members')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async isMember(orgId: string, userId: string): Promise<boolean> {
      const row = await db
        .selectFrom('org_members')
        .select('org_id')
        .where('org_id', '=', orgId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row !== undefined;
    },

    async nameExists(name: string): Promise<boolean> {
      const row = await db
        .selectFrom('organizations')
        .select('id')
        .where(equalsIgnoringCase('name', name))
        .executeTakeFirst();
      return row !== undefined;
    },

    insert: (org: OrganizationRow) => db.insertInto('organizations').values(org).execute(),

    addMember: (member: { org_id: string; user_id: string; is_owner: number; created_at: string }) =>
      db.insertInto('org_members').values(member).execute(),
  };
}

export type OrganizationRepository = ReturnType<typeof createOrganizationRepository>;
