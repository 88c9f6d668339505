import { chartExtraQueries, getChartType } from '@redbi/charts';
import type { ChartConfig, ChartDataRequest, ChartViewerDataRequest } from '@redbi/shared/domain';
import { AppError } from '@redbi/shared/errors';
import type { Dataframe } from '@redbi/shared/query';
import type { AccessService } from '../access/accessService';
import type { QueryOptions, QueryService } from '../query/queryService';
import type { ServiceContext } from '../serviceContext';
import { callerReader, type DataReader } from '../views/dataReader';
import type { ViewService } from '../views/viewService';
import { viewerQuery } from './chartQuery';
import { chartConfigOf, isChartRow, type ChartRow } from './chartRecords';
import { createVizTree } from './vizTree';

export interface ChartDataDeps {
  access: AccessService;
  views: Pick<ViewService, 'queryableFor'>;
  query: Pick<QueryService, 'executeForChart'>;
}

/** A saved chart the caller may view, with its rows for them. */
export interface ViewedChart {
  row: ChartRow;
  config: ChartConfig;
  frame: Dataframe;
}

const emptyFrame = (spec: { pageNo: number; pageSize: number }): Dataframe => ({ columns: [], rows: [], pageInfo: spec, cached: false });

/**
 * A saved chart's data for its viewers (spec §6): View on the chart is enough — not Access on its view, a
 * known complaint about datart — but the query runs as the caller, so their row permissions (failing closed)
 * and column permissions of the view apply, through the one runner with its cache and coalescing. The
 * query is built here from the stored chart; the viewer only pages and sorts it (chartQuery.ts).
 */
export function createChartDataService(ctx: ServiceContext, { access, views, query }: ChartDataDeps) {
  const tree = createVizTree(ctx, access);

  return {
    /** The chart (View; 404 for a folder or what the caller cannot see) and its rows as the caller may see them. */
    async load(orgId: string, userId: string, chartId: string, request: ChartDataRequest | ChartViewerDataRequest, options: QueryOptions = {}): Promise<ViewedChart> {
      const loaded = await tree.load(orgId, userId);
      const row = tree.rowOf(loaded, chartId);
      if (!isChartRow(row)) throw new AppError('NOT_FOUND', { params: { resource: 'chart' } });
      tree.require(loaded, 'view', chartId);
      return read(row, callerReader(views, orgId, userId), request, options);
    },

    /** The rows of a chart already loaded and authorized by the caller of this function (a share), as `reader` may see them. */
    read,
  };

  async function read(row: ChartRow, reader: DataReader, request: ChartDataRequest | ChartViewerDataRequest, options: QueryOptions = {}): Promise<ViewedChart> {
    const config = chartConfigOf(row);
    const definition = getChartType(config.chartType);
    const spec = viewerQuery(definition, config, row.view_id, request);
    if (!spec) return { row, config, frame: emptyFrame({ pageNo: request.pageNo, pageSize: config.pageSize }) };
    const view = await reader.view(row.view_id);
    // The chart's extra queries (a score card's comparison and sparkline) run as the main one: same caller, same permissions.
    const extras = Object.entries(chartExtraQueries(definition, config, spec, ctx.now()));
    const [frame, ...extraFrames] = await Promise.all([spec, ...extras.map(([, extra]) => extra)].map((asked) => query.executeForChart(view, reader.userId, asked, options)));
    if (extras.length === 0) return { row, config, frame: frame! };
    return { row, config, frame: { ...frame!, extras: Object.fromEntries(extras.map(([name], index) => [name, extraFrames[index]!])) } };
  }
}

export type ChartDataService = ReturnType<typeof createChartDataService>;
