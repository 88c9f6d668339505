import { API_PREFIX, type Member, type Organization, type Role, type User, type UserSearchResult } from '@redbi/shared/domain';
import type { MemberOrganizationRow } from '../repositories/organizationRepository';
import type { UserRow } from '../repositories/userRepository';
import type { MemberWithRoles } from '../services/memberService';
import type { RoleWithMembers } from '../services/roleService';

export const avatarUrl = (fileName: string | null): string | null =>
  fileName ? `${API_PREFIX}/files/avatars/${fileName}` : null;

export const presentUser = (row: UserRow): User => ({
  id: row.id,
  username: row.username,
  email: row.email,
  name: row.name,
  department: row.department,
  description: row.description,
  avatar: avatarUrl(row.avatar),
  createdAt: row.created_at,
});

export const presentOrganization = (row: MemberOrganizationRow): Organization => ({
  id: row.id,
  name: row.name,
  description: row.description,
  avatar: avatarUrl(row.avatar),
  isOwner: row.is_owner === 1,
  refusePrivilegedSources: row.refuse_privileged_sources === 1,
  createdAt: row.created_at,
});

export const presentMember = (row: MemberWithRoles): Member => ({
  id: row.id,
  username: row.username,
  email: row.email,
  name: row.name,
  department: row.department,
  description: row.description,
  avatar: avatarUrl(row.avatar),
  isOwner: row.is_owner === 1,
  roles: row.roles,
  joinedAt: row.joined_at,
});

export const presentRole = (row: RoleWithMembers): Role => ({
  id: row.id,
  name: row.name,
  description: row.description,
  memberIds: row.memberIds,
  createdAt: row.created_at,
});

export const presentUserSearchResult = (row: UserRow & { isMember: boolean }): UserSearchResult => ({
  id: row.id,
  username: row.username,
  email: row.email,
  name: row.name,
  avatar: avatarUrl(row.avatar),
  isMember: row.isMember,
});
