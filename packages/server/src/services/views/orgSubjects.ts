import { AppError } from '@redbi/shared/errors';
import type { SubjectRef } from '@redbi/shared/permissions';
import type { ServiceContext } from '../serviceContext';

/** Values and column permissions are set for the organisation's own roles and members only. */
export async function assertOrgSubjects(ctx: ServiceContext, orgId: string, subjects: readonly SubjectRef[]): Promise<void> {
  if (subjects.length === 0) return;
  const [roles, members] = await Promise.all([ctx.store.roles.listForOrg(orgId), ctx.store.organizations.listMembers(orgId)]);
  const known = new Set([...roles.map((role) => `role:${role.id}`), ...members.map((member) => `user:${member.id}`)]);
  const unknown = subjects.find((subject) => !known.has(`${subject.type}:${subject.id}`));
  if (unknown) throw new AppError('NOT_FOUND', { params: { resource: unknown.type === 'role' ? 'role' : 'member' } });
}

/** The subjects named by values per subject and column permissions. */
export const subjectsIn = (entries: { variables?: readonly { values: readonly { subject: SubjectRef }[] }[]; columnPermissions?: readonly { subject: SubjectRef }[] }): SubjectRef[] => [
  ...(entries.variables ?? []).flatMap((variable) => variable.values.map((value) => value.subject)),
  ...(entries.columnPermissions ?? []).map((permission) => permission.subject),
];
