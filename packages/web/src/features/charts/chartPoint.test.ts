import type { ChartConfig } from '@redbi/shared/domain';
import { describe, expect, it } from 'vitest';
import { chartPointValues } from './chartPoint';

const config = (color = false): ChartConfig => ({
  version: 1,
  chartType: 'cluster-column',
  aggregation: true,
  sections: {
    dimensions: [
      { uid: 'r', column: 'region', type: 'string' },
      { uid: 'm', column: 'month', type: 'date', dateLevel: 'month' },
    ],
    metrics: [{ uid: 's', column: 'sales', type: 'numeric', aggregate: 'SUM' }],
    ...(color ? { color: [{ uid: 'g', column: 'genre', type: 'string' }] } : {}),
  },
  settings: {},
  settingsVersion: 1,
  computedFields: [],
  variables: {},
  pageSize: 1000,
});

const data = {
  columns: [
    { name: 'r', type: 'string' as const },
    { name: 'm', type: 'date' as const },
    { name: 's', type: 'number' as const },
    { name: 'g', type: 'string' as const },
  ],
  rows: [
    ['East', '2024-03-01', 10, 'Rock'],
    ['East', '2024-04-01', 12, 'Jazz'],
    ['West', '2024-04-01', 7, 'Rock'],
  ],
};

describe('chartPointValues', () => {
  it('reads the clicked category (several dimensions joined, the date as drawn) back to the row’s dimension values', () => {
    expect(chartPointValues(config(), data, { name: 'West / 2024-04', seriesName: 'SUM(sales)', dataIndex: 1 }, 'en')).toEqual({ r: 'West', m: '2024-04-01' });
  });

  it('takes the colour dimension from the series name', () => {
    expect(chartPointValues(config(true), data, { name: 'East / 2024-04', seriesName: 'Jazz', dataIndex: 1 }, 'en')).toEqual({ r: 'East', m: '2024-04-01', g: 'Jazz' });
  });

  it('falls back to the row at the data index when no name matches, and reports nothing without rows', () => {
    expect(chartPointValues(config(), data, { name: '', dataIndex: 0 }, 'en')).toEqual({ r: 'East', m: '2024-03-01' });
    expect(chartPointValues(config(), { columns: data.columns, rows: [] }, { name: 'East', dataIndex: 0 }, 'en')).toBeUndefined();
  });
});
