import { settingsSchemaOf, type ChartDefinition, type DataSection } from '@redbi/charts';
import type { ChartConfig, ChartField } from '@redbi/shared/domain';
import { acceptsType, defaultAggregation, fitFieldToSection, isMetric } from './sectionRules';

/** What a placed field is to the query: grouped by, aggregated, or a filter. */
type FieldRole = 'dimension' | 'metric' | 'filter';

/**
 * What each kind of section holds (as the query reads it, query/buildQuery.ts): colour groups like a
 * dimension, size and tooltip info aggregate like a metric; a mixed section takes either.
 */
const rolesOfKind: Record<DataSection['kind'], readonly FieldRole[]> = {
  group: ['dimension'],
  color: ['dimension'],
  aggregate: ['metric'],
  size: ['metric'],
  info: ['metric'],
  mixed: ['dimension', 'metric'],
  filter: ['filter'],
};

/** The kinds of section a field of each role moves to when the new type has none of its own section's kind, best first. */
const kindsForRole: Record<FieldRole, readonly DataSection['kind'][]> = {
  dimension: ['group', 'mixed'],
  metric: ['aggregate', 'mixed'],
  filter: ['filter'],
};

/**
 * How well a section suits a field of this role that sat in `from` (lower is better; undefined: it may not
 * go there). The role decides first: a metric never lands in a group section (it would stop aggregating).
 * Among the sections that take the role, one of the old kind and key wins, then one of the old kind, then
 * the role's own kinds; the key only decides between sections of the same kind, so a table's mixed
 * 'columns' does not pull its dimensions into a pivot's column headers before its rows.
 */
function rankOf(section: DataSection, role: FieldRole, from: DataSection | undefined): number | undefined {
  if (!rolesOfKind[section.kind].includes(role)) return undefined;
  if (from && section.kind === from.kind) return section.key === from.key ? 0 : 1;
  const index = kindsForRole[role].indexOf(section.kind);
  return index < 0 ? undefined : 2 + index;
}

function roleOf(config: ChartConfig, section: DataSection | undefined, field: ChartField): FieldRole {
  if (section?.kind === 'filter') return 'filter';
  if (section && isMetric(config, section, field)) return 'metric';
  // Detail columns (aggregation off) become metrics when they are numbers: what a chart of them would plot.
  if (!config.aggregation && section?.kind === 'mixed' && field.type === 'numeric') return 'metric';
  return section?.kind === 'aggregate' ? 'metric' : 'dimension';
}

export interface ChartTypeSwitch {
  config: ChartConfig;
  /** The fields no section of the new type could take, in the order they were placed. */
  dropped: ChartField[];
}

/**
 * The section a field goes to: the best ranked that takes its type and has room; between equals, one still
 * short of its minimum first, so a second metric spreads to a dual-axes chart's right axis instead of piling
 * on the left one.
 */
function bestSection(to: ChartDefinition, placed: Record<string, ChartField[]>, field: ChartField, role: FieldRole, from: DataSection | undefined): DataSection | undefined {
  const count = (section: DataSection) => placed[section.key]?.length ?? 0;
  const ranked = to.sections.flatMap((section) => {
    const rank = rankOf(section, role, from);
    const fits = rank !== undefined && acceptsType(section, field.type) && count(section) < section.count.max;
    return fits ? [{ section, rank, short: count(section) < section.count.min ? 0 : 1 }] : [];
  });
  ranked.sort((a, b) => a.rank - b.rank || a.short - b.short);
  return ranked[0]?.section;
}

/**
 * Switching chart type keeps the fields that still fit (issue 11): each field goes by its role (dimension,
 * metric, filter) to a section that takes that role, its type and one more field (see rankOf, bestSection);
 * the rest are dropped and reported. Settings the new type does not know, or whose values it does not take,
 * are left out (the server refuses unknown keys); types without detail mode aggregate.
 */
export function switchChartType(config: ChartConfig, from: ChartDefinition | undefined, to: ChartDefinition): ChartTypeSwitch {
  const aggregation = to.allowsDetail === true ? config.aggregation : true;
  const sections: Record<string, ChartField[]> = Object.fromEntries(to.sections.map((section) => [section.key, []]));
  const dropped: ChartField[] = [];

  const orderedKeys = [...(from?.sections.map((section) => section.key) ?? []), ...Object.keys(config.sections)];
  for (const key of new Set(orderedKeys)) {
    const oldSection = from?.sections.find((section) => section.key === key);
    for (const field of config.sections[key] ?? []) {
      const role = roleOf(config, oldSection, field);
      const target = bestSection(to, sections, field, role, oldSection);
      if (!target) {
        dropped.push(field);
        continue;
      }
      // A metric moving into a mixed section stays a metric: it keeps (or gets) an aggregation.
      const placed = role === 'metric' && target.kind === 'mixed' && aggregation && !field.aggregate ? { ...field, aggregate: defaultAggregation(field.type) } : field;
      sections[target.key]!.push(fitFieldToSection(placed, target, aggregation));
    }
  }

  const schema = settingsSchemaOf(to.settings.groups);
  const settings = Object.fromEntries(Object.entries(config.settings).filter(([key, value]) => schema.shape[key]?.safeParse(value).success === true));
  const kept = Object.fromEntries(Object.entries(sections).filter(([, fields]) => fields.length > 0));
  return { config: { ...config, chartType: to.id, aggregation, sections: kept, settings, settingsVersion: to.settings.version }, dropped };
}
