import type { Kysely, Migration } from 'kysely';

/**
 * The download list (spec §2, §4; issue 21): one row per download task — a member's, or a share viewer's
 * (the share and the page's client id, spec §3) — made by a background job (`job_id`) into a file under
 * DOWNLOADS_DIR named by the task's id. A task and its file go when they expire, when their submitter
 * removes them, and with their share or organisation.
 */
export const downloadTasks: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('download_tasks')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('org_id', 'text', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
      // The member who asked; null for a share's viewer (then share_id and share_client_id say whose).
      .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
      .addColumn('share_id', 'text', (c) => c.references('shares.id').onDelete('cascade'))
      .addColumn('share_client_id', 'text')
      // The share's token, sealed by the secret box: a picture is drawn by the share page, which needs it.
      .addColumn('share_token_sealed', 'text')
      // A LOGIN share's signed-in viewer (their data permission may apply).
      .addColumn('share_viewer_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
      // 'chart', 'dashboard' or 'storyboard'.
      .addColumn('viz_type', 'text', (c) => c.notNull())
      .addColumn('viz_id', 'text', (c) => c.notNull())
      // The file's name as offered, with its extension.
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('format', 'text', (c) => c.notNull())
      // JSON: the download's options (charts, state, theme, language, width).
      .addColumn('options', 'text', (c) => c.notNull())
      // created, done, downloaded, failed.
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('job_id', 'text')
      .addColumn('progress', 'real')
      .addColumn('rows', 'bigint')
      .addColumn('size', 'bigint')
      .addColumn('error', 'text')
      // The file's name under DOWNLOADS_DIR once made.
      .addColumn('file', 'text')
      .addColumn('content_type', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addColumn('finished_at', 'text')
      .addColumn('downloaded_at', 'text')
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('download_tasks_user_idx').on('download_tasks').columns(['user_id', 'created_at']).execute();
    await db.schema.createIndex('download_tasks_share_idx').on('download_tasks').columns(['share_id', 'share_client_id']).execute();
    await db.schema.createIndex('download_tasks_expires_idx').on('download_tasks').columns(['expires_at']).execute();
  },
};
