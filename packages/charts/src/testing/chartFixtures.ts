import { ChartConfigSchema, type ChartConfig, type ChartConfigInput, type ChartFieldInput } from '@redbi/shared/domain';
import type { ChartDefinition } from '../chartDefinition';
import { titleSettings } from '../common/commonSettings';

/** A minimal chart type for the framework's own tests (the registry's types test themselves). */
export const testBarDefinition: ChartDefinition = {
  id: 'test-bar',
  name: { en: 'Test bar', zh: '测试柱图' },
  icon: 'BarChartOutlined',
  group: 'column',
  sections: [
    { key: 'dimensions', kind: 'group', labelKey: 'section.dimensions', count: { min: 0, max: 1 }, dateLevels: true },
    { key: 'metrics', kind: 'aggregate', labelKey: 'section.metrics', count: { min: 1, max: Infinity } },
    { key: 'filters', kind: 'filter', labelKey: 'section.filters', count: { min: 0, max: Infinity } },
    { key: 'color', kind: 'color', labelKey: 'section.color', count: { min: 0, max: 1 } },
  ],
  requirements: { dimensions: { min: 0, max: 1 }, metrics: { min: 1, max: Infinity } },
  settings: {
    version: 2,
    groups: [titleSettings, { key: 'bar', labelKey: 'settings.bar', controls: [{ key: 'width', kind: 'number', min: 1, max: 100, default: 40 }] }],
    migrations: { 1: (old) => ({ ...old, 'bar.width': old['barWidth'], barWidth: undefined }) },
  },
  buildOption: () => ({ kind: 'message', messageKey: 'text.noData' }),
};

export const field = (uid: string, column: string, extra: Partial<ChartFieldInput> = {}): ChartFieldInput => ({ uid, column, type: 'string', ...extra });

export const chartConfig = (input: Omit<ChartConfigInput, 'chartType'> & { chartType?: string }): ChartConfig =>
  ChartConfigSchema.parse({ chartType: 'test-bar', ...input });
