import { createHash } from 'node:crypto';
import type { Sealer } from '../../security/sealer';
import type { ShareRow } from '../../repositories/shareRepository';

/** How long a share session lasts; the share page opens the share again after it. */
export const SHARE_SESSION_TTL_SEC = 2 * 60 * 60;

/** A signed-in viewer: the user and the sign-in session (of their bearer token) they opened a LOGIN share with. */
export interface ShareViewer {
  userId: string;
  sessionId: string;
}

/** What a share session says: which share, opened through which link, in which version of its settings, by whom. */
export interface ShareSessionClaims {
  shareId: string;
  viewer?: ShareViewer;
}

const PURPOSE = 'share-session';

/**
 * The version of a share a session is bound to: a digest of its link (the token's hash), its sealed code
 * (sealed anew with each new code) and its settings — whatever the clock says, a new link, a new code or
 * other settings end the sessions opened before.
 */
const versionOf = (row: ShareRow): string =>
  createHash('sha256').update(JSON.stringify([row.token_hash, row.code_sealed, row.settings, row.expires_at])).digest('base64url').slice(0, 32);

/**
 * Share sessions (X-Share-Session): sealed (encrypted, authenticated, expiring) with a key of their own
 * purpose. A session is bound to the share and to its version (its link, code and settings: versionOf), and
 * for LOGIN names the signed-in viewer and their sign-in session, which every later call must still carry
 * (shareGate). The share itself is re-checked on the store for every call.
 */
export function createShareSessions(sealer: Sealer) {
  const sessions = sealer.forPurpose(PURPOSE);
  const bindingOf = (row: ShareRow) => ({ sid: row.id, ver: versionOf(row) });

  return {
    seal: (row: ShareRow, viewer: ShareViewer | undefined): Promise<string> =>
      sessions.seal({ ...bindingOf(row), ...(viewer ? { vid: viewer.userId, vsid: viewer.sessionId } : {}) }, SHARE_SESSION_TTL_SEC),

    /** The session's claims when it is one of this share, for its current link and settings; undefined otherwise. */
    async open(sealed: string | undefined, row: ShareRow): Promise<ShareSessionClaims | undefined> {
      if (!sealed) return undefined;
      const payload = await sessions.open(sealed);
      const expected = bindingOf(row);
      if (!payload || payload.sid !== expected.sid || payload.ver !== expected.ver) return undefined;
      const { vid, vsid } = payload;
      return { shareId: row.id, ...(typeof vid === 'string' && typeof vsid === 'string' ? { viewer: { userId: vid, sessionId: vsid } } : {}) };
    },
  };
}

export type ShareSessions = ReturnType<typeof createShareSessions>;
