import type { ApiRoutes } from '@redbi/shared/api';
import type { GroupHandlers } from '../http/routeHandlers';
import type { Services } from '../services';

/** A robot message's picture or file: shown in place (a picture) or downloaded, cached by the client until the link expires at most. */
export function robotPictureHandlers(services: Services): GroupHandlers<ApiRoutes['robotPictures']> {
  return {
    file: async ({ query, reply }) => {
      const file = await services.robotPictures.open(query.token);
      const name = encodeURIComponent(file.filename);
      const disposition = file.content_type.startsWith('image/') ? 'inline' : 'attachment';
      return reply
        .type(file.content_type)
        .header('content-disposition', `${disposition}; filename*=UTF-8''${name}`)
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .send(file.content);
    },
  };
}
