import type { RoleInput, RoleMembers } from '@redbi/shared/domain';
import { AppError } from '@redbi/shared/errors';
import { whenUniqueViolated } from '../db/databaseErrors';
import type { RoleRow } from '../repositories/roleRepository';
import type { AccessService } from './access/accessService';
import { isoNow, type ServiceContext } from './serviceContext';

export interface RoleWithMembers extends RoleRow {
  memberIds: string[];
}

const nameTaken = (name: string) => new AppError('ROLE_NAME_TAKEN', { params: { name } });

/** Roles of one organisation; members may read them, owners change them. */
export function createRoleService(ctx: ServiceContext, access: AccessService) {
  async function listAll(orgId: string): Promise<RoleWithMembers[]> {
    const [roles, memberships] = await Promise.all([ctx.store.roles.listForOrg(orgId), ctx.store.roles.memberships(orgId)]);
    return roles.map((role) => ({ ...role, memberIds: memberships.filter((m) => m.role_id === role.id).map((m) => m.user_id) }));
  }

  async function find(orgId: string, roleId: string): Promise<RoleWithMembers> {
    const role = (await listAll(orgId)).find((candidate) => candidate.id === roleId);
    if (!role) throw new AppError('NOT_FOUND', { params: { resource: 'role' } });
    return role;
  }

  /** Runs a write, turning a race on the unique name into the same answer as the check before it. */
  async function guardName<T>(orgId: string, name: string, exceptId: string | undefined, write: () => Promise<T>): Promise<T> {
    if (await ctx.store.roles.nameTaken(orgId, name, exceptId)) throw nameTaken(name);
    return whenUniqueViolated(write, () => nameTaken(name));
  }

  return {
    find,

    async list(orgId: string, userId: string): Promise<RoleWithMembers[]> {
      await access.member(orgId, userId);
      return listAll(orgId);
    },

    async create(orgId: string, userId: string, params: RoleInput): Promise<RoleWithMembers> {
      await access.owner(orgId, userId);
      const now = isoNow(ctx);
      const id = ctx.newId();
      await guardName(orgId, params.name, undefined, () =>
        ctx.store.roles.insert({ id, org_id: orgId, name: params.name, description: params.description ?? '', created_at: now, updated_at: now }),
      );
      return find(orgId, id);
    },

    async update(orgId: string, userId: string, roleId: string, params: RoleInput): Promise<RoleWithMembers> {
      await access.owner(orgId, userId);
      await find(orgId, roleId);
      await guardName(orgId, params.name, roleId, () =>
        ctx.store.roles.update(roleId, { name: params.name, description: params.description ?? '', updated_at: isoNow(ctx) }),
      );
      return find(orgId, roleId);
    },

    /** Deletes the role with everything granted or assigned to it. */
    async delete(orgId: string, userId: string, roleId: string): Promise<void> {
      await access.owner(orgId, userId);
      await find(orgId, roleId);
      await ctx.store.transaction(async (repos) => {
        const role = { type: 'role', id: roleId } as const;
        await repos.permissions.forgetSubject(orgId, role);
        // Row and column permissions set for the role go too (views and public variables).
        await repos.variables.forgetSubjectValues(orgId, role);
        await repos.views.forgetSubjectColumns(orgId, role);
        await repos.roles.delete(roleId);
      });
    },

    async setMembers(orgId: string, userId: string, roleId: string, params: RoleMembers): Promise<RoleWithMembers> {
      await access.owner(orgId, userId);
      await find(orgId, roleId);
      const memberIds = new Set((await ctx.store.organizations.listMembers(orgId)).map((member) => member.id));
      const outsider = params.userIds.find((id) => !memberIds.has(id));
      if (outsider) throw new AppError('NOT_A_MEMBER', { params: { id: outsider } });
      await ctx.store.transaction((repos) => repos.roles.setMembers(roleId, [...new Set(params.userIds)]));
      return find(orgId, roleId);
    },
  };
}

export type RoleService = ReturnType<typeof createRoleService>;
