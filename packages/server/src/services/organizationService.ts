import type { NewOrganization, OrganizationUpdate, UserSettings } from '@redbi/shared/domain';
import { AppError } from '@redbi/shared/errors';
import { whenUniqueViolated } from '../db/databaseErrors';
import type { MemberOrganizationRow } from '../repositories/organizationRepository';
import type { AccessService } from './access/accessService';
import type { AvatarService } from './avatarService';
import { insertOwnedOrganization } from './ownedOrganization';
import { isoNow, type ServiceContext } from './serviceContext';

const nameTaken = (name: string) => new AppError('ORG_NAME_TAKEN', { params: { name } });

export function createOrganizationService(ctx: ServiceContext, access: AccessService, avatars: AvatarService) {
  /** The organisation as the caller (a member) sees it. */
  async function get(orgId: string, userId: string): Promise<MemberOrganizationRow> {
    const membership = await access.member(orgId, userId);
    const org = await ctx.store.organizations.find(orgId);
    if (!org) throw new AppError('NOT_FOUND', { params: { resource: 'organization' } });
    return { ...org, is_owner: membership.isOwner ? 1 : 0 };
  }

  return {
    get,

    list: (userId: string) => ctx.store.organizations.listForUser(userId),

    async create(userId: string, params: NewOrganization): Promise<MemberOrganizationRow> {
      return whenUniqueViolated(
        () =>
          ctx.store.transaction(async (repos) => {
            const org = await insertOwnedOrganization(ctx, repos, userId, { name: params.name, description: params.description ?? '' });
            const user = await repos.users.getById(userId);
            if (!user.current_org_id) await repos.users.update(userId, { current_org_id: org.id });
            return org;
          }),
        () => nameTaken(params.name),
      );
    },

    async update(orgId: string, userId: string, params: OrganizationUpdate): Promise<MemberOrganizationRow> {
      await access.owner(orgId, userId);
      const current = await get(orgId, userId);
      if (params.name.toLowerCase() !== current.name.toLowerCase() && (await ctx.store.organizations.nameExists(params.name))) {
        throw nameTaken(params.name);
      }
      await whenUniqueViolated(
        () =>
          ctx.store.organizations.update(orgId, {
            name: params.name,
            description: params.description ?? '',
            ...(params.refusePrivilegedSources === undefined ? {} : { refuse_privileged_sources: params.refusePrivilegedSources ? 1 : 0 }),
            updated_at: isoNow(ctx),
          }),
        () => nameTaken(params.name),
      );
      return get(orgId, userId);
    },

    async setAvatar(orgId: string, userId: string, bytes: Uint8Array): Promise<string> {
      await access.owner(orgId, userId);
      const fileName = await avatars.store(bytes);
      const previous = (await get(orgId, userId)).avatar;
      await ctx.store.organizations.update(orgId, { avatar: fileName, updated_at: isoNow(ctx) });
      await avatars.remove(previous);
      return fileName;
    },

    /** Deletes the organisation and everything in it, once its name is typed exactly (spec §5). */
    async delete(orgId: string, userId: string, typedName: string): Promise<void> {
      await access.owner(orgId, userId);
      const org = await get(orgId, userId);
      if (typedName !== org.name) throw new AppError('ORG_NAME_MISMATCH');
      await ctx.store.transaction(async (repos) => {
        await repos.users.forgetCurrentOrg(orgId);
        await repos.organizations.delete(orgId);
      });
      await avatars.remove(org.avatar);
    },

    /** The remembered organisation if the user still belongs to it, else their first one. */
    async settings(userId: string): Promise<UserSettings> {
      const [user, orgs] = await Promise.all([ctx.store.users.getById(userId), ctx.store.organizations.listForUser(userId)]);
      const current = orgs.find((org) => org.id === user.current_org_id) ?? orgs[0];
      return { currentOrgId: current?.id ?? null };
    },

    async setCurrent(userId: string, orgId: string): Promise<UserSettings> {
      await access.member(orgId, userId);
      await ctx.store.users.update(userId, { current_org_id: orgId, updated_at: isoNow(ctx) });
      return { currentOrgId: orgId };
    },
  };
}

export type OrganizationService = ReturnType<typeof createOrganizationService>;
