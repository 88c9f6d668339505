import { memberRoutes, permissionRoutes, roleRoutes } from '@redbi/shared/api';
import type { PermissionChanges } from '@redbi/shared/domain';
import type { ResourceType, SubjectRef } from '@redbi/shared/permissions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/apiClient';
import { abilitiesKey } from '../orgs/abilities';

/* The screens show a failed load in place (no permission, or the message with a retry): no toast. */
const shownInPlace = { silent: true } as const;

export const rolesKey = (orgId: string) => ['orgs', orgId, 'roles'] as const;
export const membersKey = (orgId: string) => ['orgs', orgId, 'members'] as const;
const permissionsKey = (orgId: string) => ['orgs', orgId, 'permissions'] as const;
export const subjectPermissionsKey = (orgId: string, subject: SubjectRef) =>
  [...permissionsKey(orgId), 'subject', subject.type, subject.id] as const;
const resourceTreeKey = (orgId: string, type: ResourceType) => [...permissionsKey(orgId), 'resources', type] as const;
const resourcePermissionsKey = (orgId: string, type: ResourceType, id: string) => [...permissionsKey(orgId), 'resource', type, id] as const;

/** GET /orgs/:orgId/roles: the roles to grant to. */
export const useRoles = (orgId: string) =>
  useQuery({ queryKey: rolesKey(orgId), queryFn: () => api(roleRoutes.list, { params: { orgId } }), meta: shownInPlace });

/** GET /orgs/:orgId/members: the users to grant to. */
export const useMembers = (orgId: string) =>
  useQuery({ queryKey: membersKey(orgId), queryFn: () => api(memberRoutes.list, { params: { orgId } }), meta: shownInPlace });

/** GET …/permissions/subject: the module switches and grants set explicitly for one role or user. */
export const useSubjectPermissions = (orgId: string, subject: SubjectRef) =>
  useQuery({
    queryKey: subjectPermissionsKey(orgId, subject),
    queryFn: () => api(permissionRoutes.bySubject, { params: { orgId }, query: { subjectType: subject.type, subjectId: subject.id } }),
    meta: shownInPlace,
  });

/** GET …/permissions/resources: the tree of one resource type (without its "all resources" root). */
export const useResourceTree = (orgId: string, type: ResourceType) =>
  useQuery({
    queryKey: resourceTreeKey(orgId, type),
    queryFn: () => api(permissionRoutes.resources, { params: { orgId }, query: { resourceType: type } }),
    meta: shownInPlace,
  });

/** GET …/permissions/resource: who holds what on one node, and where it comes from. */
export const useResourcePermissions = (orgId: string, type: ResourceType, id: string) =>
  useQuery({
    queryKey: resourcePermissionsKey(orgId, type, id),
    queryFn: () => api(permissionRoutes.byResource, { params: { orgId }, query: { resourceType: type, resourceId: id } }),
    meta: shownInPlace,
  });

/** POST …/permissions/grant: one subject's changes in one transaction; the answer is what is set now. */
export function useChangePermissions(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: PermissionChanges) => api(permissionRoutes.change, { params: { orgId }, body: changes }),
    onSuccess: (saved) => {
      queryClient.setQueryData(subjectPermissionsKey(orgId, saved.subject), saved);
      void queryClient.invalidateQueries({ queryKey: [...permissionsKey(orgId), 'resource'] });
      void queryClient.invalidateQueries({ queryKey: abilitiesKey(orgId) });
    },
  });
}
