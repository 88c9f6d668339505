import { boardChartWidgetIds, boardReferences, buildChartQuery, drilledConfig, drillHierarchy, findChartType, widgetQuery } from '@redbi/charts';
import type { BoardChart, BoardConfig, ChartConfig, DownloadOptions } from '@redbi/shared/domain';
import { AppError } from '@redbi/shared/errors';
import { QuerySpecSchema, type QuerySpec } from '@redbi/shared/query';
import { boardChartsOf, isDashboardRow, storedBoardOf } from '../../services/dashboards/dashboardRecords';
import type { QueryService } from '../../services/query/queryService';
import type { ServiceContext } from '../../services/serviceContext';
import { storedConfigOf } from '../../services/storyboards/storyboardRecords';
import { chartConfigOf, isChartRow } from '../../services/vizs/chartRecords';
import type { VizRow } from '../../repositories/vizRepository';
import type { ExportProgress, ExportTable, ExportTarget, ExportViewer } from '../exportTypes';
import { exportColumnsOf } from './exportColumns';

/** Rows read from a source at a time: fewer round trips than the default (measured in bench/README.md, export), a few MB at most. */
const EXPORT_BATCH_ROWS = 5000;

/** One table to export: its name, the chart it shows (drilled as the viewer left it) and its query. */
interface PlannedTable {
  name: string;
  viewId: string;
  config: ChartConfig;
  spec: QuerySpec;
}

/** A query that cannot be built (a required controller empty, a chart type unknown): the download fails with its message. */
const unbuildable = (error: { errCode: string; messageKey: string; params?: Record<string, string | number> }) =>
  new AppError(error.errCode as 'VALIDATION', { messageKey: error.messageKey, ...(error.params ? { params: error.params } : {}) });

/**
 * The tables of a download (issue 21): one per chart — a chart alone, a dashboard's chart widgets (all, or
 * the chosen ones) with the viewer's controllers, linkage and drill, a storyboard's pages in order — each
 * queried as the board and the chart page query it (the same builders), but whole: every row, streamed
 * from its source as the reader (their row and column permissions), never through the result cache. The
 * queries are compiled before any file is written (a bad query fails the task at once); each table's rows
 * are read only when the writer reaches it.
 */
