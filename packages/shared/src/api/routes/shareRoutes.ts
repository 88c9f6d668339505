import { z } from 'zod';
import {
  ChartDataRequestSchema,
  DownloadLinkSchema,
  DownloadTaskSchema,
  NewShareDownloadSchema,
  idField,
  NewShareSchema,
  ShareBoardDataRequestSchema,
  ShareCodeSchema,
  SharedContentSchema,
  ShareInfoSchema,
  ShareLinkSchema,
  ShareListQuerySchema,
  ShareOpenSchema,
  ShareOptionsSchema,
  ShareSchema,
  ShareTargetQuerySchema,
  ShareUpdateSchema,
  ShareVisitSchema,
} from '../../domain';
import { DataframeSchema } from '../../query/querySpec';
import { defineRoute, rawResponse } from '../defineRoute';

const org = z.object({ orgId: idField() });
const share = z.object({ orgId: idField(), shareId: idField() });
/** A share token: 256 random bits, base64url (43 characters). */
const token = z.object({ token: z.string().min(16).max(128) });
const tokenChart = token.extend({ chartId: idField() });
const tokenDashboard = token.extend({ dashboardId: idField() });
const tokenTask = token.extend({ taskId: idField() });

/**
 * Share links (spec §2, §3, §6). Managing a share needs Share on its resource (checked on the server, unlike
 * datart). The public routes take the link's token; every call after opening also sends the share session
 * (header X-Share-Session) and reads only what the shared resource shows.
 */
export const shareRoutes = {
  create: defineRoute({
    method: 'POST',
    path: '/orgs/:orgId/shares',
    auth: 'user',
    summary: 'Share a chart, a dashboard or a storyboard (Share on it): the link is answered this once',
    tags: ['shares'],
    params: org,
    body: NewShareSchema,
    response: ShareLinkSchema,
  }),
  list: defineRoute({
    method: 'GET',
    path: '/orgs/:orgId/shares',
    auth: 'user',
    summary: "One resource's shares (Share on it), or every share of the organisation on resources the caller may share",
    tags: ['shares'],
    params: org,
    query: ShareListQuerySchema,
    response: z.array(ShareSchema),
  }),
  options: defineRoute({
    method: 'GET',
    path: '/orgs/:orgId/shares/options',
    auth: 'user',
    summary: 'What the caller may choose when sharing a resource (Share on it): the data permissions open to them',
    tags: ['shares'],
    params: org,
    query: ShareTargetQuerySchema,
    response: ShareOptionsSchema,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/orgs/:orgId/shares/:shareId',
    auth: 'user',
    summary: 'Change a share’s expiry, verification, data permission and downloads (Share on its resource)',
    tags: ['shares'],
    params: share,
    body: ShareUpdateSchema,
    response: ShareSchema,
  }),
  revoke: defineRoute({
    method: 'DELETE',
    path: '/orgs/:orgId/shares/:shareId',
    auth: 'user',
    summary: 'Revoke a share (Share on its resource): its link says so from now on',
    tags: ['shares'],
    params: share,
    response: ShareSchema,
  }),
  regenerateCode: defineRoute({
    method: 'POST',
    path: '/orgs/:orgId/shares/:shareId/code',
    auth: 'user',
    summary: 'A new access code for a CODE share (Share on its resource); the old one stops working',
    tags: ['shares'],
    params: share,
    response: ShareCodeSchema,
  }),
  regenerateLink: defineRoute({
    method: 'POST',
    path: '/orgs/:orgId/shares/:shareId/link',
    auth: 'user',
    summary: 'A new link for a share (Share on its resource); the old link stops working',
    tags: ['shares'],
    params: share,
    response: ShareLinkSchema,
  }),
  visits: defineRoute({
    method: 'GET',
    path: '/orgs/:orgId/shares/:shareId/visits',
    auth: 'user',
    summary: 'The latest visits of a share: when, by whom when known, from which address (Share on its resource)',
    tags: ['shares'],
    params: share,
    response: z.array(ShareVisitSchema),
  }),
  info: defineRoute({
    method: 'GET',
    path: '/shares/:token',
    auth: 'public',
    summary: 'What a share link shows and what it asks of its viewer; an expired, revoked or unknown link says which',
    tags: ['shares', 'public'],
    params: token,
    response: ShareInfoSchema,
  }),
  open: defineRoute({
    method: 'POST',
    path: '/shares/:token/open',
    auth: 'public',
    summary: 'Open a share (the code for CODE, a signed-in viewer for LOGIN; codes are rate-limited): its content and a share session; the visit is logged',
    tags: ['shares', 'public'],
    params: token,
    body: ShareOpenSchema,
    response: SharedContentSchema,
  }),
  chartData: defineRoute({
    method: 'POST',
    path: '/shares/:token/charts/:chartId/data',
    auth: 'public',
    summary: "A shared chart's data (a chart the share shows), with the share's data permission",
    tags: ['shares', 'public', 'data'],
    params: tokenChart,
    body: ChartDataRequestSchema,
    response: DataframeSchema,
  }),
  chartImage: defineRoute({
    method: 'GET',
    path: '/shares/:token/charts/:chartId/image',
    auth: 'public',
    summary: 'A shared chart drawn as SVG or PNG, to download: only when the sharer allowed downloads',
    tags: ['shares', 'public', 'files'],
    params: tokenChart,
    query: z.object({
      format: z.enum(['svg', 'png']).default('png'),
      theme: z.enum(['light', 'dark']).default('light'),
      locale: z.enum(['en', 'zh']).optional(),
      width: z.coerce.number().int().min(100).max(4000).default(1200),
      height: z.coerce.number().int().min(100).max(4000).default(750),
    }),
    response: rawResponse,
  }),
  dashboardData: defineRoute({
    method: 'POST',
    path: '/shares/:token/dashboards/:dashboardId/data',
    auth: 'public',
    summary: "A shared dashboard's batched data request (a dashboard the share shows; never a draft), streamed as NDJSON like the board's own",
    tags: ['shares', 'public', 'data'],
    params: tokenDashboard,
    body: ShareBoardDataRequestSchema,
    response: rawResponse,
  }),
};

/** Downloads through a share (issue 21): the share's calls, for tasks of the page's client id. */
export const shareDownloadRoutes = {
  downloadSubmit: defineRoute({
    method: 'POST',
    path: '/shares/:token/downloads',
    auth: 'public',
    summary: "Download what the share shows as CSV, Excel, PNG or PDF (only when the sharer allowed downloads): a task of the page's client id",
    tags: ['shares', 'public', 'downloads'],
    params: token,
    body: NewShareDownloadSchema,
    response: DownloadTaskSchema,
  }),
  downloadList: defineRoute({
    method: 'GET',
    path: '/shares/:token/downloads',
    auth: 'public',
    summary: "The download tasks of this share made by the page's client id",
    tags: ['shares', 'public', 'downloads'],
    params: token,
    response: z.array(DownloadTaskSchema),
  }),
  downloadLink: defineRoute({
    method: 'POST',
    path: '/shares/:token/downloads/:taskId/link',
    auth: 'public',
    summary: "A link to a finished share download's file, good for a minute (the page's client id only)",
    tags: ['shares', 'public', 'downloads'],
    params: tokenTask,
    response: DownloadLinkSchema,
  }),
};
