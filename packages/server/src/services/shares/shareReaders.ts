import type { ShareDataPermission } from '@redbi/shared/domain';
import { AppError } from '@redbi/shared/errors';
import type { AccessService, OrgActor } from '../access/accessService';
import type { QueryOptions } from '../query/queryService';
import type { DataReader } from '../views/dataReader';
import type { ViewService } from '../views/viewService';
import type { ShareCall } from './shareGate';

/** Whom a share's queries run as, and the user its system variables (REDBI_USER_*) name. */
export interface ShareReader {
  reader: DataReader;
  user: NonNullable<QueryOptions['user']> | undefined;
}

/** A chosen member who is no longer in the organisation: nobody (any other failure is one). */
const leftTheOrganisation = (error: unknown): undefined => {
  if (error instanceof AppError && error.code === 'NOT_FOUND') return undefined;
  throw error;
};

/** SUBJECTS: no one user runs the query, so the system variables are empty (they match no row). */
export const NO_USER = { id: '', username: '', email: '', name: '' };

export interface ShareReaderDeps {
  access: Pick<AccessService, 'member'>;
  views: Pick<ViewService, 'queryableAs'>;
}

const failClosed = (code: 'SHARE_REVOKED' | 'SHARE_VIEWER_REFUSED') => (error: unknown) => {
  if (error instanceof AppError && error.code === 'NOT_FOUND') throw new AppError(code);
  throw error;
};

/**
 * The data permission of a share (spec §6), one entry per kind: the queries run as the sharer (their row and
 * column permissions), as the signed-in viewer (LOGIN only), or as an actor made of the chosen roles and
 * members (with their roles) — the variable values and column permissions of any of them count, their grants do not, and they
 * are never the owner (a permission variable without a value for them yields no rows). Through a share no
 * privilege on the view is held: no SQL is answered and only editable variables may be set.
 */
export function createShareReaders({ access, views }: ShareReaderDeps) {
  const as = (actor: OrgActor, user: ShareReader['user']): ShareReader => ({ reader: { userId: actor.userId, view: (viewId) => views.queryableAs(actor, viewId) }, user });

  const kinds: Record<ShareDataPermission, (call: ShareCall) => Promise<ShareReader>> = {
    SHARER: async ({ share }) => as(await access.member(share.row.org_id, share.sharerId).catch(failClosed('SHARE_REVOKED')), undefined),
    VIEWER: async ({ share, viewerUserId }) => {
      if (!viewerUserId) throw new AppError('SHARE_LOGIN_REQUIRED');
      return as(await access.member(share.row.org_id, viewerUserId).catch(failClosed('SHARE_VIEWER_REFUSED')), undefined);
    },
    SUBJECTS: async ({ share }) => {
      const { dataRoleIds, dataUserIds } = share.settings;
      // A chosen member brings their roles' rows too; one who left the organisation brings nothing.
      const members = await Promise.all(dataUserIds.map((userId) => access.member(share.row.org_id, userId).catch(leftTheOrganisation)));
      const present = members.filter((member) => member !== undefined);
      const roleIds = [...new Set([...dataRoleIds, ...present.flatMap((member) => member.roleIds)])];
      const actor: OrgActor = { orgId: share.row.org_id, userId: NO_USER.id, isOwner: false, roleIds, extraUserIds: present.map((member) => member.userId), grants: [], moduleSwitches: [] };
      return as(actor, NO_USER);
    },
  };

  return { readerFor: (call: ShareCall): Promise<ShareReader> => kinds[call.share.settings.dataPermission](call) };
}

export type ShareReaders = ReturnType<typeof createShareReaders>;
