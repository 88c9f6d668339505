import { checkRequirements, countFields, type ChartData, type ChartDefinition, type DataSection } from '@redbi/charts';
import { ChartConfigSchema, type ChartConfig, type ChartFieldInput } from '@redbi/shared/domain';
import type { DataframeColumn } from '@redbi/shared/query';

export interface ChartFixture {
  config: ChartConfig;
  data: ChartData;
}

export interface FixtureOptions {
  /** The i-th value of a string dimension (its field index j): English names by default. */
  label?: (row: number, field: number) => string;
  rows?: number;
}

/** Values a map can place: country names for country fields, so the world map matches them. */
const countries = ['China', 'United States', 'Brazil', 'India', 'Germany', 'France', 'Australia', 'Canada', 'Russia', 'Japan', 'Mexico', 'South Africa'];
const regions = ['North', 'South', 'East', 'West', 'Central', 'Coast', 'Hills', 'Plains', 'Lakes', 'Valley', 'Islands', 'Capital'];

const acceptsType = (section: DataSection, type: 'string' | 'numeric' | 'date') => !section.accepts || section.accepts.includes(type);
const isGroupSection = (section: DataSection) => section.kind === 'group' || section.kind === 'mixed';
const isMetricSection = (section: DataSection) => section.kind === 'aggregate' || section.kind === 'mixed';
/** The role a section's required fields take: as the query treats them (buildQuery.ts), alternating in mixed sections. */
const requiredRole = (section: DataSection, index: number): 'dimension' | 'metric' =>
  section.kind === 'mixed' ? (index % 2 ? 'metric' : 'dimension') : ['aggregate', 'size', 'info'].includes(section.kind) ? 'metric' : 'dimension';

/**
 * A config and rows that meet a chart type's requirements, built from its data sections alone (so the test
 * of every registered type needs no list of types): each section's minimum of fields, then dimensions and
 * metrics added until the type's counts are met, and at least one of each where the type takes one (bars
 * have categories, tables a number column). Dimensions are strings (dates where only dates are accepted;
 * country names for map types), metrics numbers.
 */
export function chartFixture(definition: ChartDefinition, options: FixtureOptions = {}): ChartFixture {
  const onMap = definition.group === 'map';
  const sections: Record<string, ChartFieldInput[]> = {};
  let uid = 0;
  const add = (section: DataSection, role: 'dimension' | 'metric') => {
    uid += 1;
    const type = role === 'metric' ? (acceptsType(section, 'numeric') ? 'numeric' : 'string') : acceptsType(section, 'string') ? 'string' : acceptsType(section, 'date') ? 'date' : 'numeric';
    const field: ChartFieldInput = { uid: `f${uid}`, column: `${role}${uid}`, type };
    if (role === 'metric') field.aggregate = type === 'numeric' ? 'SUM' : 'COUNT';
    if (role === 'dimension' && onMap && type === 'string') field.category = 'country';
    (sections[section.key] ??= []).push(field);
  };
  const room = (section: DataSection) => (sections[section.key]?.length ?? 0) < section.count.max;
  const build = () => ChartConfigSchema.parse({ chartType: definition.id, sections, settings: writtenText(definition) });

  for (const section of definition.sections) {
    if (section.kind === 'filter') continue;
    for (let index = 0; index < section.count.min; index += 1) add(section, requiredRole(section, index));
  }
  const { requirements } = definition;
  const grow = (role: 'dimension' | 'metric', wanted: () => boolean) => {
    const fits = role === 'dimension' ? isGroupSection : isMetricSection;
    for (let guard = 0; guard < 10 && wanted(); guard += 1) {
      const section = definition.sections.find((candidate) => fits(candidate) && room(candidate));
      if (!section) break;
      add(section, role);
    }
  };
  grow('dimension', () => countFields(definition, build()).dimensions < Math.max(requirements.dimensions.min, Math.min(1, requirements.dimensions.max)));
  grow('metric', () => countFields(definition, build()).metrics < Math.max(requirements.metrics.min, Math.min(1, requirements.metrics.max)));

  const config = build();
  const issues = checkRequirements(definition, config);
  if (issues.length) throw new Error(`The fixture of ${definition.id} misses its requirements: ${JSON.stringify(issues)}`);
  return { config, data: fixtureRows(config, options) };
}

/** Multi-line text settings that start empty (a rich text's content) get a heading and a paragraph to draw. */
function writtenText(definition: ChartDefinition): Record<string, string> {
  const settings: Record<string, string> = {};
  for (const group of definition.settings.groups) {
    for (const control of group.controls) {
      if (control.kind === 'text' && control.multiline && !control.default) settings[`${group.key}.${control.key}`] = '<h2>Quarterly revenue</h2><p>Sales grew in <b>every</b> region.</p>';
    }
  }
  return settings;
}

/** Rows for a config's fields, named by uid: labels for strings, a month per row for dates, varied positive numbers. */
export function fixtureRows(config: ChartConfig, options: FixtureOptions = {}): ChartData {
  const rows = options.rows ?? 8;
  const fields = Object.entries(config.sections)
    .filter(([key]) => key !== 'filters')
    .flatMap(([, placed]) => placed);
  const label = options.label ?? ((row: number, field: number) => (fields[field]?.category === 'country' ? countries : regions)[(row + field) % 12]!);
  const columns: DataframeColumn[] = fields.map((field) => ({ name: field.uid, type: field.aggregate || field.type === 'numeric' ? 'number' : field.type === 'date' ? 'date' : 'string' }));
  return {
    columns,
    rows: Array.from({ length: rows }, (_, row) =>
      fields.map((field, index) => {
        if (field.aggregate || field.type === 'numeric') return Math.round(1000 + 700 * Math.sin(row * 1.3 + index) + 250 * index + 90 * row) / 10;
        if (field.type === 'date') return `2024-${String((row % 12) + 1).padStart(2, '0')}-01`;
        return label(row, index);
      }),
    ),
    total: rows,
  };
}
