import { ChartConfigSchema } from '@redbi/shared/domain';
import { describe, expect, it } from 'vitest';
import { chartDataTable } from './dataTableModel';

const config = ChartConfigSchema.parse({
  chartType: 'cluster-column',
  sections: {
    dimensions: [{ uid: 'd1', column: 'month', type: 'date', dateLevel: 'month' }],
    metrics: [
      { uid: 'm1', column: 'amount', type: 'numeric', aggregate: 'SUM' },
      { uid: 'm2', column: 'amount', type: 'numeric', aggregate: 'AVG', alias: 'Average', format: { kind: 'numeric', decimals: 1, unit: 'wan' } },
    ],
    filters: [{ uid: 'f1', column: 'region', type: 'string' }],
  },
});
const data = {
  columns: [
    { name: 'd1', type: 'date' as const },
    { name: 'm1', type: 'number' as const },
    { name: 'm2', type: 'number' as const },
    { name: 'f1', type: 'string' as const },
  ],
  rows: [
    ['2024-03-01', 1284.0300000000102, 1234567, 'East'],
    ['2024-04-01', 2500, 10, 'East'],
  ],
};

describe('chartDataTable', () => {
  it('has one column per placed field, titled and formatted as the chart does, without the filters', () => {
    const table = chartDataTable(config, data, 'en', 100);
    expect(table.columns).toEqual([
      { uid: 'd1', title: 'month', numeric: false },
      { uid: 'm1', title: 'SUM(amount)', numeric: true },
      { uid: 'm2', title: 'Average', numeric: true },
    ]);
    expect(table.rows[0]).toEqual(['2024-03', '1,284.03', '123.5万']);
    expect(chartDataTable(config, data, 'zh', 100).rows[0]![0]).toBe('2024年3月');
  });

  it('shows the first rows and counts them all', () => {
    const table = chartDataTable(config, data, 'en', 1);
    expect(table.rows).toHaveLength(1);
    expect(table.rowCount).toBe(2);
  });
});
