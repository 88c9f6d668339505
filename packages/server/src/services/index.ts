import { createAccessService } from './access/accessService';
import { createResourceTrees } from './access/resourceTrees';
import { createAuthService } from './authService';
import { createAvatarService } from './avatarService';
import { createInvitationService } from './invitationService';
import { createMemberService } from './memberService';
import { createOAuth2Providers } from './oauth2/oauth2Providers';
import { createOAuth2SignInService } from './oauth2/oauth2SignInService';
import { createOrganizationService } from './organizationService';
import { createPasswordResetService } from './passwordResetService';
import { createPermissionService } from './permissionService';
import { createProfileService } from './profileService';
import { createRegistrationService } from './registrationService';
import { createRoleService } from './roleService';
import type { ServiceContext } from './serviceContext';
import { createSystemService } from './systemService';

export function createServices(ctx: ServiceContext) {
  const auth = createAuthService(ctx);
  const access = createAccessService(ctx);
  const avatars = createAvatarService(ctx);
  // Each resource type's issue registers the loader of its folder tree here.
  const resourceTrees = createResourceTrees({});
  const invitations = createInvitationService(ctx, access);
  const oauth2Providers = createOAuth2Providers(ctx.config.oauth2Clients);
  return {
    system: createSystemService(ctx),
    auth,
    access,
    profile: createProfileService(ctx, avatars),
    avatars,
    organizations: createOrganizationService(ctx, access, avatars),
    members: createMemberService(ctx, access, avatars),
    roles: createRoleService(ctx, access),
    permissions: createPermissionService(ctx, access, resourceTrees),
    invitations,
    registration: createRegistrationService(ctx, invitations),
    passwordReset: createPasswordResetService(ctx),
    oauth2Providers,
    oauth2SignIn: createOAuth2SignInService(ctx, oauth2Providers, auth),
  };
}

export type Services = ReturnType<typeof createServices>;
