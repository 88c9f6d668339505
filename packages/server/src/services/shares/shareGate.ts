import type { ShareSettings, ShareVerification, ShareVizType } from '@redbi/shared/domain';
import { AppError } from '@redbi/shared/errors';
import type { ShareRow } from '../../repositories/shareRepository';
import type { ServiceContext } from '../serviceContext';
import { settingsOf, shareStateOf, vizTypeOf } from './shareRecords';
import { hashShareToken } from './shareSecrets';
import type { ShareSessions, ShareViewer } from './shareSessions';
import type { ShareSubjectsRule } from './shareSubjectsRule';
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

/** A call through a share: the live share and the viewer its session names (LOGIN), who made this call. */
export interface ShareCall {
  share: LiveShare;
  viewerUserId: string | undefined;
}

export interface ShareGateDeps {
  targets: ShareTargets;
  sessions: ShareSessions;
  subjects: Pick<ShareSubjectsRule, 'holdsFor'>;
}

const refusedWhen = (code: 'SHARE_REVOKED') => (error: unknown) => {
  if (error instanceof AppError && error.code === 'NOT_FOUND') throw new AppError(code);
  throw error;
};

/**
 * The checks every public share call starts with (issue 13), re-done on the metadata store each time: the
 * token's share exists (SHARE_NOT_FOUND), is neither revoked (SHARE_REVOKED) nor expired (SHARE_EXPIRED),
 * its resource is still there (SHARE_NOT_FOUND) and its sharer is still a member holding Share on it (else
 * SHARE_REVOKED: a share lives no longer than its sharer's right to share), and for the SUBJECTS data
 * permission still allowed to choose it (shareSubjectsRule; else SHARE_REVOKED). Then, after opening, the
 * share session: one of this share, for its current link and settings (SHARE_SESSION_INVALID), and for LOGIN
 * bound to the viewer who opened it: the call must carry that same user's sign-in session, still valid
 * (none: SHARE_LOGIN_REQUIRED; another user's or another sign-in's: SHARE_SESSION_INVALID, so that the page
 * opens the share again for whoever is signed in now), and the viewer must still be allowed
 * (SHARE_VIEWER_REFUSED). Logout, a password change and account deletion end the sign-in session; removal
 * from the organisation ends the viewer's right.
 */
export function createShareGate(ctx: ServiceContext, { targets, sessions, subjects }: ShareGateDeps) {
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

  /** The share of a row, if its link works right now (a download of a share re-checks it by id). */
  async function liveRow(row: ShareRow): Promise<LiveShare> {
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
    const share: LiveShare = { row, settings: settingsOf(row), vizType, name: target.name, sharerId };
    await subjects.holdsFor(share);
    return share;
  }

  async function live(token: string): Promise<LiveShare> {
    const row = await ctx.store.shares.findByTokenHash(hashShareToken(token));
    if (!row) throw new AppError('SHARE_NOT_FOUND');
    return liveRow(row);
  }

  return {
    live,
    liveRow,
    viewerAllowed,

    /** A call made with the share session of `live(token)`'s share, by whoever its bearer token signs in (`signIn`). */
    async call(token: string, sealedSession: string | undefined, signIn: ShareViewer | undefined): Promise<ShareCall> {
      const share = await live(token);
      const claims = await sessions.open(sealedSession, share.row);
      if (!claims) throw new AppError('SHARE_SESSION_INVALID');
      const verification: ShareVerification = share.settings.verification;
      if (verification !== 'LOGIN') return { share, viewerUserId: undefined };
      const { viewer } = claims;
      if (!viewer) throw new AppError('SHARE_SESSION_INVALID');
      if (!signIn) throw new AppError('SHARE_LOGIN_REQUIRED');
      if (signIn.userId !== viewer.userId || signIn.sessionId !== viewer.sessionId) throw new AppError('SHARE_SESSION_INVALID');
      if (!(await viewerAllowed(share.row.org_id, viewer.userId, share.settings))) throw new AppError('SHARE_VIEWER_REFUSED');
      return { share, viewerUserId: viewer.userId };
    },
  };
}

export type ShareGate = ReturnType<typeof createShareGate>;
