import { rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { API_PREFIX, DOWNLOAD_LINK_TTL_SEC, type DownloadLink, type DownloadOptions, type DownloadTask, type NewDownload } from '@redbi/shared/domain';
import { AppError } from '@redbi/shared/errors';
import type { DownloadTaskRow } from '../../repositories/downloadTaskRepository';
import { isoNow, type ServiceContext } from '../serviceContext';
import { shareStateOf } from '../shares/shareRecords';
import { downloadTaskNotFound, fileBaseOf, presentDownloadTask } from './downloadRecords';
import type { DownloadTarget, DownloadTargets } from './downloadTargets';

/** The job type that makes a download's file (jobs/downloadJob.ts). */
export const DOWNLOAD_JOB = 'download';
/** Tasks a download list shows at most. */
const LIST_LIMIT = 200;
/** The reason of a task its submitter stopped (the web says it in the viewer's language). */
export const DOWNLOAD_CANCELLED = 'CANCELLED';

/** Where a finished task's file is, and how it is offered. */
export interface DownloadFile {
  path: string;
  name: string;
  contentType: string;
  size: number;
}

/** A new task's row, for a member or a share's viewer (the caller fills in whose). */
export type NewTaskRow = Pick<DownloadTaskRow, 'user_id' | 'share_id' | 'share_client_id' | 'share_token_sealed' | 'share_viewer_id'>;

/**
 * The download list (spec §2, §4; issue 21): a download is submitted as a task — Download checked on the
 * server through the one policy (downloadTargets), again when its job runs — made by a background job into
 * a file under DOWNLOADS_DIR, offered to its submitter alone until it expires (DOWNLOAD_KEEP_DAYS), then
 * removed with its file. A failed task can be made again, one being made stopped, any removed.
 */
export function createDownloadService(ctx: ServiceContext, { targets }: { targets: DownloadTargets }) {
  const { dir, keepDays } = ctx.config.downloads;
  const links = ctx.sealer.forPurpose('download-link');
  const expiry = () => new Date(ctx.now().getTime() + keepDays * 86_400_000).toISOString();

  /** The widgets a dashboard download names must be chart widgets of it; other kinds take none. */
  function checkWidgets(target: DownloadTarget, options: DownloadOptions): void {
    if (!options.widgetIds) return;
    const unknown = target.vizType !== 'dashboard' ? options.widgetIds[0] : options.widgetIds.find((id) => !target.chartWidgetIds.includes(id));
    if (unknown !== undefined) throw new AppError('VALIDATION', { messageKey: 'validation.downloadWidgetUnknown', params: { id: unknown } });
  }

  /** Hands the task to a job (a new key for each making: a retry is new work). */
  async function enqueue(taskId: string): Promise<void> {
    const { job } = await ctx.jobs.enqueue(DOWNLOAD_JOB, { taskId }, { idempotencyKey: `download:${taskId}:${ctx.newId()}` });
    await ctx.store.downloads.update(taskId, { job_id: job.id });
  }

  /** Makes a task of a target already authorized, for whoever `whose` says. */
  async function create(target: DownloadTarget, options: DownloadOptions, whose: NewTaskRow): Promise<DownloadTask> {
    checkWidgets(target, options);
    const now = isoNow(ctx);
    const { format, ...rest } = options;
    const row: DownloadTaskRow = {
      id: ctx.newId(),
      org_id: target.orgId,
      ...whose,
      viz_type: target.vizType,
      viz_id: target.vizId,
      name: `${fileBaseOf(target.name)}.${format}`,
      format,
      options: JSON.stringify(rest),
      status: 'created',
      job_id: null,
      progress: null,
      rows: null,
      size: null,
      error: null,
      file: null,
      content_type: null,
      created_at: now,
      updated_at: now,
      finished_at: null,
      downloaded_at: null,
      expires_at: expiry(),
    };
    await ctx.store.downloads.insert(row);
    await enqueue(row.id);
    return presentDownloadTask((await ctx.store.downloads.find(row.id)) ?? row);
  }

  /** A task of the caller's (404 for anyone else's: its existence does not leak). */
  async function own(userId: string, taskId: string): Promise<DownloadTaskRow> {
    const row = await ctx.store.downloads.find(taskId);
    if (!row || row.user_id !== userId || row.expires_at <= isoNow(ctx)) throw downloadTaskNotFound();
    return row;
  }

  /** The finished file of a task (404 until it is made, and once it is gone); the task becomes downloaded. */
  async function fileOf(row: DownloadTaskRow): Promise<DownloadFile> {
    if ((row.status !== 'done' && row.status !== 'downloaded') || row.file === null) throw new AppError('DOWNLOAD_NOT_READY');
    const path = join(dir, row.file);
    const size = await stat(path).then(
      (found) => found.size,
      () => {
        throw downloadTaskNotFound();
      },
    );
    const now = isoNow(ctx);
    await ctx.store.downloads.updateIf(row.id, 'done', { status: 'downloaded', downloaded_at: now, updated_at: now });
    return { path, name: row.name, contentType: row.content_type ?? 'application/octet-stream', size };
  }

  /** A link to a made task's file for a browser to follow without headers (DOWNLOAD_LINK_TTL_SEC); the task becomes downloaded. */
  async function linkTo(row: DownloadTaskRow): Promise<DownloadLink> {
    if ((row.status !== 'done' && row.status !== 'downloaded') || row.file === null) throw new AppError('DOWNLOAD_NOT_READY');
    const ticket = await links.seal({ tid: row.id }, DOWNLOAD_LINK_TTL_SEC);
    // The browser follows the link at once: the list says so from now on.
    const now = isoNow(ctx);
    await ctx.store.downloads.updateIf(row.id, 'done', { status: 'downloaded', downloaded_at: now, updated_at: now });
    return { url: `${ctx.config.publicUrl}${API_PREFIX}/download/link?ticket=${encodeURIComponent(ticket)}`, expiresInSec: DOWNLOAD_LINK_TTL_SEC };
  }

  /** Stops a task being made: its job is cancelled and the task fails as cancelled at once. */
  async function stop(row: DownloadTaskRow): Promise<void> {
    if (row.status !== 'created') return;
    const now = isoNow(ctx);
    await ctx.store.downloads.updateIf(row.id, 'created', { status: 'failed', error: DOWNLOAD_CANCELLED, finished_at: now, updated_at: now });
    if (row.job_id) await ctx.jobs.cancel(row.job_id);
  }

  async function removeFile(row: DownloadTaskRow): Promise<void> {
    if (row.file) await rm(join(dir, row.file), { force: true });
  }

  async function again(row: DownloadTaskRow): Promise<DownloadTask> {
    if (row.status === 'created') throw new AppError('VALIDATION', { messageKey: 'validation.downloadRetryFailedOnly' });
    const now = isoNow(ctx);
    await ctx.store.downloads.update(row.id, { status: 'created', error: null, progress: null, finished_at: null, updated_at: now, expires_at: expiry() });
    await enqueue(row.id);
    return presentDownloadTask((await ctx.store.downloads.find(row.id)) ?? row);
  }

  return {
    create,
    fileOf,
    linkTo,
    stop,
    again,

    /** Download on the resource (404 / 403), then a task of the caller's. */
    async submit(userId: string, { vizType, vizId, ...options }: NewDownload): Promise<DownloadTask> {
      return create(await targets.require(vizType, vizId, userId), options, { user_id: userId, share_id: null, share_client_id: null, share_token_sealed: null, share_viewer_id: null });
    },

    async list(userId: string): Promise<DownloadTask[]> {
      return (await ctx.store.downloads.listForUser(userId, isoNow(ctx), LIST_LIMIT)).map(presentDownloadTask);
    },

    file: async (userId: string, taskId: string): Promise<DownloadFile> => fileOf(await own(userId, taskId)),

    link: async (userId: string, taskId: string): Promise<DownloadLink> => linkTo(await own(userId, taskId)),

    /** The file a link names while the link works (404 once it has run out, or the task is gone). */
    async fileByLink(ticket: string): Promise<DownloadFile> {
      const payload = await links.open(ticket);
      const row = typeof payload?.tid === 'string' ? await ctx.store.downloads.find(payload.tid) : undefined;
      if (!row || row.expires_at <= isoNow(ctx)) throw downloadTaskNotFound();
      // A share's file goes with its link: revoked or expired, the file is no longer served.
      const share = row.share_id === null ? undefined : await ctx.store.shares.find(row.share_id);
      if (row.share_id !== null && (!share || shareStateOf(share, ctx.now()) !== 'active')) throw downloadTaskNotFound();
      return fileOf(row);
    },

    /** A finished task (failed, or done: the data may have changed) made again, Download on the resource checked again. */
    async retry(userId: string, taskId: string): Promise<DownloadTask> {
      const row = await own(userId, taskId);
      await targets.require(row.viz_type as DownloadTask['vizType'], row.viz_id, userId);
      return again(row);
    },

    async cancel(userId: string, taskId: string): Promise<DownloadTask> {
      const row = await own(userId, taskId);
      await stop(row);
      return presentDownloadTask((await ctx.store.downloads.find(row.id)) ?? row);
    },

    async remove(userId: string, taskId: string): Promise<void> {
      const row = await own(userId, taskId);
      await stop(row);
      await ctx.store.downloads.delete(row.id);
      await removeFile(row);
    },

    /** Removes the tasks whose time is up or whose share was revoked, with their files (the clean-up job). */
    async removeEnded(): Promise<number> {
      let removed = 0;
      for (;;) {
        const ended = await ctx.store.downloads.ended(isoNow(ctx), 500);
        if (ended.length === 0) return removed;
        for (const row of ended) {
          await stop(row);
          await ctx.store.downloads.delete(row.id);
          await removeFile(row);
          removed += 1;
        }
      }
    },
  };
}

export type DownloadService = ReturnType<typeof createDownloadService>;
