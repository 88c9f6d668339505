import type { Kysely, Selectable } from 'kysely';
import type { Database, OrgInvitationsTable } from '../db/schema';

export type InvitationRow = Selectable<OrgInvitationsTable>;

export function createInvitationRepository(db: Kysely<Database>) {
  return {
    insert: (invitation: InvitationRow) => db.insertInto('org_invitations').values(invitation).execute(),

    findByTokenHash: (tokenHash: string) => db.selectFrom('org_invitations').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst(),

    /** Marks it accepted; false when it was accepted already (two confirmations racing). */
    async accept(id: string, at: string): Promise<boolean> {
      const result = await db.updateTable('org_invitations').set({ accepted_at: at }).where('id', '=', id).where('accepted_at', 'is', null).executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}
