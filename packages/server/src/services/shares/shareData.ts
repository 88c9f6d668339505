import type { BoardDataEvent, ChartDataRequest, ShareBoardDataRequestSchema } from '@redbi/shared/domain';
import { AppError } from '@redbi/shared/errors';
import type { Dataframe } from '@redbi/shared/query';
import type { z } from 'zod';
import type { BoardDataOptions, BoardDataService } from '../dashboards/boardData';
import type { QueryOptions } from '../query/queryService';
import type { ServiceContext } from '../serviceContext';
import type { ChartDataService } from '../vizs/chartData';
import { firstPage, type ChartImage, type ChartImageService, type ImageRequest } from '../vizs/chartImages';
import { isChartRow, type ChartRow } from '../vizs/chartRecords';
import type { ShareContent } from './shareContent';
import type { ShareCall, ShareGate } from './shareGate';
import type { ShareReaders } from './shareReaders';
import type { ShareViewer } from './shareSessions';

type ShareBoardDataRequest = z.output<typeof ShareBoardDataRequestSchema>;

export interface ShareDataDeps {
  gate: ShareGate;
  content: ShareContent;
  readers: ShareReaders;
  boardData: Pick<BoardDataService, 'stream'>;
  chartData: Pick<ChartDataService, 'read'>;
  chartImages: Pick<ChartImageService, 'imageOf'>;
}

const notInShare = (resource: 'dashboard' | 'chart' | 'widget') => new AppError('NOT_FOUND', { params: { resource } });

/** What a call through a share carries: the link's token, the share session and the caller's sign-in (LOGIN). */
export interface ShareCredentials {
  token: string;
  session: string | undefined;
  signIn: ShareViewer | undefined;
}

/**
 * Data through a share (issue 13, the security point): every call re-checks the share and its session
 * (shareGate), then reads only what the share shows — a dashboard of the share and widgets on it, a chart
 * of the share (a chart share, a storyboard's chart page) — through the same machinery as the app (the
 * batched board request, the chart data, the chart image), the queries built on the server from the
 * stored resource, never a draft or a caller's QuerySpec, and run with the share's data permission.
 * Anything else is 404.
 */
export function createShareData(ctx: ServiceContext, { gate, content, readers, boardData, chartData, chartImages }: ShareDataDeps) {
  /** A chart of the share, as stored now. */
  async function sharedChart(call: ShareCall, chartId: string): Promise<ChartRow> {
    const scope = await content.scopeOf(call.share);
    if (!scope.charts[chartId]) throw notInShare('chart');
    const row = await ctx.store.vizs.find(chartId);
    if (!row || row.org_id !== call.share.row.org_id || row.archived === 1 || !isChartRow(row)) throw notInShare('chart');
    return row;
  }

  return {
    /** A dashboard of the share: its batched data request, streamed (errors before the stream are the request's). */
    async dashboardData(
      { token, session, signIn }: ShareCredentials,
      dashboardId: string,
      request: ShareBoardDataRequest,
      options: Omit<BoardDataOptions, 'user'>,
    ): Promise<AsyncIterable<BoardDataEvent>> {
      const call = await gate.call(token, session, signIn);
      const dashboard = (await content.scopeOf(call.share)).dashboards[dashboardId];
      if (!dashboard) throw notInShare('dashboard');
      if (request.items.some((item) => !dashboard.config.widgets.some((widget) => widget.id === item.widgetId))) throw notInShare('widget');
      const { reader, user } = await readers.readerFor(call);
      const loaded = { id: dashboard.id, orgId: dashboard.orgId, name: dashboard.name, board: dashboard.config, charts: dashboard.charts, privileges: dashboard.privileges };
      return boardData.stream(loaded, request, reader, { ...options, ...(user ? { user } : {}) });
    },

    /** A chart of the share: its rows (paged and sorted as the viewer asks, as in the app). */
    async chartData({ token, session, signIn }: ShareCredentials, chartId: string, request: ChartDataRequest, options: Omit<QueryOptions, 'user'> = {}): Promise<Dataframe> {
      const call = await gate.call(token, session, signIn);
      const row = await sharedChart(call, chartId);
      const { reader, user } = await readers.readerFor(call);
      return (await chartData.read(row, reader, request, { ...options, ...(user ? { user } : {}) })).frame;
    },

    /** A chart of the share as an image to download: only when the sharer allowed downloads. */
    async chartImage(
      { token, session, signIn }: ShareCredentials,
      chartId: string,
      request: ImageRequest & { format: 'svg' | 'png'; width: number; height: number },
      options: Omit<QueryOptions, 'user'> = {},
    ): Promise<ChartImage> {
      const call = await gate.call(token, session, signIn);
      if (!call.share.settings.allowDownload) throw new AppError('SHARE_DOWNLOAD_REFUSED');
      const row = await sharedChart(call, chartId);
      const { reader, user } = await readers.readerFor(call);
      return chartImages.imageOf(await chartData.read(row, reader, firstPage, { ...options, ...(user ? { user } : {}) }), request);
    },
  };
}

export type ShareData = ReturnType<typeof createShareData>;
