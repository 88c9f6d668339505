import type { DownloadFormat, DownloadOptions, DownloadVizType, NumberFormat } from '@redbi/shared/domain';
import type { ShareReader } from '../services/shares/shareReaders';

/**
 * Exports (issue 21; ARCHITECTURE §4.9): what a download task makes, as registries of plain definitions —
 * data writers (CSV, Excel) that stream tables of rows into a file, and picture makers (PNG, PDF) for a
 * chart (drawn on the server) or a board (a dashboard or storyboard, drawn by Chromium in render mode).
 * The download job picks one by the task's format and resource; nothing else switches on formats.
 */

/** What an export reads and for whom: the resource, as the download service resolved and authorized it. */
export interface ExportTarget {
  orgId: string;
  vizType: DownloadVizType;
  vizId: string;
  /** The resource's name (the file's and the first sheet's). */
  name: string;
  options: DownloadOptions;
}

/** While an export runs: stop when aborted, say how far it got. */
export interface ExportProgress {
  signal: AbortSignal;
  /** 0 … 1. */
  progress(fraction: number): void;
}

/** A column of an exported table, as the chart shows it: its header (the field's alias), kind and format. */
export interface ExportColumn {
  header: string;
  kind: 'number' | 'date' | 'string' | 'boolean';
  /** The chart's number format for the field, when it has one. */
  numberFormat?: NumberFormat;
  /** The chart's date format for the field (YYYY-MM-DD …), when it has one. */
  dateFormat?: string;
}

/** One chart's rows: a sheet of a workbook, a file of a zip of CSVs. Rows come in batches, never all at once. */
export interface ExportTable {
  /** The chart's (or widget's) name. */
  name: string;
  columns: ExportColumn[];
  rows: AsyncIterable<readonly (readonly unknown[])[]>;
}

/** A data format: writes every table to `file`, streaming; answers how many rows it wrote. */
export interface DataWriter {
  format: Extract<DownloadFormat, 'csv' | 'xlsx'>;
  /** The file's extension and content type (several CSV tables go into a zip: `extensionFor`). */
  extensionFor(tableCount: number): string;
  contentTypeFor(tableCount: number): string;
  write(tables: readonly ExportTable[], file: string, run: ExportProgress & { locale: 'en' | 'zh' }): Promise<{ rows: number }>;
}

/**
 * Whom a picture is drawn for: a member (the page signs in as them) or a share's viewer (the page opens the
 * link, with its access code for CODE, signed in as the viewer for LOGIN).
 */
export type PictureViewer = { kind: 'member'; userId: string } | { kind: 'share'; token: string; code?: string; viewerUserId?: string };

/** What a file turned out to be: its extension and content type (a storyboard's PNGs come as a zip). */
export interface MadeFile {
  extension: string;
  contentType: string;
}

/** Whom an export reads as: the reader of the data (the member's or the share's permissions), and whom a picture is drawn for. */
export interface ExportViewer {
  reader: ShareReader;
  picture: PictureViewer;
}

/** The pictures (PNG, PDF) of some kinds of resource: writes the picture of `target` to `file`. */
export interface PictureMaker {
  vizTypes: readonly DownloadVizType[];
  write(target: ExportTarget, viewer: ExportViewer, file: string, run: ExportProgress): Promise<MadeFile>;
  close?(): Promise<void>;
}
