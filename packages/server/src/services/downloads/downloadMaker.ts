import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { ExportProgress, ExportTarget, ExportViewer } from '../../exports/exportTypes';
import { createExportWriter, type ExportWriterDeps } from '../../exports/exportWriter';
import type { DownloadTaskRow } from '../../repositories/downloadTaskRepository';
import type { ServiceContext } from '../serviceContext';
import { fileBaseOf, optionsOf, vizTypeOfTask } from './downloadRecords';

/** What the maker learns of a task before it makes it: the target as authorized now, and whom it reads as. */
export interface AuthorizedDownload {
  target: ExportTarget;
  viewer: ExportViewer;
}

export interface DownloadMakerDeps extends ExportWriterDeps {
  /** Checks the task's right to its resource again (a member's Download, a share's link and downloads) and says whom it reads as. */
  authorize(row: DownloadTaskRow): Promise<AuthorizedDownload>;
}

/** The made file of a task: its name under DOWNLOADS_DIR, the name offered, what it is, how big, how many rows. */
export interface MadeDownload {
  file: string;
  name: string;
  contentType: string;
  size: number;
  rows: number | null;
}

/**
 * Makes a download task's file (the download job's work): authorizes it again, then writes the data
 * (writers) or the picture (makers) under a temporary name of the task's and renames it when whole — a run
 * that dies leaves no half file under the final name, and a second run writes the same file (exports/exportWriter).
 */
export function createDownloadMaker(ctx: Pick<ServiceContext, 'config'>, deps: DownloadMakerDeps) {
  const { dir } = ctx.config.downloads;

  const writer = createExportWriter(deps);

  return {
    async make(row: DownloadTaskRow, run: ExportProgress): Promise<MadeDownload> {
      await mkdir(dir, { recursive: true });
      const partial = join(dir, `${row.id}.part`);
      try {
        const { target, viewer } = await deps.authorize(row);
        const made = await writer.write(target, viewer, partial, run);
        const file = `${row.id}.${made.extension}`;
        await rename(partial, join(dir, file));
        const { size } = await stat(join(dir, file));
        const base = fileBaseOf(row.name.replace(/\.[a-z]+$/, ''));
        return { file, name: `${base}.${made.extension}`, contentType: made.contentType, size, rows: made.rows };
      } finally {
        await rm(partial, { force: true });
      }
    },
  };
}

export type DownloadMaker = ReturnType<typeof createDownloadMaker>;

/** The options a task was made with, for its target. */
export const exportTargetOf = (row: DownloadTaskRow, name: string): ExportTarget => ({
  orgId: row.org_id,
  vizType: vizTypeOfTask(row),
  vizId: row.viz_id,
  name,
  options: optionsOf(row),
});
