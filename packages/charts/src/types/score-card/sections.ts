import type { DataSection } from '../../chartDefinition';

/**
 * One metric, no dimension: the query answers one row. Two optional sections serve the comparison: a
 * second metric as its target (asked in the same row), and one date field whose periods the previous
 * period and the sparkline are counted in. Neither counts towards the spec's "only allows 1 metric".
 */
export const scoreCardSections = {
  metrics: { key: 'metrics', kind: 'aggregate', labelKey: 'section.metrics', count: { min: 1, max: 1 } },
  target: { key: 'target', kind: 'aggregate', labelKey: 'section.target', count: { min: 0, max: 1 }, excludedFromRequirements: true },
  date: { key: 'date', kind: 'group', labelKey: 'section.scoreCardDate', count: { min: 0, max: 1 }, accepts: ['date'], dateLevels: true, excludedFromRequirements: true },
  filters: { key: 'filters', kind: 'filter', labelKey: 'section.filters', count: { min: 0, max: Infinity } },
} as const satisfies Record<string, DataSection>;
