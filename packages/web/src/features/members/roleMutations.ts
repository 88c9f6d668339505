import { roleRoutes } from '@redbi/shared/api';
import type { RoleInput } from '@redbi/shared/domain';
import { api } from '../../api/apiClient';
import { useOrgWrite } from './useOrgWrite';

/** The writes of the Roles tab (owners only; the server checks). */

export const useCreateRole = (orgId: string) =>
  useOrgWrite(orgId, (body: RoleInput) => api(roleRoutes.create, { params: { orgId }, body }));

export const useUpdateRole = (orgId: string) =>
  useOrgWrite(orgId, ({ roleId, ...body }: RoleInput & { roleId: string }) =>
    api(roleRoutes.update, { params: { orgId, roleId }, body }),
  );

export const useDeleteRole = (orgId: string) =>
  useOrgWrite(orgId, (roleId: string) => api(roleRoutes.delete, { params: { orgId, roleId } }));

export const useSetRoleMembers = (orgId: string) =>
  useOrgWrite(orgId, ({ roleId, userIds }: { roleId: string; userIds: string[] }) =>
    api(roleRoutes.setMembers, { params: { orgId, roleId }, body: { userIds } }),
  );
