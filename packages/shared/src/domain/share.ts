import { z } from 'zod';
import { BoardChartSchema, DashboardSchema } from './dashboard';
import { BoardDataRequestSchema } from './dashboardData';
import { idField } from './fields';
import { StoryboardSchema } from './storyboard';

/**
 * Share links (spec §2, §3, §6): a chart, a dashboard or a storyboard opened by outsiders at
 * /shareChart/{token}, /shareDashboard/{token}, /shareStoryPlayer/{token}. Unlike datart's (a plain UUID,
 * the Share privilege checked by the UI only, no revocation), a token carries 256 random bits and is stored
 * hashed, every call through it re-checks expiry, revocation and scope on the server, and visits are logged.
 */
export const shareVizTypes = ['chart', 'dashboard', 'storyboard'] as const;
export type ShareVizType = (typeof shareVizTypes)[number];

/** Spec §3: NONE (anyone with the link), CODE (an access code the server generates), LOGIN (signed-in users). */
export const shareVerifications = ['NONE', 'CODE', 'LOGIN'] as const;
export type ShareVerification = (typeof shareVerifications)[number];

/**
 * Whose row and column permissions the shared content's queries run with (spec §6): the sharer's, the
 * signed-in viewer's (LOGIN only), or those of chosen roles and members (rows of any of them count).
 */
export const shareDataPermissions = ['SHARER', 'VIEWER', 'SUBJECTS'] as const;
export type ShareDataPermission = (typeof shareDataPermissions)[number];

/** The page route of each shared kind (spec §2), under the router's base path. */
export const sharePagePaths: Record<ShareVizType, string> = {
  chart: '/shareChart',
  dashboard: '/shareDashboard',
  storyboard: '/shareStoryPlayer',
};

/** Access codes: 8 characters of 0-9 and A-Z without I and O (nothing to misread). */
export const SHARE_CODE_LENGTH = 8;
export const SHARE_CODE_ALPHABET = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';
/** Visits shown per share in the share list's log. */
export const SHARE_VISITS_SHOWN = 200;

const subjectIds = () => z.array(idField()).max(500).default([]);

/** What the sharer chooses; the same fields when they edit it later. */
export const ShareSettingsSchema = z.object({
  /** ISO date-time; null: permanent. Must lie in the future when set. */
  expiresAt: z.iso.datetime({ offset: true }).nullable().default(null),
  verification: z.enum(shareVerifications).default('NONE'),
  /** LOGIN: only these roles' members and these members may open it; both empty: any signed-in member of the organisation. */
  viewerRoleIds: subjectIds(),
  viewerUserIds: subjectIds(),
  dataPermission: z.enum(shareDataPermissions).default('SHARER'),
  /** SUBJECTS: the roles and members whose permissions apply. */
  dataRoleIds: subjectIds(),
  dataUserIds: subjectIds(),
  /** Viewers may download what they see (chart images). */
  allowDownload: z.boolean().default(false),
});
export type ShareSettings = z.output<typeof ShareSettingsSchema>;
export type ShareSettingsInput = z.input<typeof ShareSettingsSchema>;

export const NewShareSchema = ShareSettingsSchema.extend({ vizType: z.enum(shareVizTypes), vizId: idField() }).meta({ id: 'NewShare' });
export type NewShare = z.output<typeof NewShareSchema>;
export const ShareUpdateSchema = ShareSettingsSchema.meta({ id: 'ShareUpdate' });

/** A share as those holding Share on its resource see it in the share lists. */
export const ShareSchema = ShareSettingsSchema.extend({
  id: z.string(),
  orgId: z.string(),
  vizType: z.enum(shareVizTypes),
  vizId: z.string(),
  vizName: z.string(),
  /** CODE: the access code to pass on to viewers (kept encrypted at rest). */
  code: z.string().nullable(),
  createdBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  revokedAt: z.string().nullable(),
  lastVisitAt: z.string().nullable(),
  visitCount: z.number().int(),
  /** Derived: revoked wins over expired. */
  state: z.enum(['active', 'expired', 'revoked']),
}).meta({ id: 'Share' });
export type Share = z.infer<typeof ShareSchema>;

