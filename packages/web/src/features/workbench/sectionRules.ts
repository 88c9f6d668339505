import type { ChartDefinition, DataSection } from '@redbi/charts';
import type { ChartConfig, ChartField, FieldType } from '@redbi/shared/domain';
import type { Aggregation } from '@redbi/shared/query';

/**
 * What may go where in a chart type's data sections (datart §4: a section's limit and the field types it
 * takes) and how a field reads once there: metrics aggregate, dimensions group, date levels only where the
 * section allows them. Pure.
 */

/** Sections whose fields are always metrics when the chart aggregates. */
const metricKinds = new Set<DataSection['kind']>(['aggregate', 'size', 'info']);

export const acceptsType = (section: DataSection, type: FieldType): boolean => !section.accepts || section.accepts.includes(type);

/** The aggregations a metric may take (spec §3's seven less NONE): text and dates only count. */
export const aggregationsFor = (type: FieldType): Aggregation[] =>
  type === 'numeric' ? ['SUM', 'AVG', 'COUNT', 'COUNT_DISTINCT', 'MAX', 'MIN'] : ['COUNT', 'COUNT_DISTINCT'];

/** A metric's first aggregation: numbers are summed, anything else counted. */
export const defaultAggregation = (type: FieldType): Aggregation => (type === 'numeric' ? 'SUM' : 'COUNT');

/** Is a field of this section a metric of the query (aggregated) in this config? */
export function isMetric(config: ChartConfig, section: DataSection, field: Pick<ChartField, 'aggregate'>): boolean {
  if (!config.aggregation) return false;
  if (metricKinds.has(section.kind)) return true;
  return section.kind === 'mixed' && field.aggregate !== undefined && field.aggregate !== 'NONE';
}

/**
 * A field as it reads in `section`: metrics get an aggregation that fits their type (kept when it does),
 * dimensions and filters lose theirs; a date level stays only in sections that take levels, on fields that
 * are not aggregated.
 */
export function fitFieldToSection(field: ChartField, section: DataSection, aggregation: boolean): ChartField {
  const { aggregate, dateLevel, ...rest } = field;
  let nextAggregate: Aggregation | undefined;
  if (aggregation && metricKinds.has(section.kind)) {
    nextAggregate = aggregate && aggregate !== 'NONE' && aggregationsFor(field.type).includes(aggregate) ? aggregate : defaultAggregation(field.type);
  } else if (aggregation && section.kind === 'mixed') {
    nextAggregate = aggregate && aggregate !== 'NONE' && aggregationsFor(field.type).includes(aggregate) ? aggregate : undefined;
  }
  const keepsLevel = dateLevel !== undefined && section.dateLevels === true && field.type === 'date' && nextAggregate === undefined;
  return { ...rest, ...(nextAggregate ? { aggregate: nextAggregate } : {}), ...(keepsLevel ? { dateLevel } : {}) };
}

/** Why a field cannot go into a section; undefined when it can (a full one-field section is replaced). */
export type PlacementProblem = { kind: 'notAccepted' } | { kind: 'full'; max: number };

export function placementProblem(config: ChartConfig, section: DataSection, type: FieldType, movingUid?: string): PlacementProblem | undefined {
  if (!acceptsType(section, type)) return { kind: 'notAccepted' };
  const others = (config.sections[section.key] ?? []).filter((field) => field.uid !== movingUid);
  if (section.count.max > 1 && others.length >= section.count.max) return { kind: 'full', max: section.count.max };
  if (section.count.max < 1) return { kind: 'full', max: 0 };
  return undefined;
}

/** The sections a field may be added to (the keyboard and click alternative to dragging lists them). */
export const sectionsAccepting = (definition: ChartDefinition, config: ChartConfig, type: FieldType): DataSection[] =>
  definition.sections.filter((section) => placementProblem(config, section, type) === undefined);

/** Inserts `field` into `section` at `index` (the end when absent); a one-field section takes it in place of its field. */
export function insertIntoSection(config: ChartConfig, section: DataSection, field: ChartField, index?: number): ChartConfig {
  const current = (config.sections[section.key] ?? []).filter((placed) => placed.uid !== field.uid);
  const fitted = fitFieldToSection(field, section, config.aggregation);
  const next = section.count.max === 1 ? [fitted] : [...current.slice(0, index ?? current.length), fitted, ...current.slice(index ?? current.length)];
  return { ...config, sections: { ...config.sections, [section.key]: next } };
}
