import { API_PREFIX } from '@redbi/shared/domain';
import { AppError } from '@redbi/shared/errors';
import type { RobotPictureRow } from '../../../repositories/robotPictureRepository';
import { isoNow, type ServiceContext } from '../../serviceContext';

/** A file kept for a robot's message: its link, and when the link stops working. */
export interface KeptPicture {
  link: string;
  expiresAt: Date;
}

/** The path of the public route that serves them (shared/api/routes/robotPictureRoutes.ts). */
export const ROBOT_PICTURE_PATH = '/robot-pictures';

const gone = () => new AppError('NOT_FOUND', { messageKey: 'errors.robotPictureGone' });

/**
 * The pictures and files of DingTalk and Feishu messages (issue 22): those platforms take no upload from
 * a custom robot, so the message links to RedBI. Each file is kept in the metadata store (every node can
 * answer the link) and offered without a login to whoever holds its token — sealed (encrypted and
 * authenticated, so it can be neither guessed nor forged) and expiring after SCHEDULE_PICTURE_LINK_DAYS,
 * as the kept row does. Expired files are removed whenever new ones are kept.
 */
export function createRobotPictures(ctx: Pick<ServiceContext, 'store' | 'sealer' | 'config' | 'now' | 'newId'>) {
  const tokens = ctx.sealer.forPurpose('robot-picture');
  const ttlSec = () => ctx.config.schedules.pictureLinkDays * 86_400;

  return {
    async keep(scheduleId: string, file: { filename: string; contentType: string; content: Buffer }): Promise<KeptPicture> {
      const now = ctx.now();
      const expiresAt = new Date(now.getTime() + ttlSec() * 1000);
      await ctx.store.robotPictures.deleteExpired(now.toISOString());
      const id = ctx.newId();
      await ctx.store.robotPictures.insert({
        id,
        schedule_id: scheduleId,
        filename: file.filename,
        content_type: file.contentType,
        content: file.content,
        created_at: now.toISOString(),
        expires_at: expiresAt.toISOString(),
      });
      const token = await tokens.seal({ pid: id }, ttlSec());
      return { link: `${ctx.config.publicUrl}${API_PREFIX}${ROBOT_PICTURE_PATH}?token=${encodeURIComponent(token)}`, expiresAt };
    },

    /** The file a link names; 404 saying the link expired or is not valid, for a forged, damaged or expired token alike. */
    async open(token: string): Promise<RobotPictureRow> {
      const payload = await tokens.open(token);
      const id = typeof payload?.pid === 'string' ? payload.pid : undefined;
      const row = id === undefined ? undefined : await ctx.store.robotPictures.findLive(id, isoNow(ctx));
      if (!row) throw gone();
      return row;
    },
  };
}

export type RobotPictures = ReturnType<typeof createRobotPictures>;
