import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, RobotPicturesTable } from '../db/schema';

export type RobotPictureRow = Selectable<RobotPicturesTable>;

/** Files a robot's message links to (services/schedules/robots/robotPictures). Times are ISO strings. */
export function createRobotPictureRepository(db: Kysely<Database>) {
  return {
    insert: (row: Insertable<RobotPicturesTable>) => db.insertInto('robot_pictures').values(row).execute(),

    /** The file, unless it has expired at `now`. */
    findLive: (id: string, now: string): Promise<RobotPictureRow | undefined> =>
      db.selectFrom('robot_pictures').selectAll().where('id', '=', id).where('expires_at', '>', now).executeTakeFirst(),

    /** Removes the files expired at `now`; answers how many. */
    async deleteExpired(now: string): Promise<number> {
      const result = await db.deleteFrom('robot_pictures').where('expires_at', '<=', now).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
