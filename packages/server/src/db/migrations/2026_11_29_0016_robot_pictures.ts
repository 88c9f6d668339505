import { SqliteAdapter, type Kysely, type Migration } from 'kysely';

/**
 * Pictures and files sent to DingTalk and Feishu robots (issue 22): those platforms take no upload from a
 * custom robot, so the message links to RedBI, which serves the bytes kept here to whoever holds the link's
 * sealed token until it expires (SCHEDULE_PICTURE_LINK_DAYS). Kept in the metadata store so that every web
 * node can answer a link a worker made; they go with their schedule, and when they expire.
 */
export const robotPictures: Migration = {
  async up(db: Kysely<unknown>) {
    const binary = db.getExecutor().adapter instanceof SqliteAdapter ? 'blob' : 'bytea';
    await db.schema
      .createTable('robot_pictures')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('schedule_id', 'text', (c) => c.notNull().references('schedules.id').onDelete('cascade'))
      .addColumn('filename', 'text', (c) => c.notNull())
      .addColumn('content_type', 'text', (c) => c.notNull())
      .addColumn('content', binary, (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('robot_pictures_expires_idx').on('robot_pictures').columns(['expires_at']).execute();
  },
};
