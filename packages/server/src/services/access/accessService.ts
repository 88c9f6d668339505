import type { Abilities } from '@redbi/shared/domain';
import { AppError } from '@redbi/shared/errors';
import { can, modules, moduleEnabled, privilegesOn, resourceTypeNames, ROOT_RESOURCE_ID, type Actor, type ParentOf, type Privilege, type ResourceRef, type SubjectRef } from '@redbi/shared/permissions';
import { orgScope } from '../../db/metadataVersions';
import type { ServiceContext } from '../serviceContext';
import { VersionedCache } from '../versionedCache';

/** The caller within one organisation, as the policy sees them. */
export interface OrgActor extends Actor {
  orgId: string;
  /**
   * Members whose variable values and column permissions count as this actor's own, like its roles' do
   * (a share's SUBJECTS data permission). Their grants do not count: privileges stay the actor's.
   */
  extraUserIds?: readonly string[];
}

const organizationNotFound = () => new AppError('NOT_FOUND', { params: { resource: 'organization' } });

/** How many members' actors are kept (per organisation and user), and how many grants and switches in all. */
const ACTORS_KEPT = { max: 10_000, maxSize: 1_000_000, sizeOf: (actor: OrgActor) => 1 + actor.grants.length + actor.moduleSwitches.length };

/**
 * authorize() for every service (ARCHITECTURE §4.3). A member's actor (membership, roles, grants, module
 * switches) is kept with the organisation's version and read again once any of it changed (a membership,
 * a role, a grant, a switch: every write raises the version in its transaction), so invitations, role
 * changes and grants take effect on the next request, on every node; nothing is kept in tokens.
 * A non-member learns nothing (404); a member without the privilege gets 403.
 */
export function createAccessService(ctx: ServiceContext) {
  const actors = new VersionedCache<OrgActor>(ctx.store.versions, ACTORS_KEPT);

  async function membershipOf(orgId: string, userId: string) {
    const membership = await ctx.store.organizations.membership(orgId, userId);
    if (!membership) throw organizationNotFound();
    return membership;
  }

  /** Any member, with everything the policy needs to decide for them (frozen: shared by the requests that read it). */
  const member = (orgId: string, userId: string): Promise<OrgActor> => actors.get(orgScope(orgId), `${orgId}\n${userId}`, () => loadMember(orgId, userId));

  async function loadMember(orgId: string, userId: string): Promise<OrgActor> {
    const membership = await membershipOf(orgId, userId);
    const roleIds = await ctx.store.roles.roleIdsOf(orgId, userId);
    const subjects: SubjectRef[] = [{ type: 'user', id: userId }, ...roleIds.map((id): SubjectRef => ({ type: 'role', id }))];
    const [grants, moduleSwitches] = await Promise.all([
      ctx.store.permissions.grantsOf(orgId, subjects),
      ctx.store.permissions.switchesOf(orgId, subjects),
    ]);
    return { orgId, userId, isOwner: membership.is_owner === 1, roleIds, grants, moduleSwitches };
  }

  return {
    member,

    /** Organisation administration (members, roles, permissions, settings) is for owners. */
    async owner(orgId: string, userId: string): Promise<void> {
      const membership = await membershipOf(orgId, userId);
      if (membership.is_owner !== 1) throw new AppError('FORBIDDEN');
    },

    authorize(actor: OrgActor, privilege: Privilege, resource: ResourceRef, parentOf: ParentOf): void {
      if (!can(actor, privilege, resource, parentOf)) throw new AppError('FORBIDDEN');
    },

    abilities(actor: OrgActor): Abilities {
      // The top of a tree has no parent: only grants on "all resources" count there.
      const manageTop = resourceTypeNames.filter((type) => privilegesOn(actor, { type, id: ROOT_RESOURCE_ID }, () => null).has('manage'));
      return {
        orgId: actor.orgId,
        isOwner: actor.isOwner,
        manageOrganization: actor.isOwner,
        modules: Object.fromEntries(modules.map((module) => [module, moduleEnabled(actor, module)])) as Abilities['modules'],
        ...(manageTop.length > 0 ? { manageTop } : {}),
      };
    },
  };
}

export type AccessService = ReturnType<typeof createAccessService>;
