import type { DataSection } from '../../chartDefinition';

/** One section of columns, each a dimension or (with an aggregation) a metric; and the filters. */
export const tableSections = {
  columns: { key: 'columns', kind: 'mixed', labelKey: 'section.mixed', count: { min: 1, max: Infinity }, dateLevels: true },
  filters: { key: 'filters', kind: 'filter', labelKey: 'section.filters', count: { min: 0, max: Infinity } },
} as const satisfies Record<string, DataSection>;
