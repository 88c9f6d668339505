import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { downloadKindOf, type DownloadFormat, type DownloadVizType } from '@redbi/shared/domain';
import type { DataWriter, ExportProgress, ExportTable, ExportTarget, ExportViewer, MadeFile, PictureMaker } from '../../exports/exportTypes';
import type { DownloadTaskRow } from '../../repositories/downloadTaskRepository';
import type { ServiceContext } from '../serviceContext';
import { fileBaseOf, formatOf, optionsOf, vizTypeOfTask } from './downloadRecords';

/** What the maker learns of a task before it makes it: the target as authorized now, and whom it reads as. */
export interface AuthorizedDownload {
  target: ExportTarget;
  viewer: ExportViewer;
}

export interface DownloadMakerDeps {
  /** Checks the task's right to its resource again (a member's Download, a share's link and downloads) and says whom it reads as. */
  authorize(row: DownloadTaskRow): Promise<AuthorizedDownload>;
  /** The tables of a target's charts, their rows streamed from the sources (exports/data). */
  tablesOf(target: ExportTarget, viewer: ExportViewer, run: ExportProgress): Promise<ExportTable[]>;
  dataWriters: Readonly<Record<Extract<DownloadFormat, 'csv' | 'xlsx'>, DataWriter>>;
  pictureMakers: readonly PictureMaker[];
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
 * that dies leaves no half file under the final name, and a second run writes the same file. Nothing here
 * switches on formats or resource kinds: the writers and makers are registries.
 */
export function createDownloadMaker(ctx: Pick<ServiceContext, 'config'>, deps: DownloadMakerDeps) {
  const { dir } = ctx.config.downloads;

  function pictureMakerFor(vizType: DownloadVizType): PictureMaker {
    const maker = deps.pictureMakers.find((candidate) => candidate.vizTypes.includes(vizType));
    if (!maker) throw new Error(`no picture maker for a ${vizType}`);
    return maker;
  }

  async function write(row: DownloadTaskRow, partial: string, run: ExportProgress): Promise<MadeFile & { rows: number | null }> {
    const { target, viewer } = await deps.authorize(row);
    const format = formatOf(row);
    if (downloadKindOf(format) === 'picture') return { ...(await pictureMakerFor(vizTypeOfTask(row)).write(target, viewer, partial, run)), rows: null };
    const writer = deps.dataWriters[format as 'csv' | 'xlsx'];
    const tables = await deps.tablesOf(target, viewer, run);
    const { rows } = await writer.write(tables, partial, { ...run, locale: target.options.locale });
    return { extension: writer.extensionFor(tables.length), contentType: writer.contentTypeFor(tables.length), rows };
  }

  return {
    async make(row: DownloadTaskRow, run: ExportProgress): Promise<MadeDownload> {
      await mkdir(dir, { recursive: true });
      const partial = join(dir, `${row.id}.part`);
      try {
        const made = await write(row, partial, run);
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
