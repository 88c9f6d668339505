import { AppError } from '@redbi/shared/errors';
import type { NewOrganization, UserSettings } from '@redbi/shared/domain';
import { isUniqueViolation } from '../db/databaseErrors';
import type { Repositories } from '../repositories';
import type { MemberOrganizationRow } from '../repositories/organizationRepository';
import { isoNow, type ServiceContext } from './serviceContext';

export function createOrganizationService(ctx: ServiceContext) {
  /** Creates an organisation and makes `ownerId` its owning member, inside the caller's transaction. */
  async function insertOwned(
    repos: Repositories,
    ownerId: string,
    params: { name: string; description: string },
  ): Promise<MemberOrganizationRow> {
    if (await repos.organizations.nameExists(params.name)) {
      throw new AppError('ORG_NAME_TAKEN', { params: { name: params.name } });
    }
    const now = isoNow(ctx);
    const org = { id: ctx.newId(), name: params.name, description: params.description, avatar: null, created_by: ownerId, created_at: now, updated_at: now };
    await repos.organizations.insert(org);
    await repos.organizations.addMember({ org_id: org.id, user_id: ownerId, is_owner: 1, created_at: now });
    return { ...org, is_owner: 1 };
  }

  return {
    insertOwned,

    list: (userId: string) => ctx.store.organizations.listForUser(userId),

    async create(userId: string, params: NewOrganization): Promise<MemberOrganizationRow> {
      try {
        return await ctx.store.transaction(async (repos) => {
          const org = await insertOwned(repos, userId, { name: params.name, description: params.description ?? '' });
          const user = await repos.users.getById(userId);
          if (!user.current_org_id) await repos.users.update(userId, { current_org_id: org.id });
          return org;
        });
      } catch (error) {
        // Two creations racing for one name: the unique index decides.
        if (isUniqueViolation(error)) throw new AppError('ORG_NAME_TAKEN', { params: { name: params.name } });
        throw error;
      }
    },

    /** The remembered organisation if the user still belongs to it, else their first one. */
    async settings(userId: string): Promise<UserSettings> {
      const [user, orgs] = await Promise.all([ctx.store.users.getById(userId), ctx.store.organizations.listForUser(userId)]);
      const current = orgs.find((org) => org.id === user.current_org_id) ?? orgs[0];
      return { currentOrgId: current?.id ?? null };
    },

    async setCurrent(userId: string, orgId: string): Promise<UserSettings> {
      if (!(await ctx.store.organizations.isMember(orgId, userId))) {
        throw new AppError('NOT_FOUND', { params: { resource: 'organization' } });
      }
      await ctx.store.users.update(userId, { current_org_id: orgId, updated_at: isoNow(ctx) });
      return { currentOrgId: orgId };
    },
  };
}

export type OrganizationService = ReturnType<typeof createOrganizationService>;
