import type { DataSection } from '../../chartDefinition';

/** Fields whose first-row values the text may quote; none is required. */
export const richTextSections = {
  dimensions: { key: 'dimensions', kind: 'group', labelKey: 'section.dimensions', count: { min: 0, max: Infinity } },
  metrics: { key: 'metrics', kind: 'aggregate', labelKey: 'section.metrics', count: { min: 0, max: Infinity } },
  filters: { key: 'filters', kind: 'filter', labelKey: 'section.filters', count: { min: 0, max: Infinity } },
} as const satisfies Record<string, DataSection>;
