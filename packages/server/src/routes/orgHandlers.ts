import type { ApiRoutes } from '@redbi/shared/api';
import { AVATAR_MAX_BYTES } from '@redbi/shared/domain';
import type { GroupHandlers } from '../http/routeHandlers';
import { uploadedFile } from '../http/uploadedFile';
import type { Services } from '../services';
import { avatarUrl, presentOrganization } from './presenters';

export function orgHandlers(services: Services): GroupHandlers<ApiRoutes['orgs']> {
  const { organizations } = services;
  return {
    list: async ({ session }) => (await organizations.list(session.user.id)).map(presentOrganization),
    create: async ({ session, body }) => presentOrganization(await organizations.create(session.user.id, body)),
    get: async ({ session, params }) => presentOrganization(await organizations.get(params.orgId, session.user.id)),
    update: async ({ session, params, body }) => presentOrganization(await organizations.update(params.orgId, session.user.id, body)),
    delete: async ({ session, params, body }) => {
      await organizations.delete(params.orgId, session.user.id, body.name);
      return null;
    },
    uploadAvatar: async ({ session, params, request }) => {
      const fileName = await organizations.setAvatar(params.orgId, session.user.id, await uploadedFile(request, AVATAR_MAX_BYTES));
      return { avatar: avatarUrl(fileName) ?? '' };
    },
    userSettings: ({ session }) => organizations.settings(session.user.id),
    updateUserSettings: ({ session, body }) => organizations.setCurrent(session.user.id, body.currentOrgId),
  };
}
