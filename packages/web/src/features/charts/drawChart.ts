import { buildChart, type ChartContext, type ChartData, type ChartOutput } from '@redbi/charts';
import type { ChartConfig } from '@redbi/shared/domain';
import { AppError } from '@redbi/shared/errors';

/** What the chart area shows for a config and its rows: an output to draw, or why drawing failed. */
export type ChartDrawing = { output: ChartOutput } | { failure: string };

/** The rows of a chart that has not asked for data (rich text without fields, the workbench before Run). */
export const noRows: ChartData = { columns: [], rows: [] };

/**
 * buildChart for the browser: a chart must never blank the page around it (reference/visual.md), so an
 * expected failure (an unknown chart type) becomes a message in place of the chart and any other failure
 * the error state, instead of a render error.
 */
export function drawChart(config: ChartConfig, data: ChartData | undefined, context: ChartContext): ChartDrawing {
  try {
    return { output: buildChart(config, data ?? noRows, context) };
  } catch (error) {
    if (error instanceof AppError) return { output: { kind: 'message', messageKey: error.messageKey, params: error.params } };
    return { failure: error instanceof Error ? error.message : String(error) };
  }
}
