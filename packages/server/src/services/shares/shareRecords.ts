import { BASE_PATH, ShareSettingsSchema, sharePagePaths, shareVizTypes, type Share, type ShareSettings, type ShareVizType } from '@redbi/shared/domain';
import { AppError } from '@redbi/shared/errors';
import type { ShareRow } from '../../repositories/shareRepository';

export const shareNotFound = () => new AppError('NOT_FOUND', { params: { resource: 'share' } });

export const vizTypeOf = (row: ShareRow): ShareVizType => {
  const type = shareVizTypes.find((candidate) => candidate === row.viz_type);
  if (!type) throw shareNotFound();
  return type;
};

/** The stored settings, with the expiry from its column. */
export const settingsOf = (row: ShareRow): ShareSettings => ShareSettingsSchema.parse({ ...JSON.parse(row.settings), expiresAt: row.expires_at });

/** Revoked wins over expired (the link says what the sharer did). */
export function shareStateOf(row: Pick<ShareRow, 'revoked_at' | 'expires_at'>, now: Date): Share['state'] {
  if (row.revoked_at !== null) return 'revoked';
  if (row.expires_at !== null && Date.parse(row.expires_at) <= now.getTime()) return 'expired';
  return 'active';
}

/** The link to the share page, from PUBLIC_URL (never from the request's Host header). */
export const shareUrl = (publicUrl: string, vizType: ShareVizType, token: string): string => `${publicUrl}${BASE_PATH}${sharePagePaths[vizType]}/${token}`;

export interface SharePresentation {
  vizName: string;
  code: string | null;
  createdBy: Share['createdBy'];
  now: Date;
}

export function presentShare(row: ShareRow, { vizName, code, createdBy, now }: SharePresentation): Share {
  return {
    ...settingsOf(row),
    id: row.id,
    orgId: row.org_id,
    vizType: vizTypeOf(row),
    vizId: row.viz_id,
    vizName,
    code,
    createdBy,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    revokedAt: row.revoked_at,
    lastVisitAt: row.last_visit_at,
    visitCount: Number(row.visit_count),
    state: shareStateOf(row, now),
  };
}
