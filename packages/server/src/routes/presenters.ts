import { API_PREFIX, type Organization, type User } from '@redbi/shared/domain';
import type { MemberOrganizationRow } from '../repositories/organizationRepository';
import type { UserRow } from '../repositories/userRepository';

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
  createdAt: row.created_at,
});
