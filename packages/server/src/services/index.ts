import { createAuthService } from './authService';
import { createAvatarService } from './avatarService';
import { createOAuth2Providers } from './oauth2/oauth2Providers';
import { createOAuth2SignInService } from './oauth2/oauth2SignInService';
import { createOrganizationService } from './organizationService';
import { createPasswordResetService } from './passwordResetService';
import { createProfileService } from './profileService';
import { createRegistrationService } from './registrationService';
import type { ServiceContext } from './serviceContext';
import { createSystemService } from './systemService';

export function createServices(ctx: ServiceContext) {
  const auth = createAuthService(ctx);
  const oauth2Providers = createOAuth2Providers(ctx.config.oauth2Clients);
  return {
    system: createSystemService(ctx),
    auth,
    profile: createProfileService(ctx),
    avatars: createAvatarService(ctx),
    organizations: createOrganizationService(ctx),
    registration: createRegistrationService(ctx),
    passwordReset: createPasswordResetService(ctx),
    oauth2Providers,
    oauth2SignIn: createOAuth2SignInService(ctx, oauth2Providers, auth),
  };
}

export type Services = ReturnType<typeof createServices>;
