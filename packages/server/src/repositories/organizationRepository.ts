import type { Kysely, Selectable } from 'kysely';
import type { Database, OrganizationsTable } from '../db/schema';
import { equalsIgnoringCase } from './caseInsensitive';

export type OrganizationRow = Selectable<OrganizationsTable>;
export type MemberOrganizationRow = OrganizationRow & { is_owner: number };

export function createOrganizationRepository(db: Kysely<Database>) {
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
