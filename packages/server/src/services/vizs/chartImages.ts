import type { ChartData } from '@redbi/charts';
import { ChartDataRequestSchema } from '@redbi/shared/domain';
import type { Dataframe } from '@redbi/shared/query';
import { renderChart } from '../../delivery/rendering/renderChart';
import type { QueryOptions } from '../query/queryService';
import type { ChartDataService, ViewedChart } from './chartData';
import { chartImageKey, createChartImageCache, etagOf, matchesEtag, type CachedImage } from './chartImageCache';

export type ImageTheme = 'light' | 'dark';
export type ImageLocale = 'en' | 'zh';

/** Thumbnails in the viz tree: PNG, 480 × 300 CSS pixels. */
export const THUMBNAIL = { width: 480, height: 300, format: 'png' } as const;

export interface ImageRequest {
  theme: ImageTheme;
  locale: ImageLocale;
  /** The client's If-None-Match: an image it already has is not drawn again. */
  ifNoneMatch?: string | undefined;
}

/** An image of a chart, or word that the client's copy is current (`bytes` absent: 304). */
export interface ChartImage {
  etag: string;
  mime: CachedImage['mime'];
  bytes?: Buffer;
}

/** The rows a chart is drawn from, as the query answered them. */
export function chartDataOf(frame: Dataframe): ChartData {
  const { pageNo, pageSize, total } = frame.pageInfo;
  const extras = frame.extras && Object.fromEntries(Object.entries(frame.extras).map(([name, extra]) => [name, chartDataOf(extra)]));
  return { columns: frame.columns, rows: frame.rows, pageNo, pageSize, ...(total === undefined ? {} : { total }), ...(extras ? { extras } : {}) };
}

/** The first page of a chart as its viewer sees it. */
export const firstPage = ChartDataRequestSchema.parse({});

/**
 * Charts drawn on the server (ARCHITECTURE §4.7, no browser) WITH THE CALLER'S DATA: the rows come through
 * the chart's data service as for the chart itself (View on the chart; their row and column permissions),
 * so an image never shows what its viewer may not see. The ETag names the chart's version, the drawing and
 * a hash of those rows; thumbnails are also kept in a small in-process LRU under the same key.
 */
export function createChartImageService({ chartData }: { chartData: Pick<ChartDataService, 'load'> }) {
  const thumbnails = createChartImageCache(200);

  async function drawn(
    chart: ViewedChart,
    drawing: { theme: ImageTheme; locale: ImageLocale; width: number; height: number; format: 'svg' | 'png'; title?: string },
    ifNoneMatch: string | undefined,
    cache: boolean,
  ): Promise<ChartImage> {
    const { row, config, frame } = chart;
    const { theme, locale, width, height, format, title = '' } = drawing;
    const key = chartImageKey({ chartId: row.id, version: row.updated_at, drawing: [theme, locale, width, height, format, title], frame });
    const etag = etagOf(key);
    const mime = format === 'svg' ? 'image/svg+xml' : 'image/png';
    if (matchesEtag(ifNoneMatch, etag)) return { etag, mime };
    const draw = () => renderChart({ config, data: chartDataOf(frame), ...drawing });
    const image = cache ? await thumbnails.getOrDraw(key, draw) : await draw();
    return { etag, mime: image.mime, bytes: image.bytes };
  }

  return {
    /** The tree's thumbnail of a chart (View); 404 for a folder. */
    async thumbnail(orgId: string, userId: string, vizId: string, request: ImageRequest, options: QueryOptions = {}): Promise<ChartImage> {
      const chart = await chartData.load(orgId, userId, vizId, firstPage, options);
      return drawn(chart, { theme: request.theme, locale: request.locale, ...THUMBNAIL }, request.ifNoneMatch, true);
    },

    /** The chart as an image of the size and format asked for, titled with its name (View). */
    async image(
      orgId: string,
      userId: string,
      chartId: string,
      request: ImageRequest & { format: 'svg' | 'png'; width: number; height: number },
      options: QueryOptions = {},
    ): Promise<ChartImage> {
      return imageOf(await chartData.load(orgId, userId, chartId, firstPage, options), request);
    },

    /** A chart whose first page was read by the caller of this function (a share) as an image, titled with its name. */
    imageOf,
  };

  function imageOf(chart: ViewedChart, request: ImageRequest & { format: 'svg' | 'png'; width: number; height: number }): Promise<ChartImage> {
    const { theme, locale, format, width, height } = request;
    return drawn(chart, { theme, locale, format, width, height, title: chart.row.name }, request.ifNoneMatch, false);
  }
}

export type ChartImageService = ReturnType<typeof createChartImageService>;
