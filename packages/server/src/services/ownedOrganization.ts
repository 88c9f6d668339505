import { AppError } from '@redbi/shared/errors';
import type { Repositories } from '../repositories';
import type { MemberOrganizationRow } from '../repositories/organizationRepository';
import { isoNow, type ServiceContext } from './serviceContext';

/** Creates an organisation with `ownerId` as its owning member, inside the caller's transaction. */
export async function insertOwnedOrganization(
  ctx: Pick<ServiceContext, 'now' | 'newId'>,
  repos: Repositories,
  ownerId: string,
  params: { name: string; description: string },
): Promise<MemberOrganizationRow> {
  if (await repos.organizations.nameExists(params.name)) {
    throw new AppError('ORG_NAME_TAKEN', { params: { name: params.name } });
  }
  const now = isoNow(ctx);
  const org = { id: ctx.newId(), name: params.name, description: params.description, avatar: null, refuse_privileged_sources: 0, created_by: ownerId, created_at: now, updated_at: now };
  await repos.organizations.insert(org);
  await repos.organizations.addMember({ org_id: org.id, user_id: ownerId, is_owner: 1, created_at: now });
  return { ...org, is_owner: 1 };
}
