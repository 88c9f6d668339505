import { DownloadOptionsSchema, downloadFormats, downloadVizTypes, type DownloadFormat, type DownloadOptions, type DownloadTask, type DownloadVizType } from '@redbi/shared/domain';
import { AppError } from '@redbi/shared/errors';
import type { DownloadTaskRow } from '../../repositories/downloadTaskRepository';

export const downloadTaskNotFound = () => new AppError('NOT_FOUND', { params: { resource: 'download' } });

const oneOf = <T extends string>(values: readonly T[], value: string): T => {
  const found = values.find((candidate) => candidate === value);
  if (!found) throw downloadTaskNotFound();
  return found;
};

export const formatOf = (row: DownloadTaskRow): DownloadFormat => oneOf(downloadFormats, row.format);
export const vizTypeOfTask = (row: DownloadTaskRow): DownloadVizType => oneOf(downloadVizTypes, row.viz_type);
export const optionsOf = (row: DownloadTaskRow): DownloadOptions => DownloadOptionsSchema.parse({ ...JSON.parse(row.options), format: row.format });

const numberOrNull = (value: number | string | null): number | null => (value === null ? null : Number(value));

export function presentDownloadTask(row: DownloadTaskRow): DownloadTask {
  return {
    id: row.id,
    vizType: vizTypeOfTask(row),
    vizId: row.viz_id,
    name: row.name,
    format: formatOf(row),
    status: row.status,
    progress: row.progress,
    rows: numberOrNull(row.rows),
    size: numberOrNull(row.size),
    error: row.error,
    createdAt: row.created_at,
    finishedAt: row.finished_at,
    expiresAt: row.status === 'done' || row.status === 'downloaded' ? row.expires_at : null,
  };
}

/** A file name from a resource's name: no path separators or control characters, at most 120 characters. */
export function fileBaseOf(name: string): string {
  // eslint-disable-next-line no-control-regex
  const cleaned = name.replace(/[\u0000-\u001f\u007f/\\:*?"<>|]+/g, ' ').replace(/\s+/g, ' ').trim();
  return (cleaned || 'download').slice(0, 120);
}
