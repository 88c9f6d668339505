import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DownloadOptionsSchema, type DownloadFormat, type ScheduleContent, type ScheduleFileType, type ScheduleVizType } from '@redbi/shared/domain';
import { AppError } from '@redbi/shared/errors';
import { createTranslator, type Locale } from '@redbi/shared/i18n';
import { ConnectorError } from '../../connectors/connector';
import type { ExportViewer } from '../../exports/exportTypes';
import type { ExportWriter } from '../../exports/exportWriter';
import type { ServiceContext } from '../serviceContext';
import { callerReader } from '../views/dataReader';
import type { ViewService } from '../views/viewService';
import type { KeyFigure, KeyFigures } from './keyFigures';
import type { ScheduleContents } from './scheduleContents';

/** One file of a content item: the picture shown in the mail, or an attachment. */
export interface ReportFile {
  fileType: ScheduleFileType;
  filename: string;
  contentType: string;
  content: Buffer;
}

/** A content item made: its name and its files, in the order of the schedule's file types; a score card's key number. */
export interface ReportItem extends ScheduleContent {
  name: string;
  files: ReportFile[];
  figure?: KeyFigure;
}

/** A content item left out of the report, and why (in the report's language). */
export interface MissingItem extends ScheduleContent {
  name: string | null;
  reason: string;
  /** The reader may not View it (or it is gone): trying again cannot mend that. */
  refused: boolean;
}

export interface Report {
  items: ReportItem[];
  missing: MissingItem[];
}

/** What to make: whose View and data, which contents, which files, how they look. */
export interface ReportRequest {
  orgId: string;
  /** The member the report is read as (the schedule's owner; the caller for a test); null: nobody, every item refused. */
  readerId: string | null;
  contents: readonly ScheduleContent[];
  fileTypes: readonly ScheduleFileType[];
  theme: 'light' | 'dark';
  width: number;
  locale: Locale;
}

/** The export format of each file type (a registry, as the exporters are). */
const formatOfFileType: Record<ScheduleFileType, Extract<DownloadFormat, 'png' | 'pdf' | 'xlsx'>> = { image: 'png', pdf: 'pdf', excel: 'xlsx' };

export interface ScheduleReportDeps {
  contents: Pick<ScheduleContents, 'unviewable'>;
  figures: Pick<KeyFigures, 'of'>;
  exports: ExportWriter;
  views: Pick<ViewService, 'queryableFor'>;
}

/**
 * The files of a schedule's report (issue 22), made by the exporters of downloads — a chart's picture drawn
 * on the server, a dashboard's or storyboard's by Chromium in render mode, Excel by the data writers — as
 * the reader: View checked again on every item, their row and column permissions on the data. An item the
 * reader may not View, or whose file fails, is named in `missing` with the reason; the others are made.
 */
export function createScheduleReports(ctx: Pick<ServiceContext, 'store' | 'log'>, deps: ScheduleReportDeps) {
  const namesOf: Record<ScheduleVizType, (vizId: string) => Promise<string | undefined>> = {
    chart: async (vizId) => (await ctx.store.vizs.find(vizId))?.name,
    dashboard: async (vizId) => (await ctx.store.vizs.find(vizId))?.name,
    storyboard: async (vizId) => (await ctx.store.storyboards.find(vizId))?.name,
  };

  /** A failure as the report names it: the app's refusals in its language, a database's own message, else a plain sentence. */
  function reasonOf(error: unknown, locale: Locale, content: ScheduleContent): string {
    if (error instanceof AppError) return createTranslator(locale)(error.messageKey, error.params);
    if (error instanceof ConnectorError) return error.message;
    ctx.log.error({ err: error, ...content }, 'a schedule content could not be made');
    return error instanceof Error ? error.message : String(error);
  }

  async function filesOf(request: ReportRequest, content: ScheduleContent, name: string, viewer: ExportViewer, dir: string, signal: AbortSignal): Promise<ReportFile[]> {
    const files: ReportFile[] = [];
    for (const fileType of request.fileTypes) {
      const options = DownloadOptionsSchema.parse({ format: formatOfFileType[fileType], theme: request.theme, locale: request.locale, width: request.width });
      const file = join(dir, `${content.vizId}-${fileType}`);
      const made = await deps.exports.write({ orgId: request.orgId, vizType: content.vizType, vizId: content.vizId, name, options }, viewer, file, { signal, progress: () => undefined });
      files.push({ fileType, filename: `${name}.${made.extension}`, contentType: made.contentType, content: await readFile(file) });
    }
    return files;
  }

  /** A score card's key number, for the robots' cards; the card's picture is sent whatever becomes of it. */
  async function figureOf(request: ReportRequest, readerId: string, content: ScheduleContent): Promise<KeyFigure | undefined> {
    try {
      return await deps.figures.of(request.orgId, readerId, content.vizId, request.locale);
    } catch (error) {
      ctx.log.warn({ err: error, ...content }, 'the key number of a score card could not be read');
      return undefined;
    }
  }

  return {
    async make(request: ReportRequest, signal: AbortSignal): Promise<Report> {
      const t = createTranslator(request.locale);
      const refused = new Set((await deps.contents.unviewable(request.orgId, request.readerId, request.contents)).map((content) => content.vizId));
      const report: Report = { items: [], missing: [] };
      const dir = await mkdtemp(join(tmpdir(), 'redbi-schedule-'));
      try {
        for (const content of request.contents) {
          const name = (await namesOf[content.vizType](content.vizId)) ?? null;
          if (request.readerId === null || refused.has(content.vizId)) {
            const reason = t('errors.scheduleContentUnavailable', { vizType: content.vizType, vizId: name ?? content.vizId });
            report.missing.push({ ...content, name, reason, refused: true });
            continue;
          }
          const viewer: ExportViewer = {
            reader: { reader: callerReader(deps.views, request.orgId, request.readerId), user: undefined },
            picture: { kind: 'member', userId: request.readerId },
          };
          try {
            const files = await filesOf(request, content, name ?? content.vizId, viewer, dir, signal);
            const figure = content.vizType === 'chart' ? await figureOf(request, request.readerId, content) : undefined;
            report.items.push({ ...content, name: name ?? content.vizId, files, ...(figure ? { figure } : {}) });
          } catch (error) {
            report.missing.push({ ...content, name, reason: reasonOf(error, request.locale, content), refused: false });
          }
        }
        return report;
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  };
}

export type ScheduleReports = ReturnType<typeof createScheduleReports>;
