import { z } from 'zod';
import { FilterValueSchema } from '../query/querySpec';
import { DrillStateSchema, LinkageStateSchema } from './dashboardData';
import { idField } from './fields';

/**
 * Downloads (spec §2, §4, §6; issue 21): a chart, a dashboard (all its charts or chosen ones) or a
 * storyboard as data (CSV, Excel) or as a picture (PNG, PDF), made by a background job into a file the
 * download list offers until it expires. Download on the resource is checked on the server (datart left it
 * to the UI), and the viewer's own row and column permissions apply; through a share, the share's.
 */
export const downloadFormats = ['csv', 'xlsx', 'png', 'pdf'] as const;
export type DownloadFormat = (typeof downloadFormats)[number];

/** Data formats carry rows; picture formats what the viewer sees. */
export const downloadKindOf = (format: DownloadFormat): 'data' | 'picture' => (format === 'csv' || format === 'xlsx' ? 'data' : 'picture');

export const downloadVizTypes = ['chart', 'dashboard', 'storyboard'] as const;
export type DownloadVizType = (typeof downloadVizTypes)[number];

/** Spec §4: created (processing), done, downloaded (fetched at least once), failed (with the reason). */
export const downloadStatuses = ['created', 'done', 'downloaded', 'failed'] as const;
export type DownloadStatus = (typeof downloadStatuses)[number];

/** The interactive state in force when the viewer asked: controller values, linkage and drill, as the board's data request carries them. */
export const DownloadStateSchema = z.object({
  controllers: z.record(idField(), z.array(FilterValueSchema).max(10_000)).default({}),
  linkage: z.array(LinkageStateSchema).max(50).default([]),
  /** Drill state per chart widget (a dashboard) or for the chart (its id). */
  drill: z.record(idField(), DrillStateSchema).default({}),
  /** A chart page's query-variable values, by variable name (only those the viewer may set count). */
  params: z.record(z.string().min(1).max(255), z.array(z.string().max(10_000)).max(1_000)).default({}),
});
export type DownloadState = z.output<typeof DownloadStateSchema>;

/** What a download is made of besides its resource: the format, the charts, the state, and how pictures look. */
export const DownloadOptionsSchema = z.object({
  format: z.enum(downloadFormats),
  /** A dashboard's chart widgets to include (all of them when absent). */
  widgetIds: z.array(idField()).min(1).max(400).optional(),
  state: DownloadStateSchema.default({ controllers: {}, linkage: [], drill: {}, params: {} }),
  theme: z.enum(['light', 'dark']).default('light'),
  locale: z.enum(['en', 'zh']).default('en'),
  /** Pictures: the width in pixels the board or chart is drawn at (spec §9: image width in pixels). */
  width: z.number().int().min(320).max(4000).optional(),
});
export type DownloadOptions = z.output<typeof DownloadOptionsSchema>;

export const NewDownloadSchema = DownloadOptionsSchema.extend({ vizType: z.enum(downloadVizTypes), vizId: idField() }).meta({ id: 'NewDownload' });
export type NewDownload = z.output<typeof NewDownloadSchema>;
export type NewDownloadInput = z.input<typeof NewDownloadSchema>;

/** A share's download: the shared resource is the link's; a dashboard page of a storyboard may be named. */
export const NewShareDownloadSchema = DownloadOptionsSchema.meta({ id: 'NewShareDownload' });

/** A task of the download list. */
export const DownloadTaskSchema = z
  .object({
    id: z.string(),
    vizType: z.enum(downloadVizTypes),
    vizId: z.string(),
    /** The file's name, with its extension. */
    name: z.string(),
    format: z.enum(downloadFormats),
    status: z.enum(downloadStatuses),
    /** 0 … 1 while it is made. */
    progress: z.number().nullable(),
    /** Rows written (data formats). */
    rows: z.number().int().nullable(),
    /** Bytes of the finished file. */
    size: z.number().int().nullable(),
    /** Why it failed. */
    error: z.string().nullable(),
    createdAt: z.string(),
    finishedAt: z.string().nullable(),
    /** When the file is removed (done and downloaded tasks). */
    expiresAt: z.string().nullable(),
  })
  .meta({ id: 'DownloadTask' });
export type DownloadTask = z.infer<typeof DownloadTaskSchema>;

export const DownloadTaskParamsSchema = z.object({ taskId: idField() });

/** A link that fetches a finished task's file without headers, for a browser to follow: good for a minute. */
export const DownloadLinkSchema = z.object({ url: z.string(), expiresInSec: z.number().int() }).meta({ id: 'DownloadLink' });
export type DownloadLink = z.infer<typeof DownloadLinkSchema>;
/** How long a download link works. */
export const DOWNLOAD_LINK_TTL_SEC = 60;
