import { createAuthService } from './authService';
import { createAvatarService } from './avatarService';
import { createOrganizationService } from './organizationService';
import { createProfileService } from './profileService';
import type { ServiceContext } from './serviceContext';
import { createSystemService } from './systemService';

export function createServices(ctx: ServiceContext) {
  return {
    system: createSystemService(ctx),
    auth: createAuthService(ctx),
    profile: createProfileService(ctx),
    avatars: createAvatarService(ctx),
    organizations: createOrganizationService(ctx),
  };
}

export type Services = ReturnType<typeof createServices>;
