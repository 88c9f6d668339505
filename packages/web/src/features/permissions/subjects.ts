import type { Member, Role } from '@redbi/shared/domain';
import type { SubjectRef } from '@redbi/shared/permissions';

/** A role or a user as the subject list shows it. */
export interface SubjectItem {
  ref: SubjectRef;
  name: string;
  /** A second line: the user's username and e-mail, or the role's description. */
  detail: string;
  isOwner: boolean;
}

export const subjectKey = (ref: SubjectRef): string => `${ref.type}:${ref.id}`;

export const sameSubject = (a: SubjectRef | undefined, b: SubjectRef | undefined): boolean =>
  a !== undefined && b !== undefined && a.type === b.type && a.id === b.id;

export const roleSubjects = (roles: readonly Role[]): SubjectItem[] =>
  roles.map((role) => ({ ref: { type: 'role', id: role.id }, name: role.name, detail: role.description, isOwner: false }));

export const userSubjects = (members: readonly Member[]): SubjectItem[] =>
  members.map((member) => ({
    ref: { type: 'user', id: member.id },
    name: member.name || member.username,
    detail: member.email ? `${member.username} · ${member.email}` : member.username,
    isOwner: member.isOwner,
  }));

/** Whether the search text occurs in the subject's name or details (case-insensitive). */
export const matchesSearch = (item: SubjectItem, search: string): boolean => {
  const needle = search.trim().toLowerCase();
  return needle === '' || `${item.name} ${item.detail}`.toLowerCase().includes(needle);
};
