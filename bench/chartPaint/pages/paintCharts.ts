/**
 * The two charts the workbench page draws, as stored chart documents: a line of one date dimension and one
 * metric, and a detail table of six columns. Field uids name the data columns of paintData.ts.
 */
import { ChartConfigSchema, type ChartConfig } from '@redbi/shared/domain';

export const lineChartConfig: ChartConfig = ChartConfigSchema.parse({
  chartType: 'line',
  sections: {
    dimensions: [{ uid: 't', column: 'created_at', type: 'date', dateFormat: 'YYYY-MM-DD HH:mm' }],
    metrics: [{ uid: 'v', column: 'value', type: 'numeric', aggregate: 'SUM', alias: 'Value' }],
  },
});

/** Detail rows (no aggregation); the table shows one page of 10,000 rows (the data's pageSize). */
export const tableChartConfig: ChartConfig = ChartConfigSchema.parse({
  chartType: 'table',
  aggregation: false,
  pageSize: 10_000,
  sections: {
    columns: [
      { uid: 'region', column: 'region', type: 'string' },
      { uid: 'product', column: 'product', type: 'string' },
      { uid: 'orderDate', column: 'order_date', type: 'date', dateFormat: 'YYYY-MM-DD' },
      { uid: 'quantity', column: 'quantity', type: 'numeric' },
      { uid: 'amount', column: 'amount', type: 'numeric' },
      { uid: 'discount', column: 'discount', type: 'numeric' },
    ],
  },
  settings: { 'table.pageSize': '1000' },
});
