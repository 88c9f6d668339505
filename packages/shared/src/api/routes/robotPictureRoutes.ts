import { z } from 'zod';
import { defineRoute, rawResponse } from '../defineRoute';

/**
 * The pictures and files of robot messages (issue 22): DingTalk and Feishu custom robots cannot upload, so
 * their messages link here. No login: the link's sealed token is the key, and it expires
 * (SCHEDULE_PICTURE_LINK_DAYS); an expired or unknown token answers 404.
 */
export const robotPictureRoutes = {
  file: defineRoute({
    method: 'GET',
    path: '/robot-pictures',
    auth: 'public',
    summary: 'A picture or file a schedule sent to a DingTalk or Feishu robot, while its link works (its sealed token)',
    tags: ['schedules', 'files'],
    query: z.object({ token: z.string().min(16).max(2_000) }),
    response: rawResponse,
  }),
};
