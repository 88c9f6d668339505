import type { ShareInfo, SharedContent, ShareVerification } from '@redbi/shared/domain';
import { AppError } from '@redbi/shared/errors';
import type { ThrottlePort } from '../../security/sharedThrottles';
import { isoNow, type ServiceContext } from '../serviceContext';
import type { ShareContent } from './shareContent';
import type { LiveShare, ShareGate } from './shareGate';
import { sameShareCode } from './shareSecrets';
import { SHARE_SESSION_TTL_SEC, type ShareSessions, type ShareViewer } from './shareSessions';

/** How long the visit log keeps a share's visits (the count on the share keeps them all). */
export const SHARE_VISITS_KEPT_DAYS = 90;

export interface ShareOpeningDeps {
  gate: ShareGate;
  sessions: ShareSessions;
  content: ShareContent;
  throttle: ThrottlePort;
}

/** Who opens a share: the signed-in user and their sign-in session when the request carries a valid token, and the client's address. */
export interface ShareOpener {
  signIn: ShareViewer | undefined;
  address: string;
}

/**
 * Opening a share link (spec §3): what the link shows and asks (info), then the verification — NONE: anyone
 * with the link; CODE: the access code, rate-limited per link and address (security/shareCodeThrottle.ts),
 * compared in constant time; LOGIN: a signed-in member, one of the chosen roles and members when any are
 * chosen. The answer is the content with a share session for the calls that follow; the visit is logged.
 */
export function createShareOpening(ctx: ServiceContext, { gate, sessions, content, throttle }: ShareOpeningDeps) {
  /** Each verification: throws why the opener may not pass; else the viewer the share session is bound to (LOGIN), or undefined. */
  const verifications: Record<ShareVerification, (share: LiveShare, code: string | undefined, opener: ShareOpener) => Promise<ShareViewer | undefined>> = {
    NONE: () => Promise.resolve(undefined),
    async CODE({ row }, code, { address }) {
      if (!code) throw new AppError('SHARE_CODE_REQUIRED');
      const now = ctx.now().getTime();
      await throttle.attempt(row.id, address, now);
      const expected = row.code_sealed === null ? undefined : ctx.secrets.open(row.code_sealed);
      if (expected === undefined || !sameShareCode(code, expected)) throw new AppError('SHARE_CODE_WRONG');
      await throttle.succeeded(row.id, address, now);
      return undefined;
    },
    async LOGIN({ row, settings }, _code, { signIn }) {
      if (!signIn) throw new AppError('SHARE_LOGIN_REQUIRED');
      if (!(await gate.viewerAllowed(row.org_id, signIn.userId, settings))) throw new AppError('SHARE_VIEWER_REFUSED');
      return signIn;
    },
  };

  async function logVisit(share: LiveShare, viewerUserId: string | undefined, address: string): Promise<void> {
    const at = isoNow(ctx);
    const keptSince = new Date(ctx.now().getTime() - SHARE_VISITS_KEPT_DAYS * 24 * 60 * 60_000).toISOString();
    await ctx.store.transaction(async (repos) => {
      await repos.shares.recordVisit({ id: ctx.newId(), share_id: share.row.id, at, user_id: viewerUserId ?? null, address });
      await repos.shares.pruneVisits(share.row.id, keptSince);
    });
  }

  return {
    /** What the link shows and what it will ask; an expired, revoked or unknown link says which. */
    async info(token: string): Promise<ShareInfo> {
      const { vizType, name, settings } = await gate.live(token);
      return { vizType, name, verification: settings.verification, expiresAt: settings.expiresAt };
    },

    async open(token: string, code: string | undefined, opener: ShareOpener): Promise<SharedContent> {
      const share = await gate.live(token);
      const viewer = await verifications[share.settings.verification](share, code, opener);
      const scope = await content.scopeOf(share);
      const session = await sessions.seal(share.row, viewer);
      await logVisit(share, viewer?.userId, opener.address);
      return {
        session,
        sessionTtlSec: SHARE_SESSION_TTL_SEC,
        vizType: share.vizType,
        name: share.name,
        allowDownload: share.settings.allowDownload,
        charts: scope.charts,
        dashboards: scope.dashboards,
        ...(scope.storyboard ? { storyboard: scope.storyboard } : {}),
      };
    },
  };
}

export type ShareOpening = ReturnType<typeof createShareOpening>;
