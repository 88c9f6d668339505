import { SHARE_VISITS_SHOWN, shareDataPermissions, type NewShare, type Share, type ShareLink, type ShareOptions, type ShareSettings, type ShareVisit, type ShareVizType } from '@redbi/shared/domain';
import { AppError } from '@redbi/shared/errors';
import type { Repositories } from '../../repositories';
import type { ShareRow } from '../../repositories/shareRepository';
import { isoNow, type ServiceContext } from '../serviceContext';
import { presentShare, settingsOf, shareNotFound, shareUrl, vizTypeOf } from './shareRecords';
import { hashShareToken, newShareCode, newShareToken } from './shareSecrets';
import { checkShareSettings, checkShareSubjects, normalizeShareSettings, storedSettingsOf } from './shareSettings';
import type { SharedResource } from './shareContent';
import type { ShareSubjectsRule } from './shareSubjectsRule';
import { requireShare, type ShareTargets, type TargetInspector } from './shareTargets';

export interface ShareListFilter {
  vizType?: ShareVizType | undefined;
  vizId?: string | undefined;
}

/**
 * Share management (spec §3, issue 13): Share on the resource, checked here through the one policy (datart
 * left it to the UI), for every call — create, list, edit, revoke, new code, new link, visits. A token is
 * answered once and only its hash kept; a CODE share's code is kept sealed by the secret box, so that the
 * sharer can read it again in the share list. A share never shows what its sharer may not see (issue 19):
 * the data permission of chosen roles and members (SUBJECTS) is for those who may see all they see
 * (shareSubjectsRule), checked for the caller and, for an edited share, its sharer; and changing another's
 * share (settings, link, code) is for those who may see all it can show (`changeable`).
 */