/**
 * A new link: the token is shown this once (only its hash is stored); the full URL to the share page is
 * built from the server's PUBLIC_URL. Regenerating the link answers the same shape with a new token.
 */
export const ShareLinkSchema = z.object({ share: ShareSchema, token: z.string(), url: z.string() }).meta({ id: 'ShareLink' });
export type ShareLink = z.infer<typeof ShareLinkSchema>;

export const ShareCodeSchema = z.object({ code: z.string() }).meta({ id: 'ShareCode' });

export const ShareVisitSchema = z
  .object({ at: z.string(), viewer: z.object({ id: z.string(), name: z.string() }).nullable(), address: z.string() })
  .meta({ id: 'ShareVisit' });
export type ShareVisit = z.infer<typeof ShareVisitSchema>;

/** The list filters: one resource's shares, or (neither given) every share of the organisation the caller may manage. */
export const ShareListQuerySchema = z.object({ vizType: z.enum(shareVizTypes).optional(), vizId: idField().optional() });

/** A resource to share: which kind and which one (the share options' query). */
export const ShareTargetQuerySchema = z.object({ vizType: z.enum(shareVizTypes), vizId: idField() });

/**
 * What the caller may choose when sharing one resource (Share on it): the data permissions open to them.
 * SUBJECTS only for those who may see everything the chosen roles and members see — the organisation's
 * owners and members holding Manage on every view the content reads (issue 19); VIEWER needs LOGIN.
 */
export const ShareOptionsSchema = z.object({ dataPermissions: z.array(z.enum(shareDataPermissions)) }).meta({ id: 'ShareOptions' });
export type ShareOptions = z.infer<typeof ShareOptionsSchema>;

/** What the share page learns before it opens the share: what to ask the viewer for. */
export const ShareInfoSchema = z
  .object({ vizType: z.enum(shareVizTypes), name: z.string(), verification: z.enum(shareVerifications), expiresAt: z.string().nullable() })
  .meta({ id: 'ShareInfo' });
export type ShareInfo = z.infer<typeof ShareInfoSchema>;

/** Opening a share: the access code for CODE; LOGIN reads the viewer from the Authorization header. */
export const ShareOpenSchema = z.object({ code: z.string().trim().max(64).optional() }).meta({ id: 'ShareOpen' });

/** The dashboards and charts shown through a share, with the privileges the share gives (View, and Download when allowed). */
const sharedDashboard = DashboardSchema;
const sharedChart = BoardChartSchema;

/**
 * The opened share: its content and a share session (sealed, short-lived) that every following call of the
 * share page sends in the X-Share-Session header. The session binds the share and the viewer; the server
 * re-checks the share on each call.
 */
export const SharedContentSchema = z
  .object({
    session: z.string(),
    /** Seconds the session lasts; the page opens the share again after it (asking nothing new for NONE). */
    sessionTtlSec: z.number().int(),
    vizType: z.enum(shareVizTypes),
    name: z.string(),
    allowDownload: z.boolean(),
    /** chart: the chart; storyboard: its chart pages. */
    charts: z.record(z.string(), sharedChart),
    /** dashboard: the dashboard; storyboard: its dashboard pages. */
    dashboards: z.record(z.string(), sharedDashboard),
    storyboard: StoryboardSchema.optional(),
  })
  .meta({ id: 'SharedContent' });
export type SharedContent = z.infer<typeof SharedContentSchema>;

/** The header that carries the share session on the calls a share page makes. */
export const SHARE_SESSION_HEADER = 'x-share-session';
/** The header with the share page's anonymous client id (spec §3): a share's downloads belong to it. */
export const SHARE_CLIENT_ID_HEADER = 'x-share-client-id';

/** A dashboard's batched data request through a share: never an editor's draft. */
export const ShareBoardDataRequestSchema = BoardDataRequestSchema.omit({ draft: true }).strict().meta({ id: 'ShareBoardDataRequest' });
