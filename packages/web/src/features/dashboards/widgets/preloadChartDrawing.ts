import { chartOfWidget, findChartType, type BoardCharts } from '@redbi/charts';
import type { BoardConfig } from '@redbi/shared/domain';

/** Tables and pivot tables draw without ECharts; every other chart group may use it. */
const drawsWithECharts = (chartType: string) => findChartType(chartType)?.group !== 'table';

/**
 * Starts loading ECharts (the chunk EChartsCanvas imports, the largest of the app) while a board's data is
 * asked, rather than once the answers have come and the first chart mounts: the two then overlap. Only for
 * a board with a chart that may draw with it. A failure is the chart's to show when it draws.
 */
export function preloadChartDrawing(board: BoardConfig, charts: BoardCharts): void {
  const drawing = board.widgets.some((widget) => {
    const chart = (widget.type === 'chart' || widget.type === 'privateChart') && chartOfWidget(widget, charts);
    return chart && drawsWithECharts(chart.config.chartType);
  });
  if (drawing) import('../../charts/echartsSetup').catch(() => undefined);
}
