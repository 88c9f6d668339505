import type { ChartConfig } from '@redbi/shared/domain';
import { describe, expect, it } from 'vitest';
import { chartSourceFields, sameNamePairs } from './chartFieldOptions';

const config = (chartType: string, sections: ChartConfig['sections']): ChartConfig => ({
  version: 1,
  chartType,
  aggregation: true,
  sections,
  settings: {},
  settingsVersion: 1,
  computedFields: [],
  variables: {},
  pageSize: 1000,
});

describe('chartSourceFields', () => {
  const bars = config('cluster-column', {
    dimensions: [
      { uid: 'd1', column: 'country', type: 'string' },
      { uid: 'd2', column: 'city', type: 'string', alias: 'Town' },
    ],
    metrics: [{ uid: 'm1', column: 'amount', type: 'numeric', aggregate: 'SUM' }],
    filters: [{ uid: 'f1', column: 'genre', type: 'string' }],
  });

  it('lists the shown fields by uid with the names the chart gives them, leaving out the filters', () => {
    expect(chartSourceFields(bars)).toEqual([
      { uid: 'd1', column: 'country', label: 'country', aggregated: false },
      { uid: 'd2', column: 'city', label: 'Town', aggregated: false },
      { uid: 'm1', column: 'amount', label: 'SUM(amount)', aggregated: true },
    ]);
  });

  it('knows nothing of an unknown chart type', () => {
    expect(chartSourceFields(config('no-such-type', { dimensions: [{ uid: 'd1', column: 'country', type: 'string' }] }))).toEqual([]);
  });

  it('pairs the dimensions with the target columns of the same name', () => {
    expect(sameNamePairs(chartSourceFields(bars), ['country', 'amount', 'genre']).map((field) => field.uid)).toEqual(['d1']);
  });
});
