import type { Member, Role } from '@redbi/shared/domain';

const contains = (text: string, keyword: string) => text.toLowerCase().includes(keyword);

/** The search box of the Members tab: username, name, e-mail or a role's name contains the keyword. */
export function matchesMember(member: Member, keyword: string): boolean {
  const wanted = keyword.trim().toLowerCase();
  if (wanted === '') return true;
  return [member.username, member.name, member.email, ...member.roles.map((role) => role.name)].some((text) => contains(text, wanted));
}

/** The search box of the Roles tab: name or description contains the keyword. */
export function matchesRole(role: Role, keyword: string): boolean {
  const wanted = keyword.trim().toLowerCase();
  return wanted === '' || contains(role.name, wanted) || contains(role.description, wanted);
}
