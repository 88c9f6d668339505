import type { DataSection } from '../../chartDefinition';

/** One metric, no dimension: the query answers one row. */
export const scoreCardSections = {
  metrics: { key: 'metrics', kind: 'aggregate', labelKey: 'section.metrics', count: { min: 1, max: 1 } },
  filters: { key: 'filters', kind: 'filter', labelKey: 'section.filters', count: { min: 0, max: Infinity } },
} as const satisfies Record<string, DataSection>;
