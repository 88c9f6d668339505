import { shareRoutes } from '@redbi/shared/api';
import { BoardDataEventSchema } from '@redbi/shared/domain';
import type { Locale } from '@redbi/shared/i18n';
import type { Dataframe } from '@redbi/shared/query';
import { api, requestHeaders, routeUrl, settleAnswer } from '../api/apiClient';
import { apiStream } from '../api/apiStream';
import type { BoardDataSource } from '../features/dashboards/runtime/boardDataSource';
import type { ChartDataRequestInput } from '../features/vizs/vizQueries';
import type { ShareConnection } from './shareConnection';

/**
 * A shared dashboard's batched data requests: POST /shares/:token/dashboards/:dashboardId/data with the
 * share session, streamed like the board's own route (never a draft: a share shows the saved board).
 */
export function shareBoardDataSource(connection: ShareConnection): BoardDataSource {
  return {
    shared: true,
    stream: ({ dashboardId, body, signal }, onEvent) => {
      const { draft: _draft, ...saved } = body;
      return connection.call((headers) =>
        apiStream(shareRoutes.dashboardData, { params: { token: connection.token, dashboardId }, body: saved, signal, headers }, BoardDataEventSchema.parse, onEvent),
      );
    },
  };
}

/** A shared chart's data: POST /shares/:token/charts/:chartId/data with the share session. */
export const fetchSharedChartData = (connection: ShareConnection, chartId: string, request: ChartDataRequestInput, signal?: AbortSignal): Promise<Dataframe> =>
  connection.call((headers) => api(shareRoutes.chartData, { params: { token: connection.token, chartId }, body: request, signal, headers }));

/**
 * GET /shares/:token/charts/:chartId/image (only when the sharer allowed downloads): the chart drawn by the
 * server as a PNG in the page's theme and language, saved under the chart's name.
 */
export async function downloadSharedChartImage(connection: ShareConnection, chart: { id: string; name: string }, options: { theme: 'light' | 'dark'; locale: Locale }): Promise<void> {
  const route = shareRoutes.chartImage;
  const blob = await connection.call(async (extra) => {
    const { headers } = requestHeaders(extra);
    const query = new URLSearchParams({ format: 'png', theme: options.theme, locale: options.locale });
    const response = await fetch(`${routeUrl(route, { token: connection.token, chartId: chart.id })}?${query.toString()}`, { headers });
    if (!response.ok) settleAnswer(route, { status: response.status, authorization: null, text: await response.text() }, null);
    return response.blob();
  });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${chart.name}.png`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
