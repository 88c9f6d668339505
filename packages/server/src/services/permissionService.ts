import type { Abilities, PermissionChangeSet, ResourceNode, ResourcePermissions, SubjectPermissions } from '@redbi/shared/domain';
import { AppError } from '@redbi/shared/errors';
import {
  ancestry,
  modules,
  privilegesOf,
  ROOT_RESOURCE_ID,
  subjectPrivileges,
  type Grant,
  type ResourceType,
  type SubjectRef,
} from '@redbi/shared/permissions';
import type { AccessService } from './access/accessService';
import { parentLookup, type ResourceTrees } from './access/resourceTrees';
import type { ServiceContext } from './serviceContext';

const sameSubject = (a: SubjectRef, b: SubjectRef) => a.type === b.type && a.id === b.id;
const keyOf = (subject: SubjectRef) => `${subject.type}:${subject.id}`;

/** Module switches and resource grants (spec §6), viewed and changed by owners, by subject or by resource. */
export function createPermissionService(ctx: ServiceContext, access: AccessService, trees: ResourceTrees) {
  /** Roles of the organisation and its members, by subject key, with display names. */
  async function subjectNames(orgId: string): Promise<Map<string, string>> {
    const [roles, members] = await Promise.all([ctx.store.roles.listForOrg(orgId), ctx.store.organizations.listMembers(orgId)]);
    return new Map([
      ...roles.map((role): [string, string] => [keyOf({ type: 'role', id: role.id }), role.name]),
      ...members.map((member): [string, string] => [keyOf({ type: 'user', id: member.id }), member.name || member.username]),
    ]);
  }

  async function assertSubject(orgId: string, subject: SubjectRef): Promise<void> {
    if (!(await subjectNames(orgId)).has(keyOf(subject))) {
      throw new AppError('NOT_FOUND', { params: { resource: subject.type === 'role' ? 'role' : 'member' } });
    }
  }

  /** The node must exist in the type's tree (or be its root). */
  async function nodesContaining(orgId: string, type: ResourceType, resourceId: string): Promise<ResourceNode[]> {
    const nodes = await trees.nodes(orgId, type);
    if (resourceId !== ROOT_RESOURCE_ID && !nodes.some((node) => node.id === resourceId)) {
      throw new AppError('NOT_FOUND', { params: { resource: 'resource' } });
    }
    return nodes;
  }

  async function readSubject(orgId: string, subject: SubjectRef): Promise<SubjectPermissions> {
    const [grants, switches] = await Promise.all([
      ctx.store.permissions.grantsOf(orgId, [subject]),
      ctx.store.permissions.switchesOf(orgId, [subject]),
    ]);
    return {
      subject,
      modules: Object.fromEntries(modules.map((module) => [module, switches.some((s) => s.module === module && s.enabled)])) as SubjectPermissions['modules'],
      grants: grants.map(({ resourceType, resourceId, privileges }) => ({ resourceType, resourceId, privileges: [...privileges] })),
    };
  }

  return {
    async abilities(orgId: string, userId: string): Promise<Abilities> {
      return access.abilities(await access.member(orgId, userId));
    },

    async bySubject(orgId: string, userId: string, subject: SubjectRef): Promise<SubjectPermissions> {
      await access.owner(orgId, userId);
      await assertSubject(orgId, subject);
      return readSubject(orgId, subject);
    },

    /** Applies every change of one subject in one transaction: all or nothing. */
    async change(orgId: string, userId: string, changes: PermissionChangeSet): Promise<SubjectPermissions> {
      await access.owner(orgId, userId);
      await assertSubject(orgId, changes.subject);
      for (const grant of changes.grants) await nodesContaining(orgId, grant.resourceType, grant.resourceId);
      await ctx.store.transaction(async (repos) => {
        for (const module of modules) {
          const enabled = changes.modules[module];
          if (enabled !== undefined) await repos.permissions.setModule(orgId, changes.subject, module, enabled);
        }
        for (const grant of changes.grants) {
          if (grant.privileges === null) await repos.permissions.removeGrant(orgId, changes.subject, grant.resourceType, grant.resourceId);
          else await repos.permissions.setGrant(orgId, changes.subject, grant.resourceType, grant.resourceId, [...new Set(grant.privileges)]);
        }
      });
      return readSubject(orgId, changes.subject);
    },

    /** Who holds what on a resource: per subject, the nearest setting up the tree, and where it is. */
    async byResource(orgId: string, userId: string, resourceType: ResourceType, resourceId: string): Promise<ResourcePermissions> {
      await access.owner(orgId, userId);
      const parentOf = parentLookup(await nodesContaining(orgId, resourceType, resourceId));
      const resource = { type: resourceType, id: resourceId };
      const grants: Grant[] = await ctx.store.permissions.grantsOn(orgId, resourceType, ancestry(resource, parentOf));
      const names = await subjectNames(orgId);
      const subjects = grants.map((grant) => grant.subject).filter((subject, index, all) => all.findIndex((s) => sameSubject(s, subject)) === index);
      const members = await ctx.store.organizations.listMembers(orgId);
      return {
        resourceType,
        resourceId,
        entries: subjects
          .filter((subject) => names.has(keyOf(subject)))
          .map((subject) => {
            const { privileges, from } = subjectPrivileges(grants, subject, resource, parentOf);
            return {
              subject,
              subjectName: names.get(keyOf(subject)) ?? subject.id,
              privileges: privilegesOf(resourceType).filter((privilege) => privileges.has(privilege)),
              inheritedFrom: from === resourceId ? null : (from ?? null),
            };
          }),
        owners: members.filter((member) => member.is_owner === 1).map((member) => ({ id: member.id, name: member.name || member.username })),
      };
    },

    async resources(orgId: string, userId: string, resourceType: ResourceType): Promise<ResourceNode[]> {
      await access.owner(orgId, userId);
      return trees.nodes(orgId, resourceType);
    },
  };
}

export type PermissionService = ReturnType<typeof createPermissionService>;
