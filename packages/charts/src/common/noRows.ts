import type { ChartData, ChartOutput } from '../chartDefinition';

/** An empty result says so where the chart would be (reference/visual.md: empty states say why). */
export const noRowsMessage = (data: ChartData): ChartOutput | undefined => (data.rows.length === 0 ? { kind: 'message', messageKey: 'text.noRows' } : undefined);
