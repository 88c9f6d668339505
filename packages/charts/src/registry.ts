import type { ChartDefinition } from './chartDefinition';

/** Every chart type, in the order the workbench lists them. */
export const chartRegistry: readonly ChartDefinition[] = [];

export const findChartType = (id: string): ChartDefinition | undefined => chartRegistry.find((chart) => chart.id === id);
