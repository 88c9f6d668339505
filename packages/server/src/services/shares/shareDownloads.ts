import { boardChartWidgetIds } from '@redbi/charts';
import type { DownloadLink, DownloadOptions, DownloadTask } from '@redbi/shared/domain';
import { AppError } from '@redbi/shared/errors';
import type { DownloadTaskRow } from '../../repositories/downloadTaskRepository';
import type { AuthorizedDownload } from '../downloads/downloadMaker';
import { exportTargetOf } from '../downloads/downloadMaker';
import { presentDownloadTask, downloadTaskNotFound } from '../downloads/downloadRecords';
import type { DownloadService } from '../downloads/downloadService';
import type { DownloadTarget } from '../downloads/downloadTargets';
import { isoNow, type ServiceContext } from '../serviceContext';
import type { ShareContent, ShareScope } from './shareContent';
import type { ShareCredentials } from './shareData';
import type { LiveShare, ShareGate } from './shareGate';
import type { ShareReaders } from './shareReaders';

/** Tasks a share viewer's download list shows at most. */
const LIST_LIMIT = 100;

export interface ShareDownloadsDeps {
  gate: ShareGate;
  content: Pick<ShareContent, 'scopeOf'>;
  readers: ShareReaders;
  downloads: Pick<DownloadService, 'create' | 'linkTo'>;
}

/** A share's resource as a download target: what the share shows, by its own name. */
function targetOf(share: LiveShare, scope: ShareScope): DownloadTarget {
  const dashboard = scope.dashboards[share.row.viz_id];
  return {
    orgId: share.row.org_id,
    vizType: share.vizType,
    vizId: share.row.viz_id,
    name: share.name,
    chartWidgetIds: share.vizType === 'dashboard' && dashboard ? boardChartWidgetIds(dashboard.config) : [],
  };
}

/**
 * Downloads through a share (spec §3, issue 21): only when the sharer allowed them (403
 * SHARE_DOWNLOAD_REFUSED otherwise), of what the share shows, read with the share's data permission. A
 * task belongs to the share and to the page's client id (X-Share-Client-Id, spec §3): another client of
 * the same link sees none of it. Each call re-checks the share and its session as any share call; the job
 * re-checks the share by id (revoked or expired: the task fails; the clean-up removes a revoked share's
 * tasks and files). The link's token is kept sealed with the task: a picture is drawn by the share page.
 */
export function createShareDownloads(ctx: ServiceContext, { gate, content, readers, downloads }: ShareDownloadsDeps) {
  const requireClient = (clientId: string | undefined): string => {
    if (!clientId) throw new AppError('VALIDATION', { messageKey: 'validation.shareClientIdRequired' });
    return clientId;
  };

  async function downloadable(credentials: ShareCredentials) {
    const call = await gate.call(credentials.token, credentials.session, credentials.signIn);
    if (!call.share.settings.allowDownload) throw new AppError('SHARE_DOWNLOAD_REFUSED');
    return call;
  }

  /** A task of this share and client (404 for any other: its existence does not leak). */
  async function own(share: LiveShare, clientId: string, taskId: string): Promise<DownloadTaskRow> {
    const row = await ctx.store.downloads.find(taskId);
    if (!row || row.share_id !== share.row.id || row.share_client_id !== clientId || row.expires_at <= isoNow(ctx)) throw downloadTaskNotFound();
    return row;
  }

  return {
    async submit(credentials: ShareCredentials, clientId: string | undefined, options: DownloadOptions): Promise<DownloadTask> {
      const client = requireClient(clientId);
      const call = await downloadable(credentials);
      const target = targetOf(call.share, await content.scopeOf(call.share));
      return downloads.create(target, options, {
        user_id: null,
        share_id: call.share.row.id,
        share_client_id: client,
        share_token_sealed: ctx.secrets.seal(credentials.token),
        share_viewer_id: call.viewerUserId ?? null,
      });
    },

    async list(credentials: ShareCredentials, clientId: string | undefined): Promise<DownloadTask[]> {
      const client = requireClient(clientId);
      const call = await downloadable(credentials);
      return (await ctx.store.downloads.listForShareClient(call.share.row.id, client, isoNow(ctx), LIST_LIMIT)).map(presentDownloadTask);
    },

    /** A link to a made task's file (the page follows it; the file is fetched by the link alone). */
    async link(credentials: ShareCredentials, clientId: string | undefined, taskId: string): Promise<DownloadLink> {
      const client = requireClient(clientId);
      const call = await downloadable(credentials);
      return downloads.linkTo(await own(call.share, client, taskId));
    },

    /** For the download job: the share still live and allowing downloads, read with its data permission. */
    async authorize(row: DownloadTaskRow): Promise<AuthorizedDownload> {
      const shareRow = row.share_id ? await ctx.store.shares.find(row.share_id) : undefined;
      if (!shareRow || row.share_token_sealed === null) throw new AppError('SHARE_NOT_FOUND');
      const share = await gate.liveRow(shareRow);
      if (!share.settings.allowDownload) throw new AppError('SHARE_DOWNLOAD_REFUSED');
      if (share.settings.verification === 'LOGIN' && (!row.share_viewer_id || !(await gate.viewerAllowed(share.row.org_id, row.share_viewer_id, share.settings)))) {
        throw new AppError('SHARE_VIEWER_REFUSED');
      }
      const reader = await readers.readerFor({ share, viewerUserId: row.share_viewer_id ?? undefined });
      return {
        target: exportTargetOf(row, share.name),
        viewer: {
          reader,
          picture: {
            kind: 'share',
            token: ctx.secrets.open(row.share_token_sealed),
            ...(share.row.code_sealed ? { code: ctx.secrets.open(share.row.code_sealed) } : {}),
            ...(row.share_viewer_id ? { viewerUserId: row.share_viewer_id } : {}),
          },
        },
      };
    },
  };
}

export type ShareDownloads = ReturnType<typeof createShareDownloads>;
