import { downloadKindOf, type DownloadFormat } from '@redbi/shared/domain';
import type { DataWriter, ExportProgress, ExportTable, ExportTarget, ExportViewer, MadeFile, PictureMaker } from './exportTypes';

export interface ExportWriterDeps {
  /** The tables of a target's charts, their rows streamed from the sources (exports/data). */
  tablesOf(target: ExportTarget, viewer: ExportViewer, run: ExportProgress): Promise<ExportTable[]>;
  dataWriters: Readonly<Record<Extract<DownloadFormat, 'csv' | 'xlsx'>, DataWriter>>;
  pictureMakers: readonly PictureMaker[];
}

/**
 * Writes one export of a target in the format its options name — the data (writers) or the picture
 * (makers) — to `file`, as `viewer`. What downloads and schedules share; nothing here switches on formats
 * or resource kinds: the writers and makers are registries.
 */
export function createExportWriter(deps: ExportWriterDeps) {
  function pictureMakerFor(vizType: ExportTarget['vizType']): PictureMaker {
    const maker = deps.pictureMakers.find((candidate) => candidate.vizTypes.includes(vizType));
    if (!maker) throw new Error(`no picture maker for a ${vizType}`);
    return maker;
  }

  return {
    async write(target: ExportTarget, viewer: ExportViewer, file: string, run: ExportProgress): Promise<MadeFile & { rows: number | null }> {
      const { format } = target.options;
      if (downloadKindOf(format) === 'picture') return { ...(await pictureMakerFor(target.vizType).write(target, viewer, file, run)), rows: null };
      const writer = deps.dataWriters[format as 'csv' | 'xlsx'];
      const tables = await deps.tablesOf(target, viewer, run);
      const { rows } = await writer.write(tables, file, { ...run, locale: target.options.locale });
      return { extension: writer.extensionFor(tables.length), contentType: writer.contentTypeFor(tables.length), rows };
    },
  };
}

export type ExportWriter = ReturnType<typeof createExportWriter>;