export function createExportTables(ctx: Pick<ServiceContext, 'store' | 'now'>, { query }: { query: Pick<QueryService, 'prepareStream'> }) {
  const { store } = ctx;

  async function liveViz(orgId: string, id: string): Promise<VizRow | undefined> {
    const row = await store.vizs.find(id);
    return row && row.org_id === orgId && row.archived !== 1 ? row : undefined;
  }

  function chartTable(name: string, chart: { viewId: string; config: ChartConfig }, options: DownloadOptions, drillKey: string): PlannedTable | undefined {
    const definition = findChartType(chart.config.chartType);
    if (!definition) throw unbuildable({ errCode: 'VALIDATION', messageKey: 'validation.chartTypeUnknown', params: { type: chart.config.chartType } });
    const drill = options.state.drill[drillKey];
    const drilled = drill ? drilledConfig(chart.config, definition, drill) : { config: chart.config, filters: [] };
    const built = buildChartQuery(definition, drilled.config, chart.viewId);
    if (!built) return undefined;
    const spec = QuerySpecSchema.parse(built);
    return {
      name,
      viewId: chart.viewId,
      config: drilled.config,
      spec: QuerySpecSchema.parse({ ...spec, filters: [...spec.filters, ...drilled.filters], params: { ...spec.params, ...options.state.params }, script: false }),
    };
  }

  async function boardCharts(orgId: string, board: BoardConfig): Promise<Record<string, BoardChart>> {
    const rows = await Promise.all(boardReferences(board).chartIds.map((id) => liveViz(orgId, id)));
    return boardChartsOf(
      rows.filter((row) => row !== undefined),
      boardReferences(board).chartIds,
    );
  }

  async function boardTables(orgId: string, board: BoardConfig, options: DownloadOptions): Promise<PlannedTable[]> {
    const charts = await boardCharts(orgId, board);
    const wanted = options.widgetIds ?? boardChartWidgetIds(board);
    const tables: PlannedTable[] = [];
    for (const widget of board.widgets) {
      if (!wanted.includes(widget.id) || (widget.type !== 'chart' && widget.type !== 'privateChart')) continue;
      const drill = options.state.drill[widget.id];
      const asked = widgetQuery({
        board,
        widget,
        item: { widgetId: widget.id, kind: 'data', pageNo: 1, ...(drill ? { drill } : {}) },
        charts,
        controllers: options.state.controllers,
        linkage: options.state.linkage,
        now: ctx.now(),
      });
      if (!asked) continue;
      if ('error' in asked) throw unbuildable(asked.error);
      const chart = widget.type === 'chart' ? charts[widget.config.chartId] : { viewId: widget.config.viewId, config: widget.config.chart };
      if (!chart) continue;
      const definition = findChartType(chart.config.chartType);
      const drilledChart = drill && definition && drillHierarchy(widget, charts).length > 0 ? drilledConfig(chart.config, definition, drill).config : chart.config;
      tables.push({ name: widget.name, viewId: asked.viewId, config: drilledChart, spec: asked.spec });
    }
    return tables;
  }

  async function vizTables(orgId: string, row: VizRow, name: string, options: DownloadOptions): Promise<PlannedTable[]> {
    if (isChartRow(row)) {
      const table = chartTable(name, { viewId: row.view_id, config: chartConfigOf(row) }, options, row.id);
      return table ? [table] : [];
    }
    return isDashboardRow(row) ? boardTables(orgId, storedBoardOf(row), options) : [];
  }

  const planners: Record<ExportTarget['vizType'], (target: ExportTarget) => Promise<PlannedTable[]>> = {
    chart: async (target) => {
      const row = await liveViz(target.orgId, target.vizId);
      return row ? vizTables(target.orgId, row, target.name, target.options) : [];
    },
    dashboard: async (target) => {
      const row = await liveViz(target.orgId, target.vizId);
      return row ? vizTables(target.orgId, row, target.name, target.options) : [];
    },
    storyboard: async (target) => {
      const storyboard = await store.storyboards.find(target.vizId);
      if (!storyboard) return [];
      // A storyboard's pages show their charts and boards as they open: no viewer state of their own.
      const options: DownloadOptions = { ...target.options, state: { controllers: {}, linkage: [], drill: {}, params: {} } };
      const { widgetIds: _chosen, ...pageOptions } = options;
      const tables: PlannedTable[] = [];
      for (const page of storedConfigOf(storyboard).pages) {
        const row = await liveViz(target.orgId, page.vizId);
        if (row) tables.push(...(await vizTables(target.orgId, row, row.name, pageOptions)));
      }
      return tables;
    },
  };

  return {
    /**
     * The target's tables, compiled for the viewer (a view they may not read, a bad query: thrown here); each
     * table's rows stream from the source when iterated, in batches, and the statement ends when the
     * iteration does, or when the run is aborted.
     */
    async tablesOf(target: ExportTarget, viewer: ExportViewer, run: ExportProgress): Promise<ExportTable[]> {
      const planned = await planners[target.vizType](target);
      if (planned.length === 0) throw new AppError('VALIDATION', { messageKey: 'errors.downloadNothing' });
      const { reader, user } = viewer.reader;
      return Promise.all(
        planned.map(async (table): Promise<ExportTable> => {
          const view = await reader.view(table.viewId);
          const prepared = await query.prepareStream(view, reader.userId, table.spec, { signal: run.signal, batchSize: EXPORT_BATCH_ROWS, ...(user ? { user } : {}) });
          const { columns, order } = exportColumnsOf(table.config, prepared.columns, target.options.locale);
          return {
            name: table.name,
            columns,
            rows: {
              async *[Symbol.asyncIterator]() {
                const stream = await prepared.open();
                try {
                  const identity = order.every((at, index) => at === index) && order.length === prepared.columns.length;
                  for await (const batch of stream) yield identity ? batch : batch.map((row) => order.map((index) => row[index]));
                } finally {
                  await stream.close();
                }
              },
            },
          };
        }),
      );
    },
  };
}
