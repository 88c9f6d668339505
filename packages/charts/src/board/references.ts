import type { BoardConfig, Widget } from '@redbi/shared/domain';
import type { BoardCharts, WidgetChart } from './boardTypes';

/** The views one widget reads by itself (a saved chart's view comes with the chart). */
function widgetViewIds(widget: Widget): string[] {
  if (widget.type === 'privateChart') return [widget.config.viewId];
  if (widget.type === 'richText') return widget.config.viewId ? [widget.config.viewId] : [];
  if (widget.type === 'controller') {
    const { targets, options } = widget.config;
    return [...targets.map((target) => target.viewId), ...(options.source === 'data' && options.viewId ? [options.viewId] : [])];
  }
  return [];
}

/**
 * The saved charts and views a board refers to: what the server loads with it, checks permissions on,
 * records for delete protection (datart's rel_widget_element) and warns about when one is deleted.
 */
export function boardReferences(board: BoardConfig): { chartIds: string[]; viewIds: string[] } {
  const chartIds = new Set<string>();
  const viewIds = new Set<string>();
  for (const widget of board.widgets) {
    if (widget.type === 'chart') chartIds.add(widget.config.chartId);
    for (const viewId of widgetViewIds(widget)) viewIds.add(viewId);
  }
  return { chartIds: [...chartIds], viewIds: [...viewIds] };
}

/**
 * The view and config a chart widget draws: its own for a private chart, the saved chart's otherwise.
 * Undefined when the saved chart has been deleted (the widget shows errors.linkedChartDeleted) or the
 * widget is not a chart.
 */
export function chartOfWidget(widget: Widget, charts: BoardCharts): WidgetChart | undefined {
  if (widget.type === 'privateChart') return { viewId: widget.config.viewId, config: widget.config.chart };
  if (widget.type !== 'chart') return undefined;
  const chart = charts[widget.config.chartId];
  return chart ? { viewId: chart.viewId, config: chart.config } : undefined;
}

/** The widgets of a board that draw a chart (a saved one or its own): what a download of its data reads. */
export const boardChartWidgetIds = (board: BoardConfig): string[] => board.widgets.filter((widget) => widget.type === 'chart' || widget.type === 'privateChart').map((widget) => widget.id);
