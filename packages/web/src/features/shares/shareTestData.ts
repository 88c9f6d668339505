import type { Share, ShareLink } from '@redbi/shared/domain';

/** A share of dashboard d1 as the share lists answer it; `extra` changes any field. */
export const shareOf = (extra: Partial<Share> = {}): Share => ({
  id: 's1',
  orgId: 'o1',
  vizType: 'dashboard',
  vizId: 'd1',
  vizName: 'Sales overview',
  expiresAt: null,
  verification: 'NONE',
  viewerRoleIds: [],
  viewerUserIds: [],
  dataPermission: 'SHARER',
  dataRoleIds: [],
  dataUserIds: [],
  allowDownload: false,
  code: null,
  createdBy: { id: 'u1', name: 'Ada' },
  createdAt: '2026-05-01T10:00:00.000Z',
  updatedAt: '2026-05-01T10:00:00.000Z',
  revokedAt: null,
  lastVisitAt: null,
  visitCount: 0,
  state: 'active',
  ...extra,
});

export const linkOf = (share: Share, token = 'tok-0123456789abcdef-0123456789'): ShareLink => ({
  share,
  token,
  url: `https://bi.example.com/redBi/shareDashboard/${token}`,
});
