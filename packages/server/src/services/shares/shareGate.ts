import type { ShareSettings, ShareVerification, ShareVizType } from '@redbi/shared/domain';
import { AppError } from '@redbi/shared/errors';
import type { ShareRow } from '../../repositories/shareRepository';
import type { ServiceContext } from '../serviceContext';
import { settingsOf, shareStateOf, vizTypeOf } from './shareRecords';
import { hashShareToken } from './shareSecrets';
import type { ShareSessions } from './shareSessions';
import type { ShareTargets } from './shareTargets';

/** A share whose link works right now: not revoked, not expired, its resource there, its sharer still holding Share on it. */
export interface LiveShare {
  row: ShareRow;
  settings: ShareSettings;
  vizType: ShareVizType;
  /** The shared resource's name. */
  name: string;
  sharerId: string;
}

/** A call through a share: the live share and the viewer its session names (LOGIN). */
export interface ShareCall {
  share: LiveShare;
  viewerUserId: string | undefined;
}

const refusedWhen = (code: 'SHARE_REVOKED') => (error: unknown) => {
  if (error instanceof AppError && error.code === 'NOT_FOUND') throw new AppError(code);
  throw error;
};

/**
 * The checks every public share call starts with (issue 13), re-done on the metadata store each time: the
 * token's share exists (SHARE_NOT_FOUND), is neither revoked (SHARE_REVOKED) nor expired (SHARE_EXPIRED),
 * its resource is still there (SHARE_NOT_FOUND) and its sharer is still a member holding Share on it (else
 * SHARE_REVOKED: a share lives no longer than its sharer's right to share). Then, after opening, the share
 * session: one of this share, for its current link and settings (SHARE_SESSION_INVALID), and for LOGIN a
 * viewer still allowed (SHARE_VIEWER_REFUSED).
 */
export function createShareGate(ctx: ServiceContext, { targets, sessions }: { targets: ShareTargets; sessions: ShareSessions }) {
  /** LOGIN: a member of the organisation, and one of the chosen members or roles when any are chosen (owners always). */
  async function viewerAllowed(orgId: string, userId: string, settings: ShareSettings): Promise<boolean> {
    const membership = await ctx.store.organizations.membership(orgId, userId);
    if (!membership) return false;
    if (membership.is_owner === 1) return true;
    const { viewerRoleIds, viewerUserIds } = settings;
    if (viewerRoleIds.length + viewerUserIds.length === 0 || viewerUserIds.includes(userId)) return true;
    const roleIds = await ctx.store.roles.roleIdsOf(orgId, userId);
    return roleIds.some((id) => viewerRoleIds.includes(id));
  }

  async function live(token: string): Promise<LiveShare> {
    const row = await ctx.store.shares.findByTokenHash(hashShareToken(token));
    if (!row) throw new AppError('SHARE_NOT_FOUND');
    const state = shareStateOf(row, ctx.now());
    if (state === 'revoked') throw new AppError('SHARE_REVOKED');
    if (state === 'expired') throw new AppError('SHARE_EXPIRED');
    const sharerId = row.created_by;
    if (sharerId === null) throw new AppError('SHARE_REVOKED');
    const vizType = vizTypeOf(row);
    const inspect = await targets.inspector(row.org_id, sharerId).catch(refusedWhen('SHARE_REVOKED'));
    const target = await inspect(vizType, row.viz_id);
    if (!target) throw new AppError('SHARE_NOT_FOUND');
    if (!target.privileges.includes('share')) throw new AppError('SHARE_REVOKED');
    return { row, settings: settingsOf(row), vizType, name: target.name, sharerId };
  }

  return {
    live,
    viewerAllowed,

    /** A call made with the share session of `live(token)`'s share. */
    async call(token: string, sealedSession: string | undefined): Promise<ShareCall> {
      const share = await live(token);
      const claims = await sessions.open(sealedSession, share.row);
      if (!claims) throw new AppError('SHARE_SESSION_INVALID');
      const verification: ShareVerification = share.settings.verification;
      if (verification === 'LOGIN' && (!claims.viewerUserId || !(await viewerAllowed(share.row.org_id, claims.viewerUserId, share.settings)))) {
        throw new AppError('SHARE_VIEWER_REFUSED');
      }
      return { share, viewerUserId: claims.viewerUserId };
    },
  };
}

export type ShareGate = ReturnType<typeof createShareGate>;
