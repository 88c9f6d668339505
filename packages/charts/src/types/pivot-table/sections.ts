import type { DataSection } from '../../chartDefinition';

/** Row and column dimensions (grouped by the default query), the metrics at their crossings, and filters. */
export const pivotSections = {
  rows: { key: 'rows', kind: 'group', labelKey: 'section.rows', count: { min: 0, max: Infinity }, dateLevels: true },
  columns: { key: 'columns', kind: 'group', labelKey: 'section.columns', count: { min: 0, max: Infinity }, dateLevels: true },
  metrics: { key: 'metrics', kind: 'aggregate', labelKey: 'section.metrics', count: { min: 1, max: Infinity } },
  filters: { key: 'filters', kind: 'filter', labelKey: 'section.filters', count: { min: 0, max: Infinity } },
} as const satisfies Record<string, DataSection>;
