// A small chart type and configs for the viz services' unit tests (the registry's types test themselves).
import { titleSettings, type ChartDefinition } from '@redbi/charts';
import { ChartConfigSchema, type ChartConfig, type ChartConfigInput } from '@redbi/shared/domain';

export const testColumnChart: ChartDefinition = {
  id: 'test-column',
  name: { en: 'Test column', zh: '测试柱图' },
  icon: 'BarChartOutlined',
  group: 'column',
  sections: [
    { key: 'dimensions', kind: 'group', labelKey: 'section.dimensions', count: { min: 0, max: 1 }, dateLevels: true },
    { key: 'metrics', kind: 'aggregate', labelKey: 'section.metrics', count: { min: 1, max: Infinity } },
    { key: 'filters', kind: 'filter', labelKey: 'section.filters', count: { min: 0, max: Infinity } },
  ],
  requirements: { dimensions: { min: 0, max: 1 }, metrics: { min: 1, max: Infinity } },
  settings: { version: 1, groups: [titleSettings] },
  buildOption: () => ({ kind: 'message', messageKey: 'text.noData' }),
};

/** Region by month, the sum of amount, for orders of 2024. */
export const regionalConfig = (changes: Partial<ChartConfigInput> = {}): ChartConfig =>
  ChartConfigSchema.parse({
    chartType: 'test-column',
    sections: {
      dimensions: [{ uid: 'd1', column: 'ordered_at', type: 'date', dateLevel: 'month', sort: { order: 'ASC' } }],
      metrics: [{ uid: 'm1', column: 'amount', type: 'numeric', aggregate: 'SUM' }],
      filters: [{ uid: 'f1', column: 'year', type: 'numeric', filter: { operator: 'EQ', values: [{ value: 2024 }] } }],
    },
    pageSize: 500,
    ...changes,
  });
