import type { MemberRoles, NewMember } from '@redbi/shared/domain';
import { AppError } from '@redbi/shared/errors';
import type { Locale } from '@redbi/shared/i18n';
import type { Repositories } from '../repositories';
import type { MemberRow } from '../repositories/organizationRepository';
import type { UserRow } from '../repositories/userRepository';
import { hashPassword } from '../security/passwords';
import { createRequestLimit } from '../security/sharedThrottles';
import { secondsUntil } from '../security/windowCounter';
import type { AccessService } from './access/accessService';
import type { AvatarService } from './avatarService';
import { createAccountCreation } from './accountCreation';
import { isoNow, type ServiceContext } from './serviceContext';

export interface MemberWithRoles extends MemberRow {
  roles: { id: string; name: string }[];
}

/** The most users one search answers. */
const SEARCH_LIMIT = 20;
/** Searches one user may make per window (typing with a debounce makes a few per name). */
export const SEARCHES_PER_WINDOW = 30;
export const SEARCH_WINDOW_MS = 60_000;

export function createMemberService(ctx: ServiceContext, access: AccessService, avatars: AvatarService) {
  const createAccount = createAccountCreation(ctx);
  // Per user: in Redis when REDIS_URL is set (every node counts as one), else in this process's memory.
  const searches = createRequestLimit(SEARCH_WINDOW_MS, ctx.sharedCounters, 'user-search', ctx.log);

  async function withRoles(orgId: string, members: MemberRow[]): Promise<MemberWithRoles[]> {
    const memberships = await ctx.store.roles.memberships(orgId);
    return members.map((member) => ({
      ...member,
      roles: memberships.filter((m) => m.user_id === member.id).map((m) => ({ id: m.role_id, name: m.name })),
    }));
  }

  async function findMember(orgId: string, userId: string): Promise<MemberWithRoles> {
    const [member] = await ctx.store.organizations.listMembers(orgId, userId);
    if (!member) throw new AppError('NOT_FOUND', { params: { resource: 'member' } });
    const [result] = await withRoles(orgId, [member]);
    return result as MemberWithRoles;
  }

  /** Role ids must be roles of this organisation. */
  async function checkRoles(repos: Repositories, orgId: string, roleIds: readonly string[]): Promise<void> {
    const known = new Set((await repos.roles.listForOrg(orgId)).map((role) => role.id));
    const unknown = roleIds.find((id) => !known.has(id));
    if (unknown) throw new AppError('NOT_FOUND', { params: { resource: 'role' } });
  }

  async function assertNotLastOwner(orgId: string, target: MemberRow): Promise<void> {
    if (target.is_owner === 1 && (await ctx.store.organizations.countOwners(orgId)) <= 1) throw new AppError('LAST_OWNER');
  }

  /** Takes a user out of the organisation: membership, roles, grants and data permissions here (inside a transaction). */
  async function detach(repos: Repositories, orgId: string, userId: string): Promise<void> {
    const user = { type: 'user', id: userId } as const;
    await repos.roles.setRolesOfUser(orgId, userId, []);
    await repos.permissions.forgetSubject(orgId, user);
    await repos.variables.forgetSubjectValues(orgId, user);
    await repos.views.forgetSubjectColumns(orgId, user);
    await repos.organizations.removeMember(orgId, userId);
  }

  return {
    findMember,

    async list(orgId: string, userId: string): Promise<MemberWithRoles[]> {
      await access.member(orgId, userId);
      return withRoles(orgId, await ctx.store.organizations.listMembers(orgId));
    },

    async get(orgId: string, userId: string, memberId: string): Promise<MemberWithRoles> {
      await access.member(orgId, userId);
      return findMember(orgId, memberId);
    },

    /** An active account created directly in this organisation (no personal organisation). */
    async create(orgId: string, userId: string, params: NewMember, locale: Locale): Promise<MemberWithRoles> {
      await access.owner(orgId, userId);
      if (await ctx.store.users.findByLogin(params.username)) throw new AppError('USERNAME_TAKEN', { params: { username: params.username } });
      if (await ctx.store.users.findByLogin(params.email)) throw new AppError('EMAIL_TAKEN', { params: { email: params.email } });
      const passwordHash = await hashPassword(params.password);
      const memberId = await ctx.store.transaction(async (repos) => {
        const roleIds = params.roleIds ?? [];
        await checkRoles(repos, orgId, roleIds);
        const id = await createAccount(
          repos,
          { username: params.username, email: params.email, passwordHash, name: params.name ?? '', active: true, locale },
          { personalOrg: false },
        );
        await repos.users.update(id, { description: params.description ?? '', current_org_id: orgId });
        await repos.organizations.addMember({ org_id: orgId, user_id: id, is_owner: 0, created_at: isoNow(ctx) });
        await repos.roles.setRolesOfUser(orgId, id, roleIds);
        return id;
      });
      return findMember(orgId, memberId);
    },

    async setRoles(orgId: string, userId: string, memberId: string, params: MemberRoles): Promise<MemberWithRoles> {
      await access.owner(orgId, userId);
      await findMember(orgId, memberId);
      await ctx.store.transaction(async (repos) => {
        await checkRoles(repos, orgId, params.roleIds);
        await repos.roles.setRolesOfUser(orgId, memberId, [...new Set(params.roleIds)]);
      });
      return findMember(orgId, memberId);
    },

    async setOwner(orgId: string, userId: string, memberId: string, isOwner: boolean): Promise<MemberWithRoles> {
      await access.owner(orgId, userId);
      const target = await findMember(orgId, memberId);
      if (!isOwner) await assertNotLastOwner(orgId, target);
      await ctx.store.organizations.setOwner(orgId, memberId, isOwner);
      return findMember(orgId, memberId);
    },

    async remove(orgId: string, userId: string, memberId: string): Promise<void> {
      await access.owner(orgId, userId);
      const target = await findMember(orgId, memberId);
      await assertNotLastOwner(orgId, target);
      await ctx.store.transaction((repos) => detach(repos, orgId, memberId));
    },

    /** Deletes a user account for good, when this organisation is the only one it belongs to. */
    async deleteUser(orgId: string, userId: string, memberId: string): Promise<void> {
      await access.owner(orgId, userId);
      const target = await findMember(orgId, memberId);
      await assertNotLastOwner(orgId, target);
      if ((await ctx.store.organizations.countOrganizationsOf(memberId)) > 1) {
        throw new AppError('USER_IN_OTHER_ORGS', { params: { username: target.username } });
      }
      await ctx.store.transaction(async (repos) => {
        await detach(repos, orgId, memberId);
        await repos.users.delete(memberId);
      });
      await avatars.remove(target.avatar);
    },

    /**
     * Users to invite: those who already share an organisation with the caller whose username, e-mail or
     * name contains the keyword, and the one user whose username or e-mail is exactly the keyword (any case).
     * Never a list of other accounts. Rate-limited per caller.
     */
    async search(orgId: string, userId: string, keyword: string): Promise<(UserRow & { isMember: boolean })[]> {
      const now = ctx.now().getTime();
      const window = await searches.hit(userId, now);
      if (window.count > SEARCHES_PER_WINDOW) throw new AppError('TOO_MANY_REQUESTS', { params: { seconds: secondsUntil(window.resetAt, now) } });
      await access.owner(orgId, userId);
      const [peers, exact, members] = await Promise.all([
        ctx.store.users.searchAmongPeers(userId, keyword, SEARCH_LIMIT),
        ctx.store.users.findByLogin(keyword),
        ctx.store.organizations.listMembers(orgId),
      ]);
      const users = exact && !peers.some((user) => user.id === exact.id) ? [exact, ...peers].slice(0, SEARCH_LIMIT) : peers;
      const memberIds = new Set(members.map((member) => member.id));
      return users.map((user) => ({ ...user, isMember: memberIds.has(user.id) }));
    },
  };
}

export type MemberService = ReturnType<typeof createMemberService>;
