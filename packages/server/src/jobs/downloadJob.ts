import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { AppError } from '@redbi/shared/errors';
import { createTranslator } from '@redbi/shared/i18n';
import { ConnectorError } from '../connectors/connector';
import { optionsOf } from '../services/downloads/downloadRecords';
import { DOWNLOAD_CANCELLED, DOWNLOAD_JOB } from '../services/downloads/downloadService';
import type { DownloadMaker } from '../services/downloads/downloadMaker';
import type { ServiceContext } from '../services/serviceContext';
import { PermanentJobError, type JobDefinition } from './jobDefinition';

const payload = z.object({ taskId: z.string().min(1) });

/** How often a running download writes its progress to its task (the list polls it). */
const PROGRESS_EVERY_MS = 1_000;

/** Database failures that trying again cannot mend. */
const permanentKinds = new Set<ConnectorError['kind']>(['syntax', 'permission', 'notFound', 'auth']);

/**
 * The reason a download failed, fit for its submitter: the app's refusals in their language, the database's
 * own message, and for anything else a plain sentence (the details, which may name the server's files, go
 * to the log only). Refusals and a database's permanent failures end the job at once.
 */
function readable(error: unknown, locale: 'en' | 'zh', log: ServiceContext['log'], taskId: string): Error {
  if (error instanceof AppError) {
    const message = createTranslator(locale)(error.messageKey, error.params);
    return error.status < 500 ? new PermanentJobError(message) : new Error(message);
  }
  if (error instanceof ConnectorError) return permanentKinds.has(error.kind) ? new PermanentJobError(error.message) : new Error(error.message);
  if (error instanceof PermanentJobError) return error;
  log.error({ err: error, taskId }, 'a download could not be made');
  return new Error(createTranslator(locale)('errors.downloadFailed'));
}

/**
 * The download job (issue 21): makes a task's file (services/downloads/downloadMaker) and marks the task
 * done — only if it is still being made: a task cancelled or removed meanwhile keeps its state and the file
 * is removed. Idempotent: a task no longer `created` is left alone, and a second run writes the same file.
 * Failing for good (or cancelled) marks the task failed with the reason.
 */
export function createDownloadJob(ctx: Pick<ServiceContext, 'store' | 'config' | 'now' | 'log'>, maker: DownloadMaker): JobDefinition<z.infer<typeof payload>> {
  const { dir, keepDays } = ctx.config.downloads;
  const iso = (plusMs = 0) => new Date(ctx.now().getTime() + plusMs).toISOString();
  return {
    type: DOWNLOAD_JOB,
    payload,
    maxAttempts: 3,
    timeoutMs: 60 * 60_000,
    retryDelayMs: 5_000,

    async run({ taskId }, job) {
      const row = await ctx.store.downloads.find(taskId);
      if (!row || row.status !== 'created') return { skipped: true };
      let written = 0;
      const progress = (fraction: number) => {
        job.progress(fraction);
        if (Date.now() - written < PROGRESS_EVERY_MS) return;
        written = Date.now();
        void ctx.store.downloads.updateIf(taskId, 'created', { progress: fraction }).catch(() => undefined);
      };
      const made = await maker.make(row, { signal: job.signal, progress }).catch((error: unknown) => {
        throw readable(error, optionsOf(row).locale, ctx.log, taskId);
      });
      const at = iso();
      const finished = await ctx.store.downloads.updateIf(taskId, 'created', {
        status: 'done',
        file: made.file,
        name: made.name,
        content_type: made.contentType,
        size: made.size,
        rows: made.rows,
        progress: 1,
        error: null,
        finished_at: at,
        updated_at: at,
        expires_at: iso(keepDays * 86_400_000),
      });
      if (!finished) await rm(join(dir, made.file), { force: true });
      return { file: made.file, size: made.size, rows: made.rows };
    },

    async settle({ taskId }, settlement) {
      const at = iso();
      await ctx.store.downloads.updateIf(taskId, 'created', {
        status: 'failed',
        error: settlement.status === 'cancelled' ? DOWNLOAD_CANCELLED : settlement.error,
        finished_at: at,
        updated_at: at,
      });
    },
  };
}
