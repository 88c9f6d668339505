import type { Member, Role } from '@redbi/shared/domain';

/** Test data and a fetch stub for the Members and Roles screens (tests only). */

export const member = (id: string, username: string, extra: Partial<Member> = {}): Member => ({
  id,
  username,
  email: `${username}@example.com`,
  name: username[0]?.toUpperCase() + username.slice(1),
  department: '',
  description: '',
  avatar: null,
  isOwner: false,
  roles: [],
  joinedAt: '2026-01-15T10:00:00.000Z',
  ...extra,
});

export const role = (id: string, name: string, memberIds: string[] = [], description = ''): Role => ({
  id,
  name,
  description,
  memberIds,
  createdAt: '2026-01-01T00:00:00.000Z',
});
