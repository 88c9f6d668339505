import { apiRoutes } from '@redbi/shared/api';
import type { RoleInput } from '@redbi/shared/domain';
import { api } from '../../api/apiClient';
import { useOrgWrite } from './useOrgWrite';

/** The writes of the Roles tab (owners only; the server checks). */

export const useCreateRole = (orgId: string) =>
  useOrgWrite(orgId, (body: RoleInput) => api(apiRoutes.roles.create, { params: { orgId }, body }));

export const useUpdateRole = (orgId: string) =>
  useOrgWrite(orgId, ({ roleId, ...body }: RoleInput & { roleId: string }) =>
    api(apiRoutes.roles.update, { params: { orgId, roleId }, body }),
  );

export const useDeleteRole = (orgId: string) =>
  useOrgWrite(orgId, (roleId: string) => api(apiRoutes.roles.delete, { params: { orgId, roleId } }));

export const useSetRoleMembers = (orgId: string) =>
  useOrgWrite(orgId, ({ roleId, userIds }: { roleId: string; userIds: string[] }) =>
    api(apiRoutes.roles.setMembers, { params: { orgId, roleId }, body: { userIds } }),
  );
