import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import type { DownloadService } from '../services/downloads/downloadService';
import type { ServiceContext } from '../services/serviceContext';
import type { JobDefinition } from './jobDefinition';

export const DOWNLOAD_CLEANUP_JOB = 'download-cleanup';
/** How often expired downloads are removed. */
export const DOWNLOAD_CLEANUP_EVERY_MS = 60 * 60_000;
/** A file no task refers to (a run that died before renaming, a task removed meanwhile) is removed after this long. */
const LEFTOVER_AFTER_MS = 24 * 60 * 60_000;

/** The idempotency key of the clean-up due in the slot `at` falls in: one run per hour, whichever node enqueues it. */
export const cleanupKeyAt = (at: Date): string => `${DOWNLOAD_CLEANUP_JOB}:${Math.floor(at.getTime() / DOWNLOAD_CLEANUP_EVERY_MS)}`;

/**
 * Removes, every hour, the download tasks whose time is up (DOWNLOAD_KEEP_DAYS) or whose share was revoked,
 * with their files, and files under DOWNLOADS_DIR no task refers to. Each run enqueues the next hour's
 * (the key makes it one run per hour even when every node enqueues it at start).
 */
export function createDownloadCleanupJob(ctx: Pick<ServiceContext, 'config' | 'store' | 'jobs' | 'now' | 'log'>, downloads: Pick<DownloadService, 'removeEnded'>): JobDefinition<Record<string, never>> {
  return {
    type: DOWNLOAD_CLEANUP_JOB,
    payload: z.object({}).strict() as z.ZodType<Record<string, never>>,
    maxAttempts: 3,
    timeoutMs: 30 * 60_000,
    retryDelayMs: 60_000,
    async run() {
      const removed = await downloads.removeEnded();
      const leftovers = await removeLeftovers(ctx);
      const next = new Date(ctx.now().getTime() + DOWNLOAD_CLEANUP_EVERY_MS);
      await scheduleDownloadCleanup(ctx, next);
      return { removed, leftovers };
    },
  };
}

/** Enqueues the clean-up of the hour `at` falls in, due at that hour's start (or now). */
export async function scheduleDownloadCleanup(ctx: Pick<ServiceContext, 'jobs' | 'now'>, at: Date = ctx.now()): Promise<void> {
  const slotStart = Math.floor(at.getTime() / DOWNLOAD_CLEANUP_EVERY_MS) * DOWNLOAD_CLEANUP_EVERY_MS;
  await ctx.jobs.enqueue(DOWNLOAD_CLEANUP_JOB, {}, { idempotencyKey: cleanupKeyAt(at), delayMs: Math.max(0, slotStart - ctx.now().getTime()) });
}

async function removeLeftovers(ctx: Pick<ServiceContext, 'config' | 'store' | 'now'>): Promise<number> {
  const { dir } = ctx.config.downloads;
  const names = await readdir(dir).catch(() => [] as string[]);
  if (names.length === 0) return 0;
  const kept = await ctx.store.downloads.fileNames();
  let removed = 0;
  for (const name of names) {
    if (kept.has(name)) continue;
    const path = join(dir, name);
    const modified = await stat(path).then((found) => found.mtimeMs, () => undefined);
    if (modified === undefined || ctx.now().getTime() - modified < LEFTOVER_AFTER_MS) continue;
    await rm(path, { force: true, recursive: true });
    removed += 1;
  }
  return removed;
}
