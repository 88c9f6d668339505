import { memberRoutes } from '@redbi/shared/api';
import type { InviteParams, NewMember } from '@redbi/shared/domain';
import { api } from '../../api/apiClient';
import { useOrgWrite } from './useOrgWrite';

/** The writes of the Members tab (owners only; the server checks). */

export const useInviteMembers = (orgId: string) =>
  useOrgWrite(orgId, (body: InviteParams) => api(memberRoutes.invite, { params: { orgId }, body }), { silent: true });

export const useCreateMember = (orgId: string) =>
  useOrgWrite(orgId, (body: NewMember) => api(memberRoutes.create, { params: { orgId }, body }));

export const useSetMemberRoles = (orgId: string) =>
  useOrgWrite(orgId, ({ userId, roleIds }: { userId: string; roleIds: string[] }) =>
    api(memberRoutes.setRoles, { params: { orgId, userId }, body: { roleIds } }),
  );

export const useGrantOwner = (orgId: string) =>
  useOrgWrite(orgId, (userId: string) => api(memberRoutes.grantOwner, { params: { orgId, userId } }));

export const useRevokeOwner = (orgId: string) =>
  useOrgWrite(orgId, (userId: string) => api(memberRoutes.revokeOwner, { params: { orgId, userId } }));

export const useRemoveMember = (orgId: string) =>
  useOrgWrite(orgId, (userId: string) => api(memberRoutes.remove, { params: { orgId, userId } }));

/** Silent: a refusal (the user belongs to other organisations) is shown in a dialog by the caller. */
export const useDeleteUser = (orgId: string) =>
  useOrgWrite(orgId, (userId: string) => api(memberRoutes.deleteUser, { params: { orgId, userId } }), { silent: true });
