import type { ApiRoutes } from '@redbi/shared/api';
import { AVATAR_MAX_BYTES } from '@redbi/shared/domain';
import { bearer } from '../http/authentication';
import type { GroupHandlers } from '../http/routeHandlers';
import { uploadedFile } from '../http/uploadedFile';
import type { Services } from '../services';
import { avatarUrl, presentUser } from './presenters';

export function userHandlers(services: Services): GroupHandlers<ApiRoutes['users']> {
  return {
    login: async ({ body, request, reply }) => {
      const { session, token } = await services.auth.login(body, request.locale, request.ip);
      reply.header('authorization', bearer(token));
      return presentUser(session.user);
    },
    current: async ({ session }) => presentUser(session.user),
    updateProfile: async ({ session, body }) => presentUser(await services.profile.update(session.user.id, body)),
    changePassword: async ({ session, body, request, reply }) => {
      const { token } = await services.profile.changePassword(session, body);
      request.session = undefined;
      reply.header('authorization', bearer(token));
      return null;
    },
    logout: async ({ session, request }) => {
      await services.auth.logout(session);
      request.session = undefined;
      return null;
    },
    uploadAvatar: async ({ session, request }) => {
      const fileName = await services.profile.setAvatar(session.user.id, await uploadedFile(request, AVATAR_MAX_BYTES));
      return { avatar: avatarUrl(fileName) ?? '' };
    },
    avatar: async ({ params, reply }) => {
      const { bytes, mime } = await services.avatars.read(params.fileName);
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .type(mime)
        .send(bytes);
    },
  };
}
