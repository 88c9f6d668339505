import type { SubjectRef } from '@redbi/shared/permissions';
import { useMembers, useRoles } from '../../members/memberQueries';
import { roleSubjects, subjectKey, userSubjects, type SubjectItem } from '../../permissions/subjects';

/** The roles and members of an organisation, to pick subjects of variable values and column permissions. */
export interface SubjectDirectory {
  roles: SubjectItem[];
  users: SubjectItem[];
  loading: boolean;
  /** The subject as listed; a role or member that no longer exists shows by its id. */
  itemOf: (ref: SubjectRef) => SubjectItem;
}

export function useSubjectDirectory(orgId: string): SubjectDirectory {
  const roles = useRoles(orgId);
  const members = useMembers(orgId);
  const roleItems = roleSubjects(roles.data ?? []);
  const userItems = userSubjects(members.data ?? []);
  const byKey = new Map([...roleItems, ...userItems].map((item) => [subjectKey(item.ref), item]));
  return {
    roles: roleItems,
    users: userItems,
    loading: roles.isPending || members.isPending,
    itemOf: (ref) => byKey.get(subjectKey(ref)) ?? { ref, name: ref.id, detail: '', isOwner: false },
  };
}

/** The subject a key ('role:r1', 'user:u2') stands for. */
export function subjectOfKey(key: string): SubjectRef | undefined {
  const [type, ...rest] = key.split(':');
  const id = rest.join(':');
  return (type === 'role' || type === 'user') && id !== '' ? { type, id } : undefined;
}
