import type { ChartConfig } from '@redbi/shared/domain';
import type { ChartDefinition, FieldCount } from './chartDefinition';
import { isAggregated } from './query/buildQuery';

/**
 * Spec §5: each chart type requires a number of dimension or metric fields, written 'only allows number N'
 * or 'allowed range N to M' (N when there is no upper bound). Messages are keys of the shared catalogue
 * (validation.onlyAllows / validation.allowedRange); `section` is a key of the `charts` catalogue.
 */
export interface RequirementIssue {
  messageKey: 'validation.onlyAllows' | 'validation.allowedRange';
  /** 'requirement.dimensions', 'requirement.metrics' or a section's labelKey. */
  sectionKey: string;
  params: { count?: number | 'N'; min?: number; max?: number | 'N' };
}

const upper = (count: FieldCount): number | 'N' => (Number.isFinite(count.max) ? count.max : 'N');

export function describeCount(count: FieldCount, sectionKey: string): RequirementIssue {
  return count.min === count.max
    ? { messageKey: 'validation.onlyAllows', sectionKey, params: { count: count.min } }
    : { messageKey: 'validation.allowedRange', sectionKey, params: { min: count.min, max: upper(count) } };
}

const fits = (count: FieldCount, value: number) => value >= count.min && value <= count.max;

/** How many dimensions and metrics a config holds (filters and roles like colour count as the query sees them). */
export function countFields(definition: ChartDefinition, config: ChartConfig): { dimensions: number; metrics: number } {
  let dimensions = 0;
  let metrics = 0;
  for (const section of definition.sections) {
    if (section.kind === 'filter' || section.excludedFromRequirements) continue;
    for (const field of config.sections[section.key] ?? []) {
      if (isAggregated(config, section, field) || (!config.aggregation && section.kind === 'aggregate')) metrics += 1;
      else dimensions += 1;
    }
  }
  return { dimensions, metrics };
}

/** What the palette shows for a type: its dimension and metric requirements in the spec's words. */
export const requirementsOf = (definition: ChartDefinition): RequirementIssue[] => [
  describeCount(definition.requirements.dimensions, 'requirement.dimensions'),
  describeCount(definition.requirements.metrics, 'requirement.metrics'),
];

/** Could these counts of fields draw this type? (the palette greys out the types that could not). */
export function suits(definition: ChartDefinition, counts: { dimensions: number; metrics: number }): boolean {
  return fits(definition.requirements.dimensions, counts.dimensions) && fits(definition.requirements.metrics, counts.metrics);
}

/** The requirements a config misses: each section's count, then the type's dimension and metric counts. */
export function checkRequirements(definition: ChartDefinition, config: ChartConfig): RequirementIssue[] {
  const issues: RequirementIssue[] = [];
  for (const section of definition.sections) {
    if (!fits(section.count, (config.sections[section.key] ?? []).length)) issues.push(describeCount(section.count, section.labelKey));
  }
  const counts = countFields(definition, config);
  if (!fits(definition.requirements.dimensions, counts.dimensions)) issues.push(describeCount(definition.requirements.dimensions, 'requirement.dimensions'));
  if (!fits(definition.requirements.metrics, counts.metrics)) issues.push(describeCount(definition.requirements.metrics, 'requirement.metrics'));
  return issues;
}