export function createShareService(ctx: ServiceContext, { targets, subjects }: { targets: ShareTargets; subjects: Pick<ShareSubjectsRule, 'allows' | 'require'> }) {
  /** The roles and members the settings name must be the organisation's. */
  async function checkSubjects(orgId: string, settings: ShareSettings): Promise<void> {
    if (settings.viewerRoleIds.length + settings.viewerUserIds.length + settings.dataRoleIds.length + settings.dataUserIds.length === 0) return;
    const [roles, members] = await Promise.all([ctx.store.roles.listForOrg(orgId), ctx.store.organizations.listMembers(orgId)]);
    checkShareSubjects(settings, { roleIds: new Set(roles.map((role) => role.id)), memberIds: new Set(members.map((member) => member.id)) });
  }

  /** The settings as stored, checked; SUBJECTS only when every one of `sharers` may choose it for the resource. */
  async function checkedSettings(resource: SharedResource, input: ShareSettings, sharers: readonly string[]): Promise<ShareSettings> {
    const settings = normalizeShareSettings(input);
    checkShareSettings(settings, ctx.now());
    await checkSubjects(resource.orgId, settings);
    if (settings.dataPermission === 'SUBJECTS') await subjects.require(resource, sharers);
    return settings;
  }

  const resourceOf = (row: ShareRow): SharedResource => ({ orgId: row.org_id, vizType: vizTypeOf(row), vizId: row.viz_id });

  async function present(rows: readonly ShareRow[], names: (row: ShareRow) => string): Promise<Share[]> {
    const userNames = new Map<string, Promise<{ id: string; name: string } | null>>();
    const userOf = (id: string | null) => {
      if (id === null) return Promise.resolve(null);
      let user = userNames.get(id);
      if (!user) {
        user = ctx.store.users.getById(id).then((row) => ({ id: row.id, name: row.name || row.username }), () => null);
        userNames.set(id, user);
      }
      return user;
    };
    const now = ctx.now();
    return Promise.all(
      rows.map(async (row) =>
        presentShare(row, { vizName: names(row), code: row.code_sealed === null ? null : ctx.secrets.open(row.code_sealed), createdBy: await userOf(row.created_by), now }),
      ),
    );
  }

  /** A share of the organisation whose resource the caller may share (404 for another's share or a resource gone). */
  async function managed(orgId: string, userId: string, shareId: string): Promise<{ row: ShareRow; vizName: string }> {
    const inspect = await targets.inspector(orgId, userId);
    const row = await ctx.store.shares.find(shareId);
    if (!row || row.org_id !== orgId) throw shareNotFound();
    const target = await inspect(vizTypeOf(row), row.viz_id);
    if (!target) throw shareNotFound();
    return { row, vizName: requireShare(target, vizTypeOf(row)).name };
  }

  /**
   * A share the caller may change — its settings, a new link, a new code: its sharer, or someone who may see
   * all it can show (shareSubjectsRule: an owner, a member with Manage on every view it reads). Anyone else
   * holding Share may list it, read its visits and revoke it, but not re-publish what they may not see.
   */
  async function changeable(orgId: string, userId: string, shareId: string): Promise<{ row: ShareRow; vizName: string }> {
    const found = await managed(orgId, userId, shareId);
    if (found.row.created_by !== userId && !(await subjects.allows(resourceOf(found.row), [userId]))) {
      throw new AppError('FORBIDDEN', { messageKey: 'errors.shareChangeRefused' });
    }
    return found;
  }

  /** The share read again inside the writing transaction (it may have changed since it was authorized). */
  async function reread(repos: Repositories, shareId: string): Promise<ShareRow> {
    const row = await repos.shares.find(shareId);
    if (!row) throw shareNotFound();
    return row;
  }

  const one = async (row: ShareRow, vizName: string): Promise<Share> => (await present([row], () => vizName))[0] as Share;

  /** Changes a share found `changeable` that is not revoked (a revoked link stays revoked), read again in the writing transaction. */
  async function change({ row: found, vizName }: { row: ShareRow; vizName: string }, changes: (row: ShareRow) => Promise<Partial<ShareRow>> | Partial<ShareRow>): Promise<{ row: ShareRow; vizName: string }> {
    return ctx.store.transaction(async (repos) => {
      const row = await reread(repos, found.id);
      if (row.revoked_at !== null) throw new AppError('SHARE_REVOKED');
      const written = { ...(await changes(row)), updated_at: isoNow(ctx) };
      await repos.shares.update(row.id, written);
      return { row: { ...row, ...written }, vizName };
    });
  }

  return {
    /** Share on the resource: a new link (its token answered this once) and, for CODE, a new code. */
    async create(orgId: string, userId: string, input: NewShare): Promise<ShareLink> {
      const inspect = await targets.inspector(orgId, userId);
      const target = requireShare(await inspect(input.vizType, input.vizId), input.vizType);
      const { vizType, vizId, ...rest } = input;
      const settings = await checkedSettings({ orgId, vizType, vizId }, rest, [userId]);
      const token = newShareToken();
      const now = isoNow(ctx);
      const row: ShareRow = {
        id: ctx.newId(),
        org_id: orgId,
        viz_type: vizType,
        viz_id: vizId,
        token_hash: hashShareToken(token),
        code_sealed: settings.verification === 'CODE' ? ctx.secrets.seal(newShareCode()) : null,
        settings: JSON.stringify(storedSettingsOf(settings)),
        expires_at: settings.expiresAt,
        created_by: userId,
        created_at: now,
        updated_at: now,
        revoked_at: null,
        last_visit_at: null,
        visit_count: 0,
      };
      await ctx.store.transaction((repos) => repos.shares.insert(row));
      return { share: await one(row, target.name), token, url: shareUrl(ctx.config.publicUrl, vizType, token) };
    },

    /** What the caller may choose when sharing the resource (Share on it): SUBJECTS only when shareSubjectsRule allows it. */
    async options(orgId: string, userId: string, vizType: ShareVizType, vizId: string): Promise<ShareOptions> {
      const inspect = await targets.inspector(orgId, userId);
      requireShare(await inspect(vizType, vizId), vizType);
      const subjectsAllowed = await subjects.allows({ orgId, vizType, vizId }, [userId]);
      return { dataPermissions: shareDataPermissions.filter((permission) => permission !== 'SUBJECTS' || subjectsAllowed) };
    },

    /**
     * One resource's shares (Share on it), or every share of the organisation on resources the caller may
     * share (the owner: all of them); shares of resources in the recycle bin are left out (their links answer
     * 404 until the resource is restored). Deleting a resource deletes its shares.
     */
    async list(orgId: string, userId: string, filter: ShareListFilter = {}): Promise<Share[]> {
      const inspect: TargetInspector = await targets.inspector(orgId, userId);
      const { vizType, vizId } = filter;
      if (vizType && vizId) requireShare(await inspect(vizType, vizId), vizType);
      const rows = await ctx.store.shares.listForOrg(orgId, vizType && vizId ? { type: vizType, id: vizId } : undefined);
      const names = new Map<ShareRow, string>();
      for (const row of rows) {
        if (vizType && row.viz_type !== vizType) continue;
        const target = await inspect(vizTypeOf(row), row.viz_id);
        if (target?.privileges.includes('share')) names.set(row, target.name);
      }
      return present([...names.keys()], (row) => names.get(row) ?? '');
    },

    /**
     * New settings; a share becoming CODE gets a code, one leaving CODE loses it. Its open sessions end (the
     * page opens it again). SUBJECTS needs both the caller and the share's sharer to qualify.
     */
    async update(orgId: string, userId: string, shareId: string, input: ShareSettings): Promise<Share> {
      const current = await changeable(orgId, userId, shareId);
      const sharer = current.row.created_by;
      const settings = await checkedSettings(resourceOf(current.row), input, sharer === null ? [userId] : [userId, sharer]);
      const { row, vizName } = await change(current, (stored) => {
        const wasCode = settingsOf(stored).verification === 'CODE' && stored.code_sealed !== null;
        const codeSealed = settings.verification !== 'CODE' ? null : wasCode ? stored.code_sealed : ctx.secrets.seal(newShareCode());
        return { settings: JSON.stringify(storedSettingsOf(settings)), expires_at: settings.expiresAt, code_sealed: codeSealed };
      });
      return one(row, vizName);
    },

    /** Revokes the share: the row stays, so its link says "revoked"; revoking again changes nothing. */
    async revoke(orgId: string, userId: string, shareId: string): Promise<Share> {
      const { vizName } = await managed(orgId, userId, shareId);
      const row = await ctx.store.transaction(async (repos) => {
        const stored = await reread(repos, shareId);
        if (stored.revoked_at !== null) return stored;
        const now = isoNow(ctx);
        await repos.shares.update(shareId, { revoked_at: now, updated_at: now });
        return { ...stored, revoked_at: now, updated_at: now };
      });
      return one(row, vizName);
    },

    /** A new code for a CODE share: the old one stops working, and so do the sessions opened with it. */
    async regenerateCode(orgId: string, userId: string, shareId: string): Promise<{ code: string }> {
      const code = newShareCode();
      await change(await changeable(orgId, userId, shareId), (row) => {
        if (settingsOf(row).verification !== 'CODE') throw new AppError('VALIDATION', { messageKey: 'validation.shareCodeOnly' });
        return { code_sealed: ctx.secrets.seal(code) };
      });
      return { code };
    },

    /** A new token for the share: the old link answers "not found" from now on, and its sessions end. */
    async regenerateLink(orgId: string, userId: string, shareId: string): Promise<ShareLink> {
      const token = newShareToken();
      const { row, vizName } = await change(await changeable(orgId, userId, shareId), () => ({ token_hash: hashShareToken(token) }));
      return { share: await one(row, vizName), token, url: shareUrl(ctx.config.publicUrl, vizTypeOf(row), token) };
    },

    /** The latest openings of the share, newest first. */
    async visits(orgId: string, userId: string, shareId: string): Promise<ShareVisit[]> {
      await managed(orgId, userId, shareId);
      const rows = await ctx.store.shares.latestVisits(shareId, SHARE_VISITS_SHOWN);
      return rows.map((row) => ({
        at: row.at,
        viewer: row.user_id === null ? null : { id: row.user_id, name: row.user_name || row.user_username || '' },
        address: row.address,
      }));
    },
  };
}

export type ShareService = ReturnType<typeof createShareService>;
