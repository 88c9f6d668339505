import type { Kysely, Migration } from 'kysely';

/**
 * Share links (issue 13): a chart, a dashboard or a storyboard opened by outsiders through a token. Only the
 * token's SHA-256 is kept (a stolen database gives no working link); a CODE share's access code is kept
 * encrypted with the secret box (the sharer reads it again in the share list). A revoked share keeps its
 * row, so that its link says "revoked" rather than "unknown". Every opening is a row of `share_visits`.
 */
export const shares: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('shares')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('org_id', 'text', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
      // 'chart', 'dashboard' or 'storyboard'; the id of the viz or storyboard (no foreign key: two tables).
      .addColumn('viz_type', 'text', (c) => c.notNull())
      .addColumn('viz_id', 'text', (c) => c.notNull())
      // Hex SHA-256 of the token (32 random bytes, base64url).
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      // The access code sealed by the secret box; null unless the verification is CODE.
      .addColumn('code_sealed', 'text')
      // JSON: ShareSettings without expiresAt (verification, viewers, data permission, downloads).
      .addColumn('settings', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text')
      // The sharer: whose data permission SHARER uses; a deleted user leaves null (the share stops).
      .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addColumn('revoked_at', 'text')
      .addColumn('last_visit_at', 'text')
      .addColumn('visit_count', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.createIndex('shares_org_viz_idx').on('shares').columns(['org_id', 'viz_type', 'viz_id']).execute();
    await db.schema
      .createTable('share_visits')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('share_id', 'text', (c) => c.notNull().references('shares.id').onDelete('cascade'))
      .addColumn('at', 'text', (c) => c.notNull())
      // The signed-in viewer when known (LOGIN); their account's deletion keeps the visit, anonymous.
      .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('address', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('share_visits_share_at_idx').on('share_visits').columns(['share_id', 'at']).execute();
  },
};
